import { z } from 'zod';
import { apiObject, flag, text } from './field-atoms.ts';
import { languages } from './languages.ts';

/**
 * The bodies the web app sends to better-auth's endpoints, checked as strictly as our own routes
 * before better-auth sees them (it would store a megabyte of name or a NUL character as given).
 */
const email = text({ max: 254, required: 'email_required' }).pipe(z.email('email_invalid'));
// Passwords are taken as typed: not trimmed, any character, only a length cap.
const password = z.string({ error: 'type_invalid' }).min(1, 'password_required').max(128, 'too_long');
/** Where better-auth sends the browser afterwards: a path of this app, never another site. */
const appPath = text({ max: 300 }).regex(/^\/(?!\/)[^\\]*$/, 'path_invalid');

export const authBodySchemas: Record<string, z.ZodType> = {
  '/sign-up/email': apiObject({
    email,
    password,
    name: text({ max: 100, required: 'name_required' }),
    language: z.enum(languages, { error: 'language_invalid' }).optional(),
    callbackURL: appPath.optional(),
  }),
  '/sign-in/email': apiObject({
    email,
    password,
    rememberMe: flag().optional(),
    callbackURL: appPath.optional(),
  }),
  '/request-password-reset': apiObject({ email, redirectTo: appPath.optional() }),
  '/reset-password': apiObject({
    newPassword: password,
    token: text({ max: 200, required: 'token_required' }),
  }),
  '/send-verification-email': apiObject({ email, callbackURL: appPath.optional() }),
  '/sign-out': apiObject({}),
};

/** The body of an auth call as field issues, the way every refusal names them; none when it is fine. */
export const authBodyIssues = (endpoint: string, body: unknown): { field: string; code: string }[] => {
  const schema = authBodySchemas[endpoint];
  const result = schema ? schema.safeParse(body ?? {}) : null;
  if (!result || result.success) return [];
  return result.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    code: /^[a-z0-9_]+$/.test(issue.message) ? issue.message : issue.code,
  }));
};
