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
  'mapping_incomplete',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'internal_error',
  'service_unavailable',
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
  mapping_incomplete: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
};
