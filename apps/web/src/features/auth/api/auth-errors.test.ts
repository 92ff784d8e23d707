import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { signInErrorText } from './auth-errors.ts';

const t = (key: string) => `[${key}]`;

describe('the sign-in error text (spec 8)', () => {
  it.each([
    [
      new ApiError(401, 'invalid_email_or_password', [], 'Invalid email or password'),
      '[auth:errors.invalidCredentials]',
    ],
    [new ApiError(403, 'email_not_verified', [], 'Email not verified'), '[auth:errors.emailNotConfirmed]'],
    [new ApiError(0, 'network_error'), '[common:errors.network_error]'],
    [new ApiError(503, 'database_unavailable'), '[common:errors.database_unavailable]'],
    // Any other refusal: the provider's own message.
    [
      new ApiError(400, 'user_banned', [], 'This account has been suspended'),
      'This account has been suspended',
    ],
    [new ApiError(500, 'internal_error'), '[auth:errors.unexpected]'],
    [new TypeError('boom'), '[auth:errors.unexpected]'],
  ])('%o -> %s', (error, text) => {
    expect(signInErrorText(t, error)).toBe(text);
  });
});
