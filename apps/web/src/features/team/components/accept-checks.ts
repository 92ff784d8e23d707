import { acceptInvitationInputSchema, validateMobile, type AcceptInvitationInput } from '@sangam/domain';
import type { FieldCodes } from '@/lib/use-checked-form.ts';

export type JoinValues = { fullName: string; phone: string; password: string };

/**
 * What the join form sends: the name trimmed, the mobile as its ten digits however it was typed
 * (+91, 0, spaces and dashes are fine).
 */
export const toAcceptInput = (values: JoinValues, withPassword = true): AcceptInvitationInput => {
  const mobile = validateMobile(values.phone);
  return {
    fullName: values.fullName.trim(),
    phone: mobile.ok ? mobile.value : values.phone.trim(),
    ...(withPassword && { password: values.password }),
  };
};

const { fullName, phone, password } = acceptInvitationInputSchema.shape;

/**
 * The join form's checks, by the rules the API applies (acceptInvitationInputSchema), as one
 * message code per field. Fetched on the form's first check, so zod is not in the page's first load.
 * A signed-in account has its password already: only its name and mobile are asked for.
 */
export const checkJoin = (values: JoinValues, withPassword = true): FieldCodes<keyof JoinValues> => {
  const input = toAcceptInput(values);
  const codes: FieldCodes<keyof JoinValues> = {};
  if (!input.fullName) codes.fullName = 'nameRequired';
  else if (!fullName.safeParse(input.fullName).success) codes.fullName = 'nameInvalid';
  if (!values.phone.trim()) codes.phone = 'phoneRequired';
  else if (!phone.safeParse(input.phone).success) codes.phone = 'phoneInvalid';
  if (!withPassword) return codes;
  if (!values.password) codes.password = 'passwordRequired';
  else if (!password.safeParse(input.password).success) codes.password = 'passwordLength';
  return codes;
};
