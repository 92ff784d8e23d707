import {
  BULK_RECIPIENTS_PAGE,
  bulkValuesFor,
  isLanguage,
  templateLanguageFor,
  whatsappMessageStatuses,
  type BulkAudience,
  type BulkAudienceOptions,
  type BulkFpo,
  type BulkPreview,
  type BulkPreviewRequest,
  type BulkRecipients,
  type BulkSend,
  type BulkSendRequest,
  type Language,
} from '@sangam/domain';
import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { user } from '../../db/schema/auth.ts';
import { farmers, fpoFarmerStats } from '../../db/schema/farmers.ts';
import { whatsappBulkSends, whatsappMessages, whatsappTemplates } from '../../db/schema/messaging.ts';
import { fpos } from '../../db/schema/tenancy.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { renderTemplateBody } from '../../messaging/provider.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/**
 * Bulk sends (issue 18; decision 026): one template to the farmers of one FPO, all of them or one
 * village's or district's. The send and one message row per recipient are written together, the
 * rows `queued`; the job (`bulk-send.job.ts`) hands them to the provider one at a time.
 */
export const BULK_SEND_JOB = 'whatsapp-bulk-send';
export type BulkSendPayload = { bulkSendId: string };

const FPOS_FOUND = 20;
const INSERT_CHUNK = 1000;

/** FPOs by name for the send form, the largest first. */
export const findFpos = async (db: Db, search: string | undefined): Promise<BulkFpo[]> => {
  const words = search?.trim();
  const rows = await db
    .select({ id: fpos.id, name: fpos.name, farmers: sql<number>`coalesce(${fpoFarmerStats.farmers}, 0)` })
    .from(fpos)
    .leftJoin(fpoFarmerStats, eq(fpoFarmerStats.fpoId, fpos.id))
    .where(words ? ilike(fpos.name, `%${escapeLike(words)}%`) : undefined)
    .orderBy(desc(sql`coalesce(${fpoFarmerStats.farmers}, 0)`), asc(fpos.name))
    .limit(FPOS_FOUND);
  return rows.map((row) => ({ ...row, farmers: Number(row.farmers) }));
};

const fpoOf = async (db: Db, fpoId: string) => {
  const [fpo] = await db
    .select({ id: fpos.id, name: fpos.name, language: fpos.language })
    .from(fpos)
    .where(eq(fpos.id, fpoId));
  if (!fpo) throw notFound();
  return fpo;
};

/** A village or district as people type it: the same place whatever the case or the spaces around. */
const placeKey = (column: typeof farmers.village | typeof farmers.district) => sql`lower(trim(${column}))`;

const placesOf = async (db: Db, fpoId: string, column: typeof farmers.village | typeof farmers.district) => {
  const rows = await db
    .select({ name: sql<string>`min(trim(${column}))`, farmers: sql<number>`count(*)::int` })
    .from(farmers)
    .where(eq(farmers.fpoId, fpoId))
    .groupBy(placeKey(column))
    .orderBy(asc(placeKey(column)));
  return rows.map((row) => ({ name: row.name, farmers: Number(row.farmers) }));
};

/** The FPO's villages and districts with their farmer counts, for choosing who gets a send. */
export const audienceOptions = async (db: Db, fpoId: string): Promise<BulkAudienceOptions> => {
  const fpo = await fpoOf(db, fpoId);
  const [villages, districts] = [
    await placesOf(db, fpoId, farmers.village),
    await placesOf(db, fpoId, farmers.district),
  ];
  return {
    fpo: {
      ...fpo,
      language: isLanguage(fpo.language) ? fpo.language : 'en',
      farmers: villages.reduce((n, v) => n + v.farmers, 0),
    },
    villages,
    districts,
  };
};

const audienceFilter = (fpoId: string, audience: BulkAudience): SQL | undefined =>
  and(
    eq(farmers.fpoId, fpoId),
    audience.kind === 'village'
      ? sql`${placeKey(farmers.village)} = lower(${audience.value})`
      : audience.kind === 'district'
        ? sql`${placeKey(farmers.district)} = lower(${audience.value})`
        : undefined,
  );

const templateIssue = (code: string, field = 'template') =>
  new AppError('validation_failed', { issues: [{ field, code }] });

