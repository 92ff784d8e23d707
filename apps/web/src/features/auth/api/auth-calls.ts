import type { Language } from '@sangam/domain';
import { apiFetch } from '@/lib/api-client.ts';

/** better-auth's e-mail and password endpoints, as the screens use them. */
export const signIn = (input: { email: string; password: string }) =>
  apiFetch<unknown>('/api/auth/sign-in/email', { method: 'POST', body: input });

export const signUp = (input: { email: string; password: string; language: Language }) =>
  apiFetch<unknown>('/api/auth/sign-up/email', {
    method: 'POST',
    body: { ...input, name: input.email.split('@')[0], callbackURL: '/welcome' },
  });

export const requestPasswordReset = (email: string) =>
  apiFetch<unknown>('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: '/reset-password' },
  });

export const resetPassword = (input: { token: string; newPassword: string }) =>
  apiFetch<unknown>('/api/auth/reset-password', { method: 'POST', body: input });

export const resendVerification = (email: string) =>
  apiFetch<unknown>('/api/auth/send-verification-email', {
    method: 'POST',
    body: { email, callbackURL: '/welcome' },
  });

export const saveLanguage = (language: Language) =>
  apiFetch<null>('/api/me/language', { method: 'PUT', body: { language } });
