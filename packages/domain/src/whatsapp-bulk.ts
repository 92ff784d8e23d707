import { z } from 'zod';
import { apiObject, optionalText, queryInteger, text, uuid } from './field-atoms.ts';
import { languages, type Language } from './languages.ts';
import { whatsappMessageStatuses, whatsappParameterIssue } from './whatsapp.ts';

/**
 * One template sent to many farmers of one FPO (issue 18; decision 026): who gets it, in which of
 * the template's languages, with which values, and how far the send has gone.
 */

/** The three campaigns of the FPO's advisory page (document 2, 2.12). */
export const campaignCategories = ['benefits', 'training', 'membership'] as const;
export type CampaignCategory = (typeof campaignCategories)[number];

export const bulkAudienceKinds = ['all', 'village', 'district'] as const;
export type BulkAudienceKind = (typeof bulkAudienceKinds)[number];

export const bulkSendStatuses = ['queued', 'running', 'stopped', 'finished', 'cancelled'] as const;
export type BulkSendStatus = (typeof bulkSendStatuses)[number];

export const bulkParameterKinds = ['text', 'farmer_name', 'fpo_name'] as const;

/**
 * A body value: the same text for everyone (`value`), or filled for each recipient. One object shape
 * rather than a union, so the API document gives every field a type.
 */
export const bulkParameterSchema = apiObject({
  kind: z.enum(bulkParameterKinds, { error: 'type_invalid' }),
  value: z.string({ error: 'type_invalid' }).max(1024, 'too_long').optional(),
})
  .superRefine((parameter, ctx) => {
    if (parameter.kind !== 'text') return;
    const issue = whatsappParameterIssue(parameter.value ?? '');
    if (issue) ctx.addIssue({ code: 'custom', path: ['value'], message: issue });
  })
  .transform((parameter): BulkParameter =>
    parameter.kind === 'text' ? { kind: 'text', value: parameter.value ?? '' } : { kind: parameter.kind },
  );
export type BulkParameter = { kind: 'text'; value: string } | { kind: 'farmer_name' } | { kind: 'fpo_name' };
const bulkParameterOutSchema = z.object({ kind: z.enum(bulkParameterKinds), value: z.optional(z.string()) });

/** All of an FPO's farmers, or those of one village or district (`value`, as the audience list names it). */
export const bulkAudienceSchema = apiObject({
  kind: z.enum(bulkAudienceKinds, { error: 'type_invalid' }),
  value: optionalText({ max: 100 }),
})
  .superRefine((audience, ctx) => {
    if (audience.kind !== 'all' && !audience.value)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'place_required' });
  })
  .transform((audience): BulkAudience =>
    audience.kind === 'all' ? { kind: 'all' } : { kind: audience.kind, value: audience.value ?? '' },
  );
export type BulkAudience = { kind: 'all' } | { kind: 'village' | 'district'; value: string };

/** Who would get a template: asked before a send, so the admin sees the count and languages first. */
export const bulkPreviewInputSchema = apiObject({
  fpoId: uuid('fpo_invalid'),
  audience: bulkAudienceSchema,
  template: text({ max: 512, required: 'template_required' }),
  fallbackLanguage: text({ max: 20, required: 'language_required' }),
});
export type BulkPreviewInput = z.input<typeof bulkPreviewInputSchema>;
export type BulkPreviewRequest = z.output<typeof bulkPreviewInputSchema>;

export const bulkSendInputSchema = apiObject({
  ...bulkPreviewInputSchema.shape,
  category: z.enum(campaignCategories, { error: 'category_required' }),
  parameters: z.array(bulkParameterSchema, { error: 'type_invalid' }).max(100, 'too_long'),
});
export type BulkSendInput = z.input<typeof bulkSendInputSchema>;
export type BulkSendRequest = z.output<typeof bulkSendInputSchema>;

export const bulkPreviewSchema = z.object({
  recipients: z.number(),
  /** Per farmers' language: how many, and the template language they get (theirs or the fallback). */
  languages: z.array(
    z.object({ language: z.enum(languages), farmers: z.number(), templateLanguage: z.string() }),
  ),
});
export type BulkPreview = z.infer<typeof bulkPreviewSchema>;

/** An FPO an admin can send to, found by name. */
export const bulkFpoSchema = z.object({ id: z.string(), name: z.string(), farmers: z.number() });
export const bulkFposSchema = z.object({ fpos: z.array(bulkFpoSchema) });
export type BulkFpo = z.infer<typeof bulkFpoSchema>;

