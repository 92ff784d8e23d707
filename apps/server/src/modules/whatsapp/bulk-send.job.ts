import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { whatsappBulkSends, whatsappMessages } from '../../db/schema/messaging.ts';
import type { JobDefinition, JobQueue } from '../../jobs/job-queue.ts';
import type { MessagingProvider, SendRefusal } from '../../messaging/provider.ts';
import { BULK_SEND_JOB, type BulkSendPayload } from './bulk-send.service.ts';

/**
 * The bulk send's job (decision 026). Each recipient's row is claimed (`queued` → `sending`) before
 * it is handed to the provider and settled after, so a row is handed over at most once whatever
 * crashes or runs twice: a row left `sending` by a lost process is failed as uncertain, never sent
 * again. Sends are paced to `rate` a second; a rate limit waits as long as the provider asks.
 */

type Deps = { db: Db; provider: MessagingProvider; log: FastifyBaseLogger; rate: number };
type MessageRow = typeof whatsappMessages.$inferSelect;

/** When WhatsApp cannot be reached: wait and try the same recipient again, then stop the send. */
const UNAVAILABLE_WAITS_MS = [2_000, 10_000, 30_000];
const RATE_LIMIT_WAIT_DEFAULT_S = 60;
const RATE_LIMIT_WAIT_MAX_S = 3_600;

