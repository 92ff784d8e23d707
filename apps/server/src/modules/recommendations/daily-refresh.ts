import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  DAILY_REFRESH_CRON,
  REFRESH_LOGS_SHOWN,
  REFRESH_SUMMARIES_SHOWN,
  defaultLanguage,
  formatDuration,
  nextDailyRefresh,
  outcomeOf,
  refreshHealth,
  todayInIndia,
  type DataRefreshStatus,
  type RefreshPage,
  type RefreshRun,
} from '@sangam/domain';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { refreshLogs, refreshRuns } from '../../db/schema/recommendations.ts';
import { fpos } from '../../db/schema/tenancy.ts';
import type { JobDefinition, JobQueue } from '../../jobs/job-queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { refreshSummaryMail } from '../../mail/messages.ts';
import { snapshotOf } from './fpo-snapshot.ts';
import { readCatalogue, scoreCatalogue, storeScores } from './recommendations.service.ts';

/**
 * The daily refresh (document 2, 7: daily-data-refresh; decision D3): every FPO's loan and scheme
 * recommendations recomputed at midnight in India, on one instance, through the job queue's
 * schedule. Each run is a `refresh_runs` row claimed before any work: a second firing of the same
 * night, or a second manual start while one runs, finds it taken (unique indexes) and does nothing.
 */
export const DAILY_REFRESH_JOB = 'daily-data-refresh';
const PAGE = 200;
/** The errors a page's log keeps, enough to start looking; the count says how many there were. */
const ERRORS_KEPT = 3;

type Deps = {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  ownerEmail: string | undefined;
  baseUrl: string | undefined;
};
type Payload = { runId?: string };
type RunRow = typeof refreshRuns.$inferSelect;

export const toRefreshRun = (row: RunRow): RefreshRun => ({
  id: row.id,
  trigger: row.trigger,
  status: row.status,
  triggeredBy: row.triggeredBy,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  totalFpos: row.totalFpos,
  financeSuccess: row.financeSuccess,
  financeFailure: row.financeFailure,
  schemesSuccess: row.schemesSuccess,
  schemesFailure: row.schemesFailure,
  durationMs: row.durationMs,
  adminEmailSent: row.adminEmailSent,
});