/** The template's sendable languages with their bodies; the fallback must be one of them. */
const usableTemplate = async (db: Db, name: string, fallback: string) => {
  const rows = await db
    .select()
    .from(whatsappTemplates)
    .where(eq(whatsappTemplates.name, name))
    .orderBy(asc(whatsappTemplates.language));
  if (!rows.some((row) => row.removedAt === null)) throw templateIssue('template_unknown');
  const usable = rows.filter((row) => row.usable && row.status === 'APPROVED' && row.removedAt === null);
  if (!usable.length) throw templateIssue('template_not_usable');
  if (!usable.some((row) => row.language === fallback))
    throw templateIssue('language_not_in_template', 'fallbackLanguage');
  return new Map(usable.map((row) => [row.language, row]));
};

const languageCounts = async (db: Db, fpoId: string, audience: BulkAudience) =>
  (
    await db
      .select({ language: farmers.preferredLanguage, farmers: sql<number>`count(*)::int` })
      .from(farmers)
      .where(audienceFilter(fpoId, audience))
      .groupBy(farmers.preferredLanguage)
      .orderBy(desc(sql`count(*)`), asc(farmers.preferredLanguage))
  ).map((row) => ({
    language: (isLanguage(row.language) ? row.language : 'en') as Language,
    farmers: Number(row.farmers),
  }));

/** How many farmers a send would reach, and in which of the template's languages. */
export const previewBulkSend = async (db: Db, input: BulkPreviewRequest): Promise<BulkPreview> => {
  await fpoOf(db, input.fpoId);
  const templates = await usableTemplate(db, input.template, input.fallbackLanguage);
  const counts = await languageCounts(db, input.fpoId, input.audience);
  const codes = [...templates.keys()];
  return {
    recipients: counts.reduce((n, row) => n + row.farmers, 0),
    languages: counts.map((row) => ({
      ...row,
      templateLanguage: templateLanguageFor(row.language, codes, input.fallbackLanguage),
    })),
  };
};

/**
 * Starts a send: checked first (FPO, template, fallback language, one value per placeholder in every
 * language used, somebody to send to), then the send, its recipients' rows and its job written in one
 * transaction. A second open send of the same template to the same FPO is refused (a double click).
 */
export const createBulkSend = async ({
  db,
  jobs,
  actorUserId,
  input,
}: {
  db: Db;
  jobs: JobQueue;
  actorUserId: string;
  input: BulkSendRequest;
}): Promise<BulkSend> => {
  const fpo = await fpoOf(db, input.fpoId);
  const templates = await usableTemplate(db, input.template, input.fallbackLanguage);
  const codes = [...templates.keys()];
  const recipients = await db
    .select({
      id: farmers.id,
      name: farmers.farmerName,
      phone: farmers.phoneNumber,
      language: farmers.preferredLanguage,
    })
    .from(farmers)
    .where(audienceFilter(input.fpoId, input.audience))
    .orderBy(asc(farmers.seq));
  if (!recipients.length) throw templateIssue('audience_empty', 'audience');
  const chosen = recipients.map((farmer) => ({
    farmer,
    template: templates.get(
      templateLanguageFor(
        isLanguage(farmer.language) ? farmer.language : 'en',
        codes,
        input.fallbackLanguage,
      ),
    )!,
  }));
  if (chosen.some(({ template }) => template.parameterCount !== input.parameters.length))
    throw templateIssue('parameter_count', 'parameters');

  const id = await db
    .transaction(async (tx) => {
      const [bulk] = await tx
        .insert(whatsappBulkSends)
        .values({
          fpoId: fpo.id,
          category: input.category,
          templateName: input.template,
          fallbackLanguage: input.fallbackLanguage,
          parameters: input.parameters,
          audienceKind: input.audience.kind,
          audienceValue: input.audience.kind === 'all' ? null : input.audience.value,
          status: 'queued',
          total: recipients.length,
          createdBy: actorUserId,
        })
        .returning({ id: whatsappBulkSends.id });
      const rows = chosen.map(({ farmer, template }) => {
        const values = bulkValuesFor(input.parameters, { farmer: farmer.name, fpo: fpo.name });
        return {
          direction: 'out' as const,
          fpoId: fpo.id,
          farmerId: farmer.id,
          phone: farmer.phone,
          templateName: template.name,
          language: template.language,
          parameters: values,
          text: renderTemplateBody(template.body, values),
          status: 'queued' as const,
          sentBy: actorUserId,
          bulkSendId: bulk!.id,
          category: input.category,
        };
      });
      for (let at = 0; at < rows.length; at += INSERT_CHUNK)
        await tx.insert(whatsappMessages).values(rows.slice(at, at + INSERT_CHUNK));
      await tx.insert(auditEvents).values({
        actorUserId,
        action: 'whatsapp.bulk_send_started',
        targetType: 'whatsapp_bulk_send',
        targetId: bulk!.id,
        details: {
          fpo: fpo.name,
          template: input.template,
          category: input.category,
          audience: input.audience,
          recipients: rows.length,
        },
      });
      await jobs.enqueue<BulkSendPayload>(BULK_SEND_JOB, { bulkSendId: bulk!.id }, { tx });
      return bulk!.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('whatsapp_bulk_send_open');
      throw error;
    });
  jobs.wake(BULK_SEND_JOB);
  return bulkSendById(db, id);
};

