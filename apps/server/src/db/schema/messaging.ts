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
    status: text('status', { enum: ['accepted', 'sent', 'delivered', 'read', 'failed'] }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('whatsapp_messages_provider_id_unique').on(t.providerMessageId),
    index('whatsapp_messages_created_idx').on(t.createdAt.desc()),
    index('whatsapp_messages_farmer_idx').on(t.farmerId),
    check('whatsapp_messages_status_direction', sql`(${t.direction} = 'out') = (${t.status} is not null)`),
  ],
);