type Tally = { success: number; failure: number; ms: number; errors: string[] };
const tally = (): Tally => ({ success: 0, failure: 0, ms: 0, errors: [] });
const note = (t: Tally, fpoId: string, error: unknown) => {
  t.failure += 1;
  if (t.errors.length < ERRORS_KEPT)
    t.errors.push(`${fpoId}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300));
};
const pageOf: Record<'loans' | 'schemes', RefreshPage> = { loans: 'finance', schemes: 'schemes' };

/** Recomputes every FPO, a page of FPOs at a time; one FPO's failure is counted and the rest go on. */
const recomputeAll = async ({ db, log }: Deps, runId: string) => {
  const catalogue = await readCatalogue(db);
  const pages: Record<RefreshPage, Tally> = { finance: tally(), schemes: tally() };
  let total = 0;
  for (let after: string | undefined; ;) {
    const batch = await db
      .select({ id: fpos.id })
      .from(fpos)
      .where(after ? gt(fpos.id, after) : undefined)
      .orderBy(asc(fpos.id))
      .limit(PAGE);
    for (const { id } of batch) {
      total += 1;
      const started = performance.now();
      let snapshot;
      try {
        snapshot = await snapshotOf(db, id);
      } catch (error) {
        log.error({ err: error, fpoId: id }, 'could not read an FPO for the refresh');
        for (const t of Object.values(pages)) note(t, id, error);
        continue;
      }
      // The snapshot serves both pages; each is charged half of it.
      const shared = (performance.now() - started) / 2;
      const scores = scoreCatalogue(snapshot, catalogue);
      for (const kind of ['loans', 'schemes'] as const) {
        const t = pages[pageOf[kind]];
        const begun = performance.now();
        try {
          await storeScores(db, id, snapshot, { [kind]: scores[kind] }, new Date());
          t.success += 1;
        } catch (error) {
          log.error({ err: error, fpoId: id, kind }, 'could not store recommendations');
          note(t, id, error);
        }
        t.ms += shared + performance.now() - begun;
      }
      // PGlite answers in the same turn of the event loop: without this turn between FPOs the
      // server answered nothing, not even /api/health, until the whole run ended
      // (bench/fault-jobs.bench.ts: 3.2 s for 1,000 FPOs).
      await yieldToEventLoop();
    }
    // Progress, for the monitor while a long run goes on.
    await db
      .update(refreshRuns)
      .set({
        totalFpos: total,
        financeSuccess: pages.finance.success,
        financeFailure: pages.finance.failure,
        schemesSuccess: pages.schemes.success,
        schemesFailure: pages.schemes.failure,
      })
      .where(eq(refreshRuns.id, runId));
    if (batch.length < PAGE) break;
    after = batch.at(-1)?.id;
  }
  return { total, pages };
};

const ownerLanguage = async (db: Db, email: string) => {
  const [owner] = await db
    .select({ language: user.language })
    .from(user)
    .where(sql`lower(${user.email}) = ${email}`);
  return owner?.language ?? defaultLanguage;
};

/** Does one claimed run: recompute, write its page logs and summary, and tell the owner. */
const runRefresh = async (deps: Deps, run: RunRow) => {
  const { db } = deps;
  const started = run.startedAt.getTime();
  const { total, pages } = await recomputeAll(deps, run.id);
  const success = pages.finance.success + pages.schemes.success;
  const failure = pages.finance.failure + pages.schemes.failure;
  const status = outcomeOf(success, failure);
  const durationMs = Date.now() - started;
  const [finished] = await db.transaction(async (tx) => {
    await tx.insert(refreshLogs).values(
      (Object.entries(pages) as [RefreshPage, Tally][]).map(([pageName, t]) => ({
        runId: run.id,
        pageName,
        status: outcomeOf(t.success, t.failure),
        recordsProcessed: t.success,
        durationMs: Math.round(t.ms),
        errorMessage: t.failure ? `${t.failure} failed. ${t.errors.join(' | ')}` : null,
      })),
    );
    return tx
      .update(refreshRuns)
      .set({
        status,
        finishedAt: new Date(),
        durationMs,
        totalFpos: total,
        financeSuccess: pages.finance.success,
        financeFailure: pages.finance.failure,
        schemesSuccess: pages.schemes.success,
        schemesFailure: pages.schemes.failure,
      })
      .where(eq(refreshRuns.id, run.id))
      .returning();
  });
  if (!finished || !deps.ownerEmail) return;
  try {
    await deps.mailer.send(
      refreshSummaryMail({
        to: deps.ownerEmail,
        language: await ownerLanguage(db, deps.ownerEmail),
        run: { ...finished, status, duration: formatDuration(durationMs) },
        url: deps.baseUrl && `${deps.baseUrl}/admin/data-refresh`,
      }),
    );
    await db.update(refreshRuns).set({ adminEmailSent: true }).where(eq(refreshRuns.id, run.id));
  } catch (error) {
    deps.log.error({ err: error }, 'could not send the refresh summary');
  }
};

/** A run that stopped part-way (its process gone, or the database away) ends as a failure. */
const failUnfinished = (db: Db, { runId }: Payload) =>
  db
    .update(refreshRuns)
    .set({
      status: 'failure',
      finishedAt: new Date(),
      durationMs: sql`(extract(epoch from now() - ${refreshRuns.startedAt}) * 1000)::int`,
    })
    .where(
      and(
        isNull(refreshRuns.finishedAt),
        runId ? eq(refreshRuns.id, runId) : eq(refreshRuns.trigger, 'schedule'),
      ),
    );

/**
 * Claims tonight's scheduled run: nothing when this night already has one (another instance got
 * the same firing) or a manual run is going (it recomputes everything anyway).
 */
export const claimScheduledRun = async (db: Db, today = todayInIndia()) => {
  const [run] = await db
    .insert(refreshRuns)
    .values({ trigger: 'schedule', scheduledFor: today })
    .onConflictDoNothing()
    .returning();
  return run ?? null;
};

/** The job: a scheduled firing claims tonight's run; a manual one names the run its request claimed. */
export const dailyRefreshJob = (deps: Deps): JobDefinition<Payload> => ({
  run: async (payload) => {
    const [run] = payload.runId
      ? await deps.db.select().from(refreshRuns).where(eq(refreshRuns.id, payload.runId))
      : [await claimScheduledRun(deps.db)];
    if (!run || run.finishedAt) {
      deps.log.info({ payload }, 'daily refresh already done or running elsewhere');
      return;
    }
    try {
      await runRefresh(deps, run);
    } catch (error) {
      await failUnfinished(deps.db, { runId: run.id }).catch(() => {});
      throw error;
    }
  },
  interrupted: async (payload) => {
    await failUnfinished(deps.db, payload);
  },
  // An unfinished run with no job left: a manual run names its row; a scheduled firing names none.
  underway: async () =>
    (
      await deps.db
        .select({ id: refreshRuns.id, trigger: refreshRuns.trigger })
        .from(refreshRuns)
        .where(isNull(refreshRuns.finishedAt))
    ).map((run) => (run.trigger === 'manual' ? { runId: run.id } : {})),
  // A national run is minutes, not hours; past this it counts as lost and is settled as failed.
  expireInSeconds: 2 * 60 * 60,
  cron: DAILY_REFRESH_CRON,
});

export const defineDailyRefresh = (jobs: JobQueue, deps: Deps) =>
  jobs.define<Payload>(DAILY_REFRESH_JOB, dailyRefreshJob(deps));

/** Starts a run now for an admin (document 2, 2.9); refused while another is going. */
export const startManualRefresh = async (db: Db, jobs: JobQueue, userId: string) => {
  const run = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(refreshRuns)
      .values({ trigger: 'manual', triggeredBy: userId })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('refresh_running', { status: 409 });
    await jobs.enqueue<Payload>(DAILY_REFRESH_JOB, { runId: row.id }, { tx });
    return row;
  });
  jobs.wake(DAILY_REFRESH_JOB);
  return toRefreshRun(run);
};

/** What /admin/data-refresh shows: the schedule's health, a run going on, the last runs and logs. */
export const refreshStatus = async (db: Db, jobs: JobQueue, now = new Date()): Promise<DataRefreshStatus> => {
  const [schedules, summaries, logs, [running], [lastScheduled]] = await Promise.all([
    jobs.schedules(DAILY_REFRESH_JOB),
    db.select().from(refreshRuns).orderBy(desc(refreshRuns.startedAt)).limit(REFRESH_SUMMARIES_SHOWN),
    db.select().from(refreshLogs).orderBy(desc(refreshLogs.createdAt)).limit(REFRESH_LOGS_SHOWN),
    db.select().from(refreshRuns).where(isNull(refreshRuns.finishedAt)),
    db
      .select()
      .from(refreshRuns)
      .where(eq(refreshRuns.trigger, 'schedule'))
      .orderBy(desc(refreshRuns.startedAt))
      .limit(1),
  ]);
  const health = refreshHealth({
    scheduleActive: schedules.length > 0,
    lastRun: lastScheduled ?? null,
    now,
  });
  return {
    health: {
      jobName: DAILY_REFRESH_JOB,
      schedule: schedules[0] ?? DAILY_REFRESH_CRON,
      isActive: schedules.length > 0,
      lastRunTime: lastScheduled?.startedAt.toISOString() ?? null,
      lastRunStatus:
        !lastScheduled || lastScheduled.status === 'running'
          ? null
          : lastScheduled.status === 'failure'
            ? 'failed'
            : 'succeeded',
      nextRunEstimate: nextDailyRefresh(now).toISOString(),
      healthStatus: health.status,
      healthReason: health.reason,
    },
    running: running ? toRefreshRun(running) : null,
    summaries: summaries.map(toRefreshRun),
    logs: logs.map((row) => ({
      id: row.id,
      runId: row.runId,
      createdAt: row.createdAt.toISOString(),
      pageName: row.pageName,
      status: row.status,
      recordsProcessed: row.recordsProcessed,
      durationMs: row.durationMs,
      errorMessage: row.errorMessage,
    })),
  };
};
