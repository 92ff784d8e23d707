import type {
  WhatsappMessage,
  WhatsappMessageStatus,
  WhatsappSendInput,
  WhatsappTemplate,
  WhatsappTemplates,
} from '@sangam/domain';
import { WHATSAPP_HISTORY_LIMIT } from '@sangam/domain';
import { and, asc, between, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { farmers } from '../../db/schema/farmers.ts';
import { whatsappMessages, whatsappTemplates } from '../../db/schema/messaging.ts';
import {
  MessagingProviderError,
  renderTemplateBody,
  type InboundMessage,
  type MessagingProvider,
  type SendRefusal,
  type StatusUpdate,
} from '../../messaging/provider.ts';

/**
 * WhatsApp from the back office (document 2, 2.11, 7; decision 025): the templates synced from the
 * provider, one template sent to one number, the history, and what the provider's webhook reports.
 */

type TemplateRow = typeof whatsappTemplates.$inferSelect;
type MessageRow = typeof whatsappMessages.$inferSelect;

const templateOut = (row: TemplateRow): WhatsappTemplate => ({
  name: row.name,
  language: row.language,
  status: row.status,
  category: row.category,
  body: row.body,
  parameterCount: row.parameterCount,
  usable: row.usable && row.removedAt === null,
  syncedAt: row.syncedAt.toISOString(),
  removedAt: row.removedAt?.toISOString() ?? null,
});

export const listTemplates = async (db: Db, provider: MessagingProvider): Promise<WhatsappTemplates> => {
  const rows = await db
    .select()
    .from(whatsappTemplates)
    .orderBy(asc(whatsappTemplates.name), asc(whatsappTemplates.language));
  return { provider: provider.kind, templates: rows.map(templateOut) };
};

/** A provider that cannot be reached or asks us to wait: the codes every caller words. */
const providerFailure = (error: unknown): never => {
  if (error instanceof MessagingProviderError)
    throw new AppError(error.reason === 'rate_limited' ? 'rate_limited' : 'service_unavailable');
  throw error;
};

/**
 * Pulls every template from the provider and keeps it: new ones added, known ones updated, and
 * those the provider no longer lists marked removed (their rows stay: old messages name them).
 */
export const syncTemplates = async ({
  db,
  provider,
  actorUserId,
}: {
  db: Db;
  provider: MessagingProvider;
  actorUserId: string;
}): Promise<WhatsappTemplates> => {
  const found = await provider.listTemplates().catch(providerFailure);
  const now = new Date();
  await db.transaction(async (tx) => {
    // Meta's names and language codes hold no spaces, so a space joins them unambiguously.
    const keys = found.map((t) => `${t.name} ${t.language}`);
    for (const template of found)
      await tx
        .insert(whatsappTemplates)
        .values({
          providerId: template.id,
          name: template.name,
          language: template.language,
          status: template.status,
          category: template.category,
          body: template.body,
          parameterCount: template.parameterCount,
          usable: template.usable,
          syncedAt: now,
        })
        .onConflictDoUpdate({
          target: [whatsappTemplates.name, whatsappTemplates.language],
          set: {
            providerId: template.id,
            status: template.status,
            category: template.category,
            body: template.body,
            parameterCount: template.parameterCount,
            usable: template.usable,
            syncedAt: now,
            removedAt: null,
          },
        });
    const missing = await tx
      .update(whatsappTemplates)
      .set({ removedAt: now })
      .where(
        and(
          isNull(whatsappTemplates.removedAt),
          keys.length
            ? notInArray(sql`${whatsappTemplates.name} || ' ' || ${whatsappTemplates.language}`, keys)
            : undefined,
        ),
      )
      .returning({ name: whatsappTemplates.name, language: whatsappTemplates.language });
    await tx.insert(auditEvents).values({
      actorUserId,
      action: 'whatsapp.templates_synced',
      targetType: 'whatsapp_templates',
      targetId: provider.kind,
      details: {
        found: found.length,
        approved: found.filter((t) => t.status === 'APPROVED').length,
        removed: missing.map((t) => `${t.name} (${t.language})`),
      },
    });
  });
  return listTemplates(db, provider);
};

/** The provider's refusal as the code the admin's screen words (decision 025). */
const refusalCode = (refusal: SendRefusal) =>
  ({
    invalid_number: 'whatsapp_number_invalid',
    template_not_approved: 'whatsapp_template_not_approved',
    rate_limited: 'rate_limited',
    provider_unavailable: 'service_unavailable',
    refused: 'whatsapp_refused',
  })[refusal.reason];

/** The farmer with this number, when exactly one FPO has one (decision 025). */
const farmerWithPhone = async (db: Db, phone: string) => {
  const found = await db
    .select({ id: farmers.id, fpoId: farmers.fpoId })
    .from(farmers)
    .where(eq(farmers.phoneNumber, phone))
    .limit(2);
  return found.length === 1 ? found[0]! : null;
};

/**
 * Sends one approved template to one number. The message's row is written first and its id goes to
 * the provider as the reference, so a status can always find it; the provider's answer then makes
 * it accepted, or failed with the refusal's reason and code, and a refusal is also the answer.
 */
export const sendMessage = async ({
  db,
  provider,
  actorUserId,
  input,
}: {
  db: Db;
  provider: MessagingProvider;
  actorUserId: string;
  input: Omit<WhatsappSendInput, 'to'> & { to: string };
}): Promise<WhatsappMessage> => {
  const [template] = await db
    .select()
    .from(whatsappTemplates)
    .where(and(eq(whatsappTemplates.name, input.template), eq(whatsappTemplates.language, input.language)));
  if (!template || template.removedAt !== null)
    throw new AppError('validation_failed', { issues: [{ field: 'template', code: 'template_unknown' }] });
  if (!template.usable || template.status !== 'APPROVED')
    throw new AppError('validation_failed', { issues: [{ field: 'template', code: 'template_not_usable' }] });
  if (input.parameters.length !== template.parameterCount)
    throw new AppError('validation_failed', { issues: [{ field: 'parameters', code: 'parameter_count' }] });

  const farmer = await farmerWithPhone(db, input.to);
  const [row] = await db
    .insert(whatsappMessages)
    .values({
      direction: 'out',
      fpoId: farmer?.fpoId ?? null,
      farmerId: farmer?.id ?? null,
      phone: input.to,
      templateName: template.name,
      language: template.language,
      parameters: input.parameters,
      text: renderTemplateBody(template.body, input.parameters),
      status: 'accepted',
      sentBy: actorUserId,
    })
    .returning();
  const result = await provider.sendTemplate({
    to: input.to,
    template: template.name,
    language: template.language,
    parameters: input.parameters,
    reference: row!.id,
  });
  const now = new Date();
  if (result.ok) {
    await db
      .update(whatsappMessages)
      .set({ providerMessageId: result.providerMessageId, acceptedAt: now })
      .where(eq(whatsappMessages.id, row!.id));
    return messageById(db, row!.id);
  }
  await db
    .update(whatsappMessages)
    .set({
      status: 'failed',
      failedAt: now,
      errorReason: result.reason,
      errorCode: result.code ?? null,
      errorDetail: result.detail.slice(0, 1000),
      uncertain: result.uncertain ?? false,
    })
    .where(eq(whatsappMessages.id, row!.id));
  throw new AppError(refusalCode(result));
};

const messageColumns = {
  row: whatsappMessages,
  farmerName: farmers.farmerName,
};

const messageOut = ({
  row,
  farmerName,
}: {
  row: MessageRow;
  farmerName: string | null;
}): WhatsappMessage => ({
  id: row.id,
  direction: row.direction,
  phone: row.phone,
  farmer: row.farmerId && farmerName !== null ? { id: row.farmerId, name: farmerName } : null,
  template: row.templateName,
  language: row.language,
  parameters: row.parameters,
  text: row.text,
  status: row.status,
  sentAt: row.sentAt?.toISOString() ?? null,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  readAt: row.readAt?.toISOString() ?? null,
  failedAt: row.failedAt?.toISOString() ?? null,
  errorReason: row.errorReason,
  errorCode: row.errorCode,
  replyToId: row.replyToId,
  createdAt: row.createdAt.toISOString(),
});

const messagesQuery = (db: Db) =>
  db
    .select(messageColumns)
    .from(whatsappMessages)
    .leftJoin(farmers, eq(farmers.id, whatsappMessages.farmerId));

const messageById = async (db: Db, id: string) => {
  const [found] = await messagesQuery(db).where(eq(whatsappMessages.id, id));
  return messageOut(found!);
};

/** The history (document 2, 7): the last 50 messages, both ways, newest first. */
export const listMessages = async (db: Db): Promise<WhatsappMessage[]> =>
  (
    await messagesQuery(db)
      .orderBy(desc(whatsappMessages.createdAt), desc(whatsappMessages.id))
      .limit(WHATSAPP_HISTORY_LIMIT)
  ).map(messageOut);

const statusRank: Record<WhatsappMessageStatus, number> = {
  queued: -2,
  sending: -1,
  accepted: 0,
  sent: 1,
  delivered: 2,
  read: 3,
  failed: 4,
};
const timeColumn = {
  sent: 'sentAt',
  delivered: 'deliveredAt',
  read: 'readAt',
  failed: 'failedAt',
} as const;

/** How long after our message a farmer's unquoted message still counts as its answer. */
const REPLY_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One delivery report. A status only moves forward (a late `sent` after `read` changes nothing but
 * the time it records) and `failed` wins. The message is found by the provider's id, or by the
 * reference it was sent with when the id was never stored.
 */
const applyStatus = async (db: Db, update: StatusUpdate) => {
  const byReference = update.reference && uuidPattern.test(update.reference) ? update.reference : null;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(whatsappMessages)
      .where(
        and(
          eq(whatsappMessages.direction, 'out'),
          byReference
            ? sql`(${whatsappMessages.providerMessageId} = ${update.providerMessageId} or ${whatsappMessages.id} = ${byReference})`
            : eq(whatsappMessages.providerMessageId, update.providerMessageId),
        ),
      )
      .limit(1)
      .for('update');
    if (!row) return;
    const current = row.status ?? 'accepted';
    const column = timeColumn[update.status];
    const changes: Partial<typeof whatsappMessages.$inferInsert> = {};
    if (row[column] === null) changes[column] = update.at;
    if (row.providerMessageId === null) changes.providerMessageId = update.providerMessageId;
    if (current !== 'failed' && statusRank[update.status] > statusRank[current]) {
      changes.status = update.status;
      if (update.status === 'failed' && update.error) {
        changes.errorReason = update.error.reason;
        changes.errorCode = update.error.code;
        changes.errorDetail = update.error.detail.slice(0, 1000);
      }
    }
    if (Object.keys(changes).length)
      await tx.update(whatsappMessages).set(changes).where(eq(whatsappMessages.id, row.id));
  });
};

