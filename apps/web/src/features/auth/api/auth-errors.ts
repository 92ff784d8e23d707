import { ApiError } from '@/lib/api-client.ts';

/** The catalogue message (spec 8) for a failed sign-in, sign-up or reset, as an i18n key. */
export const authErrorKey = (flow: 'signIn' | 'signUp' | 'reset', error: unknown): string => {
  if (!(error instanceof ApiError))
    return flow === 'signUp' ? 'auth:errors.signUpUnexpected' : 'auth:errors.unexpected';
  const code = error.code;
  if (code === 'rate_limited') return 'auth:errors.rateLimited';
  if (code === 'network_error') return 'common:errors.network_error';
  // The server is up but its database is not (a restart, a failover): it says so, in every flow.
  if (code === 'database_unavailable') return 'common:errors.database_unavailable';
  if (flow === 'signIn') {
    if (code === 'invalid_email_or_password') return 'auth:errors.invalidCredentials';
    if (code === 'email_not_verified') return 'auth:errors.emailNotConfirmed';
    return 'auth:errors.unexpected';
  }
  if (flow === 'signUp') {
    if (code.includes('already_exists')) return 'auth:errors.accountExists';
    if (code.includes('invalid') || code.includes('password')) return 'auth:errors.signUpInvalid';
    return 'auth:errors.signUpFailed';
  }
  if (code === 'invalid_token' || code.includes('token')) return 'auth:errors.resetLinkInvalid';
  return 'auth:errors.resetFailed';
};

/**
 * The text of a failed sign-in (spec 8): the catalogue message for the codes it names, and for any
 * other refusal the provider's own message, falling back to the unexpected-error message.
 */
export const signInErrorText = (t: (key: string) => string, error: unknown): string => {
  const key = authErrorKey('signIn', error);
  if (key === 'auth:errors.unexpected' && error instanceof ApiError && error.providerMessage)
    return error.providerMessage;
  return t(key);
};
