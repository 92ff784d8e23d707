import { buyerRequirementInputSchema } from '@sangam/domain';
import type { RequirementValues } from './requirement-form.tsx';

/**
 * The form's check, by the server's own schema (fetched with zod on the first submit, not with the
 * page): for each field the code of the first rule it breaks.
 */
export const checkRequirement = (values: RequirementValues): Record<string, string> => {
  const result = buyerRequirementInputSchema.safeParse({ ...values, formToken: 'checked-by-the-server' });
  const codes: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    codes[field] ??= issue.message;
  }
  return codes;
};