type BulkRow = typeof whatsappBulkSends.$inferSelect;
const emptyCounts = () =>
  Object.fromEntries(whatsappMessageStatuses.map((status) => [status, 0])) as BulkSend['counts'];

const countsOf = async (db: Db, ids: string[]) => {
  const counts = new Map(ids.map((id) => [id, emptyCounts()]));
  if (!ids.length) return counts;
  const rows = await db
    .select({
      id: whatsappMessages.bulkSendId,
      status: whatsappMessages.status,
      n: sql<number>`count(*)::int`,
    })
    .from(whatsappMessages)
    .where(inArray(whatsappMessages.bulkSendId, ids))
    .groupBy(whatsappMessages.bulkSendId, whatsappMessages.status);
  for (const row of rows) if (row.id && row.status) counts.get(row.id)![row.status] = Number(row.n);
  return counts;
};

const bulkColumns = { bulk: whatsappBulkSends, fpoName: fpos.name, createdBy: user.email };
const bulkQuery = (db: Db) =>
  db
    .select(bulkColumns)
    .from(whatsappBulkSends)
    .innerJoin(fpos, eq(fpos.id, whatsappBulkSends.fpoId))
    .leftJoin(user, eq(user.id, whatsappBulkSends.createdBy));

const bulkOut = (
  { bulk, fpoName, createdBy }: { bulk: BulkRow; fpoName: string; createdBy: string | null },
  counts: BulkSend['counts'],
): BulkSend => ({
  id: bulk.id,
  fpo: { id: bulk.fpoId, name: fpoName },
  category: bulk.category,
  template: bulk.templateName,
  fallbackLanguage: bulk.fallbackLanguage,
  parameters: bulk.parameters,
  audience: { kind: bulk.audienceKind, value: bulk.audienceValue },
  status: bulk.status,
  stopReason: bulk.stopReason,
  total: bulk.total,
  counts,
  createdBy,
  createdAt: bulk.createdAt.toISOString(),
  startedAt: bulk.startedAt?.toISOString() ?? null,
  finishedAt: bulk.finishedAt?.toISOString() ?? null,
});

export const bulkSendById = async (db: Db, id: string): Promise<BulkSend> => {
  const [found] = await bulkQuery(db).where(eq(whatsappBulkSends.id, id));
  if (!found) throw notFound();
  return bulkOut(found, (await countsOf(db, [id])).get(id)!);
};

const BULK_SENDS_SHOWN = 20;

/** The latest sends with their progress, newest first. */
export const listBulkSends = async (db: Db): Promise<BulkSend[]> => {
  const rows = await bulkQuery(db)
    .orderBy(desc(whatsappBulkSends.createdAt), desc(whatsappBulkSends.id))
    .limit(BULK_SENDS_SHOWN);
  const counts = await countsOf(
    db,
    rows.map((row) => row.bulk.id),
  );
  return rows.map((row) => bulkOut(row, counts.get(row.bulk.id)!));
};

const filterStatuses = {
  all: undefined,
  waiting: ['queued', 'sending'],
  accepted: ['accepted', 'sent', 'delivered', 'read'],
  failed: ['failed'],
} as const;