/**
 * A farmer's message, kept once (a delivery Meta repeats is ignored), against the farmer whose
 * number it is when exactly one FPO has that number, and against the message it answers.
 */
const recordInbound = async (db: Db, message: InboundMessage) => {
  const farmer = await farmerWithPhone(db, message.from);
  const [quoted] = message.replyTo
    ? await db
        .select({ id: whatsappMessages.id })
        .from(whatsappMessages)
        .where(eq(whatsappMessages.providerMessageId, message.replyTo))
    : [];
  // A farmer who types rather than swipes to reply quotes nothing: the message answers the latest
  // one we sent that number in the week before (decision 027).
  const [latest] = quoted
    ? []
    : await db
        .select({ id: whatsappMessages.id })
        .from(whatsappMessages)
        .where(
          and(
            eq(whatsappMessages.direction, 'out'),
            eq(whatsappMessages.phone, message.from),
            inArray(whatsappMessages.status, ['sending', 'accepted', 'sent', 'delivered', 'read']),
            between(whatsappMessages.createdAt, new Date(message.at.getTime() - REPLY_WINDOW_MS), message.at),
          ),
        )
        .orderBy(desc(whatsappMessages.createdAt))
        .limit(1);
  const answered = quoted ?? latest;
  await db
    .insert(whatsappMessages)
    .values({
      direction: 'in',
      fpoId: farmer?.fpoId ?? null,
      farmerId: farmer?.id ?? null,
      phone: message.from,
      text: message.text?.slice(0, 4096) ?? `[${message.type}]`,
      providerMessageId: message.providerMessageId,
      replyToProviderId: message.replyTo,
      replyToId: answered?.id ?? null,
      // Kept in the history by when Sangam received it; when the farmer sent it is its sent time.
      sentAt: message.at,
    })
    .onConflictDoNothing({ target: whatsappMessages.providerMessageId });
};

/** What a verified webhook delivery reports: statuses first, in the order of their times, then replies. */
export const applyWebhook = async (
  db: Db,
  { statuses, inbound }: { statuses: StatusUpdate[]; inbound: InboundMessage[] },
) => {
  for (const update of [...statuses].sort((a, b) => a.at.getTime() - b.at.getTime()))
    await applyStatus(db, update);
  for (const message of inbound) await recordInbound(db, message);
};
