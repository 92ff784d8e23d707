import { z } from 'zod';
import { validateMobile } from './buyer-requirements.ts';
import { apiObject, byRule, text } from './field-atoms.ts';

/**
 * WhatsApp messages from the back office (document 2, 2.11, 3, 5, 7; decisions 024 and 025): the
 * templates synced from the provider, one template sent to one number, and the history with the
 * statuses the provider reports.
 */

/** The history shows the last 50 messages, newest first (document 2, 7). */
export const WHATSAPP_HISTORY_LIMIT = 50;

/**
 * `queued` and `sending` belong to bulk sends: waiting for their turn, and handed to the provider
 * with its answer not yet recorded (decision 026).
 */
export const whatsappMessageStatuses = [
  'queued',
  'sending',
  'accepted',
  'sent',
  'delivered',
  'read',
  'failed',
] as const;
export type WhatsappMessageStatus = (typeof whatsappMessageStatuses)[number];

/** A template body value as Meta accepts it: no line breaks or tabs, never more than 4 spaces in a row. */
export const whatsappParameterIssue = (value: string): 'parameter_required' | 'parameter_invalid' | null => {
  if (value.trim() === '') return 'parameter_required';
  if (/[\n\r\t]/.test(value) || / {5,}/.test(value)) return 'parameter_invalid';
  return null;
};

/** An Indian mobile in any way people write it, kept as +91 and ten digits. */
export const whatsappPhone = text({ max: 20, required: 'phone_required' }).transform(
  byRule((raw) => {
    const checked = validateMobile(raw);
    return checked.ok ? { ok: true as const, value: `+91${checked.value}` } : checked;
  }),
);

/** The send form (document 2, 5): a template chosen, the phone, and every body value filled. */
export const whatsappSendSchema = apiObject({
  to: whatsappPhone,
  template: text({ max: 512, required: 'template_required' }),
  language: text({ max: 20, required: 'template_required' }),
  parameters: z
    .array(
      // Not trimmed: Meta judges the value as sent. Line breaks are refused below, by the rule's code.
      z
        .string({ error: 'type_invalid' })
        .max(1024, 'too_long')
        .superRefine((value, ctx) => {
          const issue = whatsappParameterIssue(value);
          if (issue) ctx.addIssue({ code: 'custom', message: issue });
        }),
      { error: 'type_invalid' },
    )
    .max(100, 'too_long'),
});
export type WhatsappSendInput = z.input<typeof whatsappSendSchema>;

export const whatsappTemplateSchema = z.object({
  name: z.string(),
  language: z.string(),
  status: z.string(),
  category: z.string(),
  body: z.string(),
  parameterCount: z.number(),
  /** Approved, and nothing to fill but the body's {{1}}…{{n}} (decision 024). */
  usable: z.boolean(),
  syncedAt: z.string(),
  /** When a sync no longer found it at the provider; such a template cannot be sent. */
  removedAt: z.nullable(z.string()),
});
export type WhatsappTemplate = z.infer<typeof whatsappTemplateSchema>;

export const whatsappTemplatesSchema = z.object({
  /** `outbox`: messages are written to a folder on the server and reach no one (DECISIONS D4). */
  provider: z.enum(['cloud_api', 'outbox']),
  templates: z.array(whatsappTemplateSchema),
});
export type WhatsappTemplates = z.infer<typeof whatsappTemplatesSchema>;

export const whatsappMessageSchema = z.object({
  id: z.string(),
  /** `out`: a template we sent; `in`: a farmer's message to us. */
  direction: z.enum(['out', 'in']),
  /** The recipient of an outgoing message, the sender of an incoming one: +91 and ten digits. */
  phone: z.string(),
  farmer: z.nullable(z.object({ id: z.string(), name: z.string() })),
  template: z.nullable(z.string()),
  language: z.nullable(z.string()),
  parameters: z.array(z.string()),
  /** What the farmer reads (the filled-in body) or wrote. */
  text: z.nullable(z.string()),
  /** Null for incoming messages. */
  status: z.nullable(z.enum(whatsappMessageStatuses)),
  sentAt: z.nullable(z.string()),
  deliveredAt: z.nullable(z.string()),
  readAt: z.nullable(z.string()),
  failedAt: z.nullable(z.string()),
  /** Why it failed, as a refusal reason (invalid_number, template_not_approved, rate_limited…). */
  errorReason: z.nullable(z.string()),
  errorCode: z.nullable(z.number()),
  /** The message this one answers, when a farmer replied to ours. */
  replyToId: z.nullable(z.string()),
  createdAt: z.string(),
});
export type WhatsappMessage = z.infer<typeof whatsappMessageSchema>;

export const whatsappMessagesSchema = z.object({ messages: z.array(whatsappMessageSchema) });
export type WhatsappMessages = z.infer<typeof whatsappMessagesSchema>;