/** One page of a send's recipients and what became of each, by the farmers' names. */
export const bulkRecipients = async (
  db: Db,
  id: string,
  { page, filter }: { page: number; filter: keyof typeof filterStatuses },
): Promise<BulkRecipients> => {
  await bulkSendById(db, id);
  const statuses = filterStatuses[filter];
  const where = and(
    eq(whatsappMessages.bulkSendId, id),
    statuses ? inArray(whatsappMessages.status, [...statuses]) : undefined,
  );
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(whatsappMessages)
    .where(where);
  const rows = await db
    .select({ message: whatsappMessages, farmerName: farmers.farmerName })
    .from(whatsappMessages)
    .leftJoin(farmers, eq(farmers.id, whatsappMessages.farmerId))
    .where(where)
    .orderBy(asc(farmers.farmerName), asc(whatsappMessages.phone), asc(whatsappMessages.id))
    .limit(BULK_RECIPIENTS_PAGE)
    .offset((page - 1) * BULK_RECIPIENTS_PAGE);
  return {
    recipients: rows.map(({ message, farmerName }) => ({
      id: message.id,
      farmer: message.farmerId && farmerName !== null ? { id: message.farmerId, name: farmerName } : null,
      phone: message.phone,
      language: message.language,
      status: message.status ?? 'queued',
      errorReason: message.errorReason,
      uncertain: message.uncertain,
      updatedAt: (
        message.failedAt ??
        message.readAt ??
        message.deliveredAt ??
        message.sentAt ??
        message.acceptedAt ??
        message.createdAt
      ).toISOString(),
    })),
    total: Number(total),
    page,
    pageSize: BULK_RECIPIENTS_PAGE,
  };
};

/**
 * Cancels a send that has not finished: the recipients still waiting are marked failed as cancelled
 * and never sent; the one being handed over at that moment, if any, completes.
 */
export const cancelBulkSend = async ({
  db,
  actorUserId,
  id,
}: {
  db: Db;
  actorUserId: string;
  id: string;
}) => {
  await bulkSendById(db, id);
  await db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(whatsappBulkSends)
      .set({ status: 'cancelled', finishedAt: new Date() })
      .where(
        and(
          eq(whatsappBulkSends.id, id),
          inArray(whatsappBulkSends.status, ['queued', 'running', 'stopped']),
        ),
      )
      .returning({ id: whatsappBulkSends.id });
    if (!cancelled) throw new AppError('conflict');
    const skipped = await tx
      .update(whatsappMessages)
      .set({ status: 'failed', failedAt: new Date(), errorReason: 'cancelled' })
      .where(and(eq(whatsappMessages.bulkSendId, id), eq(whatsappMessages.status, 'queued')))
      .returning({ id: whatsappMessages.id });
    await tx.insert(auditEvents).values({
      actorUserId,
      action: 'whatsapp.bulk_send_cancelled',
      targetType: 'whatsapp_bulk_send',
      targetId: id,
      details: { notSent: skipped.length },
    });
  });
  return bulkSendById(db, id);
};

/** Sends the rest of a stopped send (after the templates were synced, or WhatsApp came back). */
export const resumeBulkSend = async ({
  db,
  jobs,
  actorUserId,
  id,
}: {
  db: Db;
  jobs: JobQueue;
  actorUserId: string;
  id: string;
}) => {
  await bulkSendById(db, id);
  await db.transaction(async (tx) => {
    const [resumed] = await tx
      .update(whatsappBulkSends)
      .set({ status: 'queued', stopReason: null })
      .where(and(eq(whatsappBulkSends.id, id), eq(whatsappBulkSends.status, 'stopped')))
      .returning({ id: whatsappBulkSends.id });
    if (!resumed) throw new AppError('conflict');
    await tx.insert(auditEvents).values({
      actorUserId,
      action: 'whatsapp.bulk_send_resumed',
      targetType: 'whatsapp_bulk_send',
      targetId: id,
      details: {},
    });
    await jobs.enqueue<BulkSendPayload>(BULK_SEND_JOB, { bulkSendId: id }, { tx });
  });
  jobs.wake(BULK_SEND_JOB);
  return bulkSendById(db, id);
};
