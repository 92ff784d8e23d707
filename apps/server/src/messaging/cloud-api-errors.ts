import type { SendRefusalReason } from './provider.ts';

/**
 * The Cloud API's error codes by what the caller does about them (Meta's error code reference), for
 * a refused request and for a failed status in a webhook alike.
 */

/**
 * 4, 17, 32, 613: Graph API call limits; 80007: the business account's rate limit; 130429: the
 * phone number's throughput; 131048: spam rate limit; 131056: too many messages to one number.
 */
const rateLimitCodes = new Set([4, 17, 32, 613, 80007, 130429, 131048, 131056]);
/** 131026: message undeliverable (not on WhatsApp, or cannot receive it); 131030: not an allowed test recipient. */
const numberCodes = new Set([131026, 131030]);
/** 132001: no such template in that language (or not approved); 132015: paused; 132016: disabled. */
const templateCodes = new Set([132001, 132015, 132016]);
/**
 * 0, 190: the token is invalid or expired; 3, 10, 200-299: missing permission; 1, 2: Graph API
 * trouble; 368: the account is blocked for a policy; 131000: something went wrong; 131016: service
 * unavailable; 131031: account locked; 131057: account in maintenance; 133004: server unavailable.
 */
const unavailableCodes = new Set([0, 1, 2, 3, 10, 190, 368, 131000, 131016, 131031, 131057, 133004]);

/** Without a Retry-After header: one message to a number every 6 s (131056); the others are per account. */
export const defaultRetrySeconds = (code: number | undefined) =>
  code === 131056 ? 6 : code === 130429 ? 2 : 60;

/** What an error code, or a failed status's error in a webhook (httpStatus null), means for the caller. */
export const classifyCloudApiError = (
  httpStatus: number | null,
  error: { code?: number | null; message?: string; details?: string },
): SendRefusalReason => {
  const code = error.code ?? undefined;
  if (httpStatus === 429 || (code !== undefined && rateLimitCodes.has(code))) return 'rate_limited';
  if (code !== undefined && numberCodes.has(code)) return 'invalid_number';
  if (code !== undefined && templateCodes.has(code)) return 'template_not_approved';
  if (
    (code === 100 || code === 131009) &&
    /phone|recipient|wa_?id|\bto\b/i.test(`${error.message ?? ''} ${error.details ?? ''}`)
  )
    return 'invalid_number';
  if (code !== undefined && (unavailableCodes.has(code) || (code >= 200 && code <= 299)))
    return 'provider_unavailable';
  if (httpStatus === null) return 'refused';
  // No Graph error at all (a proxy's page, a wrong WHATSAPP_API_URL), a server error or our credentials.
  if (code === undefined || httpStatus >= 500 || httpStatus === 401 || httpStatus === 403)
    return 'provider_unavailable';
  return 'refused';
};