/** The next waiting recipient of a send that is still running, now `sending`; null when none. */
const claimNext = async (db: Db, bulkSendId: string): Promise<MessageRow | null> => {
  const [row] = await db
    .update(whatsappMessages)
    .set({ status: 'sending' })
    .where(
      eq(
        whatsappMessages.id,
        sql`(select m.id from ${whatsappMessages} m
              where m.bulk_send_id = ${bulkSendId} and m.status = 'queued'
                and exists (select 1 from ${whatsappBulkSends} b where b.id = ${bulkSendId} and b.status = 'running')
              order by m.created_at, m.id limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return row ?? null;
};

/** Only a row still `sending` is settled: a status the webhook already applied is kept. */
const settle = (db: Db, id: string, changes: PgUpdateSetSource<typeof whatsappMessages>) =>
  db
    .update(whatsappMessages)
    .set(changes)
    .where(and(eq(whatsappMessages.id, id), eq(whatsappMessages.status, 'sending')));

const backInQueue = (db: Db, id: string) => settle(db, id, { status: 'queued' });

const failed = (refusal: SendRefusal) => ({
  status: 'failed' as const,
  failedAt: new Date(),
  errorReason: refusal.reason,
  errorCode: refusal.code ?? null,
  errorDetail: refusal.detail.slice(0, 1000),
  uncertain: refusal.uncertain ?? false,
});

const stop = (db: Db, bulkSendId: string, reason: string) =>
  db
    .update(whatsappBulkSends)
    .set({ status: 'stopped', stopReason: reason })
    .where(and(eq(whatsappBulkSends.id, bulkSendId), eq(whatsappBulkSends.status, 'running')));

const run = async (
  { db, provider, log, rate }: Deps,
  { bulkSendId }: BulkSendPayload,
  stopping: AbortSignal,
) => {
  const [started] = await db
    .update(whatsappBulkSends)
    .set({ status: 'running', startedAt: sql`coalesce(${whatsappBulkSends.startedAt}, now())` })
    .where(
      and(eq(whatsappBulkSends.id, bulkSendId), inArray(whatsappBulkSends.status, ['queued', 'running'])),
    )
    .returning({ id: whatsappBulkSends.id });
  if (!started) return;
  const gapMs = 1000 / rate;
  let lastSend = 0;
  let unavailable = 0;
  for (;;) {
    // Stopping between two recipients leaves none `sending`; throwing hands the rest to `interrupted`.
    stopping.throwIfAborted();
    const row = await claimNext(db, bulkSendId);
    if (!row) break;
    const wait = lastSend + gapMs - Date.now();
    if (wait > 0)
      await sleep(wait, undefined, { signal: stopping }).catch(async (error: unknown) => {
        await backInQueue(db, row.id);
        throw error;
      });
    lastSend = Date.now();
    const result = await provider.sendTemplate({
      to: row.phone,
      template: row.templateName!,
      language: row.language!,
      parameters: row.parameters,
      reference: row.id,
    });
    if (result.ok) {
      unavailable = 0;
      await settle(db, row.id, {
        status: 'accepted',
        // A status that arrived first (found by the reference) may have stored it already.
        providerMessageId: sql<string>`coalesce(${whatsappMessages.providerMessageId}, ${result.providerMessageId})`,
        acceptedAt: new Date(),
      });
      continue;
    }
    switch (result.reason) {
      case 'invalid_number':
      case 'refused':
        await settle(db, row.id, failed(result));
        break;
      case 'rate_limited': {
        // Refused outright, so sending it again later cannot send it twice.
        await backInQueue(db, row.id);
        const seconds = Math.min(
          result.retryAfterSeconds ?? RATE_LIMIT_WAIT_DEFAULT_S,
          RATE_LIMIT_WAIT_MAX_S,
        );
        log.warn({ bulkSendId, seconds }, 'bulk send rate limited; waiting');
        await sleep(seconds * 1000, undefined, { signal: stopping });
        break;
      }
      case 'template_not_approved':
        // No recipient of that language will get it: stop until the templates are synced.
        await backInQueue(db, row.id);
        await stop(db, bulkSendId, 'template_not_approved');
        return;
      case 'provider_unavailable':
        if (result.uncertain) {
          await settle(db, row.id, failed(result));
          break;
        }
        await backInQueue(db, row.id);
        if (unavailable >= UNAVAILABLE_WAITS_MS.length) {
          await stop(db, bulkSendId, 'provider_unavailable');
          return;
        }
        await sleep(UNAVAILABLE_WAITS_MS[unavailable++]!, undefined, { signal: stopping });
        break;
    }
  }
  await db
    .update(whatsappBulkSends)
    .set({ status: 'finished', finishedAt: new Date() })
    .where(
      and(
        eq(whatsappBulkSends.id, bulkSendId),
        eq(whatsappBulkSends.status, 'running'),
        sql`not exists (select 1 from ${whatsappMessages} m where m.bulk_send_id = ${bulkSendId} and m.status in ('queued', 'sending'))`,
      ),
    );
};

/**
 * After a lost process: a recipient left `sending` may have been sent (the answer was lost), so it
 * is failed as uncertain rather than sent again (a status carrying its reference may still settle
 * it); a send still running is queued again for the rest.
 */
const interrupted = async ({ db, jobs }: { db: Db; jobs: JobQueue }, { bulkSendId }: BulkSendPayload) => {
  await db
    .update(whatsappMessages)
    .set({ status: 'failed', failedAt: new Date(), errorReason: 'interrupted', uncertain: true })
    .where(and(eq(whatsappMessages.bulkSendId, bulkSendId), eq(whatsappMessages.status, 'sending')));
  const [open] = await db
    .select({ status: whatsappBulkSends.status })
    .from(whatsappBulkSends)
    .where(
      and(eq(whatsappBulkSends.id, bulkSendId), inArray(whatsappBulkSends.status, ['queued', 'running'])),
    );
  if (!open) return;
  await jobs.enqueue<BulkSendPayload>(BULK_SEND_JOB, { bulkSendId });
  jobs.wake(BULK_SEND_JOB);
};

export const bulkSendJob = (jobs: JobQueue, deps: Deps): JobDefinition<BulkSendPayload> => ({
  run: (payload, context) => run(deps, payload, context?.stopping ?? new AbortController().signal),
  interrupted: (payload) => interrupted({ db: deps.db, jobs }, payload),
  // A send left running with no job (its settling gave up while the database was away) is found
  // at start or within a minute and settled like any lost one (decision 044).
  underway: async () =>
    (
      await deps.db
        .select({ id: whatsappBulkSends.id })
        .from(whatsappBulkSends)
        .where(inArray(whatsappBulkSends.status, ['queued', 'running']))
    ).map(({ id }) => ({ bulkSendId: id })),
  // 10,000 farmers at one a second, with room for rate-limit waits.
  expireInSeconds: 6 * 60 * 60,
});

export const defineBulkSend = (jobs: JobQueue, deps: Deps) =>
  jobs.define<BulkSendPayload>(BULK_SEND_JOB, bulkSendJob(jobs, deps));
