import { resetPasswordSchema, signInSchema, signUpSchema } from '@sangam/domain';
import type { ZodType } from 'zod';
import type { FieldCodes } from '@/lib/use-checked-form.ts';

/**
 * The auth forms' checks: the domain's schemas are the rules (the API applies the same ones), read
 * as one message code per field, the first rule each field breaks. The forms fetch this module on
 * their first check, so zod is not part of what the public pages load to paint.
 */
const fieldCodes =
  <Values extends Record<string, string>>(schema: ZodType) =>
  (values: Values): FieldCodes<keyof Values & string> => {
    const result = schema.safeParse(values);
    const codes: Record<string, string> = {};
    if (!result.success)
      for (const issue of result.error.issues) codes[String(issue.path[0])] ??= issue.message;
    return codes as FieldCodes<keyof Values & string>;
  };

export const checkSignIn = fieldCodes<{ email: string; password: string }>(signInSchema);
export const checkSignUp = fieldCodes<{ email: string; password: string; confirmPassword: string }>(
  signUpSchema,
);
export const checkResetPassword = fieldCodes<{ password: string; confirmPassword: string }>(
  resetPasswordSchema,
);
