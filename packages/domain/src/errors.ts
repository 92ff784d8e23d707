import { z } from 'zod';

/**
 * Every failure the API reports carries one of these codes. The web app turns a code into the
 * catalogue message in the user's language; the server never sends prose meant for people.
 */
export const errorCodes = [
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'origin_forbidden',
  'email_not_verified',
  'onboarding_required',
  'plan_required',
  'profile_incomplete',
  'not_found',
  'conflict',
  'duplicate_farmer',
  'file_required',
  'file_too_large',
  'file_type_invalid',
  'file_unreadable',
  'file_empty',
  'no_farmer_rows',
  'file_missing',
  'file_too_complex',
  'mapping_incomplete',
  'limit_reached',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'internal_error',
  'service_unavailable',
  'database_unavailable',
  'storage_unavailable',
  'whatsapp_number_invalid',
  'whatsapp_template_not_approved',
  'whatsapp_refused',
  'whatsapp_bulk_send_open',
  'role_forbidden',
  'last_owner',
  'invitation_invalid',
  'invitation_expired',
  'invitation_other_account',
  'already_in_an_fpo',
  'sign_in_required',
  'farmer_changed',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const fieldIssueSchema = z.object({
  field: z.string(),
  code: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    issues: z.array(fieldIssueSchema).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const httpStatusByCode: Record<ErrorCode, number> = {
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  origin_forbidden: 403,
  email_not_verified: 403,
  onboarding_required: 403,
  plan_required: 403,
  profile_incomplete: 409,
  not_found: 404,
  conflict: 409,
  duplicate_farmer: 409,
  file_required: 400,
  file_too_large: 413,
  file_type_invalid: 415,
  file_unreadable: 422,
  file_empty: 422,
  no_farmer_rows: 422,
  file_missing: 410,
  file_too_complex: 422,
  mapping_incomplete: 400,
  limit_reached: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
  database_unavailable: 503,
  // The file store refused or did not answer: a read-only or full disk, object storage down (decision 045).
  storage_unavailable: 503,
  // The provider's refusals of a WhatsApp send (decision 025); rate_limited and service_unavailable too.
  whatsapp_number_invalid: 422,
  whatsapp_template_not_approved: 409,
  whatsapp_refused: 422,
  whatsapp_bulk_send_open: 409,
  // Teams (issue 20): a role that does not include the action; the last owner cannot go.
  role_forbidden: 403,
  last_owner: 409,
  invitation_invalid: 404,
  invitation_expired: 410,
  invitation_other_account: 409,
  already_in_an_fpo: 409,
  sign_in_required: 409,
  // An edit made from an older version of the farmer (offline capture, issue 20).
  farmer_changed: 409,
};

/**
 * What a spreadsheet may hold, so that one upload cannot take the server's memory or time. A
 * refusal is `file_too_complex` with one issue whose field names the limit that was reached.
 */
export const spreadsheetLimits = {
  /** The XML inside an .xlsx, unpacked: the benchmark's 12 MB file of 100,000 farmers holds 37 MB. */
  uncompressedBytes: 150 * 1024 * 1024,
  /** Rows under the header in one sheet: twice what a 10 MB upload holds. */
  rows: 200_000,
  /** Columns up to the last one with anything in it: a register needs nine. */
  columns: 200,
  /** Reading one file, in seconds; the reader is stopped when it runs out. */
  seconds: 60,
} as const;

export const spreadsheetLimitFields = ['uncompressed_size', 'rows', 'columns', 'time', 'memory'] as const;
export type SpreadsheetLimitField = (typeof spreadsheetLimitFields)[number];