export const bulkFposQuerySchema = apiObject({ search: text({ max: 100 }).optional() });

/** The villages and districts of an FPO's farmers, for choosing who gets a send. */
export const bulkAudienceOptionsSchema = z.object({
  fpo: z.object({ id: z.string(), name: z.string(), language: z.enum(languages), farmers: z.number() }),
  villages: z.array(z.object({ name: z.string(), farmers: z.number() })),
  districts: z.array(z.object({ name: z.string(), farmers: z.number() })),
});
export type BulkAudienceOptions = z.infer<typeof bulkAudienceOptionsSchema>;

const statusCounts = z.object(
  Object.fromEntries(whatsappMessageStatuses.map((status) => [status, z.number()])) as Record<
    (typeof whatsappMessageStatuses)[number],
    z.ZodNumber
  >,
);

export const bulkSendSchema = z.object({
  id: z.string(),
  fpo: z.object({ id: z.string(), name: z.string() }),
  category: z.enum(campaignCategories),
  template: z.string(),
  fallbackLanguage: z.string(),
  parameters: z.array(bulkParameterOutSchema),
  audience: z.object({ kind: z.enum(bulkAudienceKinds), value: z.nullable(z.string()) }),
  status: z.enum(bulkSendStatuses),
  /** Why a send stopped for everyone: a refusal code the screen words (decision 026). */
  stopReason: z.nullable(z.string()),
  total: z.number(),
  counts: statusCounts,
  createdBy: z.nullable(z.string()),
  createdAt: z.string(),
  startedAt: z.nullable(z.string()),
  finishedAt: z.nullable(z.string()),
});
export type BulkSend = z.infer<typeof bulkSendSchema>;
export const bulkSendsSchema = z.object({ bulkSends: z.array(bulkSendSchema) });

/** The recipients' results, a page at a time, all or those in one state. */
export const bulkRecipientFilters = ['all', 'waiting', 'accepted', 'failed'] as const;
export const bulkRecipientsQuerySchema = apiObject({
  page: queryInteger({ code: 'page_invalid', min: 1, max: 100_000 }).default(1),
  filter: z.enum(bulkRecipientFilters, { error: 'filter_invalid' }).default('all'),
});
export const BULK_RECIPIENTS_PAGE = 50;

export const bulkRecipientSchema = z.object({
  id: z.string(),
  farmer: z.nullable(z.object({ id: z.string(), name: z.string() })),
  phone: z.string(),
  language: z.nullable(z.string()),
  status: z.enum(whatsappMessageStatuses),
  errorReason: z.nullable(z.string()),
  /** It may have reached the farmer although its answer was lost: never sent again (decision 026). */
  uncertain: z.boolean(),
  updatedAt: z.string(),
});
export const bulkRecipientsSchema = z.object({
  recipients: z.array(bulkRecipientSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type BulkRecipient = z.infer<typeof bulkRecipientSchema>;
export type BulkRecipients = z.infer<typeof bulkRecipientsSchema>;

/**
 * The template language a farmer gets: one in the farmer's own language when the template has it
 * (Meta's codes: `hi`, or `en_US` for English), else the send's fallback.
 */
export const templateLanguageFor = (
  farmerLanguage: Language,
  templateLanguages: readonly string[],
  fallback: string,
): string => {
  if (templateLanguages.includes(farmerLanguage)) return farmerLanguage;
  const regional = [...templateLanguages].sort().find((code) => code.startsWith(`${farmerLanguage}_`));
  return regional ?? fallback;
};

/** The values one recipient's message carries. */
export const bulkValuesFor = (
  parameters: readonly BulkParameter[],
  names: { farmer: string; fpo: string },
): string[] =>
  parameters.map((parameter) =>
    parameter.kind === 'text'
      ? parameter.value
      : // Meta refuses line breaks, tabs and runs of spaces in a value; names are made to fit.
        (parameter.kind === 'farmer_name' ? names.farmer : names.fpo).replace(/\s+/g, ' ').trim(),
  );

export const bulkSendIdParamsSchema = apiObject({ bulkSendId: uuid('bulk_send_invalid') });
export const bulkFpoIdParamsSchema = apiObject({ fpoId: uuid('fpo_invalid') });
