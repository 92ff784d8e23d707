import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { farmers } from './farmers.ts';
import { fpos } from './tenancy.ts';

/**
 * The provider's templates as the last sync found them (document 2, 3: Template; decision 025). A
 * template the provider no longer lists keeps its row with `removed_at` set, so old messages still
 * name it, and cannot be sent.
 */
export const whatsappTemplates = pgTable(
  'whatsapp_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: text('provider_id').notNull(),
    name: text('name').notNull(),
    language: text('language').notNull(),
    status: text('status').notNull(),
    category: text('category').notNull(),
    body: text('body').notNull(),
    parameterCount: integer('parameter_count').notNull(),
    usable: boolean('usable').notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('whatsapp_templates_name_language_unique').on(t.name, t.language)],
);

/**
 * One message sent to many farmers of one FPO (issue 18; decision 026): who they are (all, one
 * village, one district), the template and its values, and how far the send has gone. Its recipients
 * are `whatsapp_messages` rows written with it, `queued` until the job hands each to the provider.
 */
export const whatsappBulkSends = pgTable(
  'whatsapp_bulk_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fpoId: uuid('fpo_id')
      .notNull()
      .references(() => fpos.id, { onDelete: 'cascade' }),
    /** The campaign it belongs to on the FPO's advisory page (document 2, 2.12). */
    category: text('category', { enum: ['benefits', 'training', 'membership'] }).notNull(),
    templateName: text('template_name').notNull(),
    /** The template's language for a farmer whose own language it does not exist in. */
    fallbackLanguage: text('fallback_language').notNull(),
    /** Each body value: fixed text, or filled per recipient (the farmer's name, the FPO's name). */
    parameters: jsonb('parameters')
      .$type<({ kind: 'text'; value: string } | { kind: 'farmer_name' } | { kind: 'fpo_name' })[]>()
      .notNull(),
    audienceKind: text('audience_kind', { enum: ['all', 'village', 'district'] }).notNull(),
    audienceValue: text('audience_value'),
    /** queued → running → finished; `stopped` waits for an admin to resume; `cancelled` sent no more. */
    status: text('status', { enum: ['queued', 'running', 'stopped', 'finished', 'cancelled'] }).notNull(),
    /** Why a send stopped: the provider's refusal that applies to every recipient. */
    stopReason: text('stop_reason'),
    total: integer('total').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('whatsapp_bulk_sends_created_idx').on(t.createdAt.desc()),
    // A double click, or the same request twice, cannot start a second send of one template to one FPO.
    uniqueIndex('whatsapp_bulk_sends_one_open')
      .on(t.fpoId, t.templateName)
      .where(sql`${t.status} in ('queued', 'running', 'stopped')`),
  ],
);

/**
 * Every WhatsApp message (document 2, 3: Messaging message; decision 025): the templates Sangam sent
 * (`out`, with the status the provider last reported and the time of each) and what farmers wrote
 * back (`in`, matched to the farmer by phone and to our message by the provider's id).
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    direction: text('direction', { enum: ['out', 'in'] }).notNull(),
    fpoId: uuid('fpo_id').references(() => fpos.id, { onDelete: 'set null' }),
    farmerId: uuid('farmer_id').references(() => farmers.id, { onDelete: 'set null' }),
    /** The recipient (out) or sender (in), as +91 and ten digits (another country's as +<digits>). */
    phone: text('phone').notNull(),
    templateName: text('template_name'),
    language: text('language'),
    parameters: jsonb('parameters').$type<string[]>().notNull().default([]),
    /** The filled-in body (out) or what the farmer wrote (in). */
    text: text('text'),
    providerMessageId: text('provider_message_id'),
    /**
     * `queued`: a bulk send's recipient not yet handed over; `sending`: handed over, answer not yet
     * recorded (after a crash such a row is failed as uncertain, never sent again; decision 026).
     */
    status: text('status', {
      enum: ['queued', 'sending', 'accepted', 'sent', 'delivered', 'read', 'failed'],
    }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** The refusal's reason (invalid_number, template_not_approved…), the provider's code and text. */
    errorReason: text('error_reason'),
    errorCode: integer('error_code'),
    errorDetail: text('error_detail'),
    /** A send the provider may have received although its answer was lost (decision 024). */
    uncertain: boolean('uncertain').notNull().default(false),
    sentBy: text('sent_by').references(() => user.id, { onDelete: 'set null' }),
    /** An incoming reply: the provider's id of the message it answers, and our row for it. */
    replyToProviderId: text('reply_to_provider_id'),
    replyToId: uuid('reply_to_id').references((): AnyPgColumn => whatsappMessages.id, {
      onDelete: 'set null',
    }),
    bulkSendId: uuid('bulk_send_id').references(() => whatsappBulkSends.id, { onDelete: 'cascade' }),
    /** The campaign an outgoing message belongs to (its bulk send's), for the advisory page. */
    category: text('category', { enum: ['benefits', 'training', 'membership'] }),
    /** What a reply led to, as the FPO marked it (decision 027): an order, a registration, nothing. */
    outcome: text('outcome', { enum: ['order', 'registration', 'none'] }),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    outcomeBy: text('outcome_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('whatsapp_messages_provider_id_unique').on(t.providerMessageId),
    index('whatsapp_messages_created_idx').on(t.createdAt.desc()),
    index('whatsapp_messages_farmer_idx').on(t.farmerId),
    // A reply that quotes nothing answers the latest message sent to its number (decision 027).
    index('whatsapp_messages_phone_created_idx').on(t.phone, t.createdAt),
    // A bulk send's next recipient, its progress by status, and its recipients page by page.
    index('whatsapp_messages_bulk_idx').on(t.bulkSendId, t.status),
    // The advisory page reads one FPO's messages of a period.
    index('whatsapp_messages_fpo_created_idx').on(t.fpoId, t.createdAt),
    check('whatsapp_messages_status_direction', sql`(${t.direction} = 'out') = (${t.status} is not null)`),
  ],
);
