import crypto from 'node:crypto';
import { REQUIREMENT_FORM_TOKEN_MS, REQUIREMENT_MIN_FILL_MS } from '@sangam/domain';

/**
 * When the requirement form was opened, signed by the server so a script cannot claim it waited
 * (issue 14: a minimum fill time instead of a third-party captcha). Stateless: any instance checks
 * what another issued.
 */
const sign = (secret: string, issuedAt: number) =>
  crypto.createHmac('sha256', secret).update(`buyer-requirement-form:${issuedAt}`).digest('base64url');

export const issueFormToken = (secret: string, now = Date.now()) => `${now}.${sign(secret, now)}`;

export type FormTokenCheck = 'ok' | 'too_fast' | 'expired';

export const checkFormToken = (secret: string, token: string, now = Date.now()): FormTokenCheck => {
  const [issued, signature = ''] = token.split('.');
  const issuedAt = Number(issued);
  const expected = Buffer.from(sign(secret, issuedAt));
  const given = Buffer.from(signature);
  if (
    !Number.isSafeInteger(issuedAt) ||
    given.length !== expected.length ||
    !crypto.timingSafeEqual(given, expected)
  )
    return 'expired';
  const age = now - issuedAt;
  if (age < 0 || age > REQUIREMENT_FORM_TOKEN_MS) return 'expired';
  return age < REQUIREMENT_MIN_FILL_MS ? 'too_fast' : 'ok';
};
