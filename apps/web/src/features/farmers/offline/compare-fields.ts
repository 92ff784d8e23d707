import { farmerFieldRules, farmerFields, type Farmer } from '@sangam/domain';
import { toFormValues } from '../api/farmer-form-values.ts';
import type { FarmerFormValues } from '../api/farmers-api.ts';

/** Every field the form sends, in the form's order. */
export const comparedFields = [...farmerFields, 'preferredLanguage'] as const;
export type ComparedField = (typeof comparedFields)[number];
export type Side = 'yours' | 'theirs';

/** A value as the server would keep it (what is typed offline is normalised only when sent). */
export const normalised = (field: ComparedField, raw: string): string => {
  if (field === 'preferredLanguage') return raw;
  const result = farmerFieldRules[field](raw);
  return result.ok ? String(result.value) : raw.trim();
};

export type FieldRow = {
  field: ComparedField;
  yours: string;
  theirs: string;
  /** Both sides hold the same value: nothing to choose. */
  same: boolean;
  /**
   * The side to start on: where only one side changed the field since the change began, that side;
   * where both did, or nothing says, none: the operator chooses.
   */
  suggested: Side | null;
};

/**
 * Field by field: the values typed on this phone beside the farmer on Sangam now, and (for a
 * change) the farmer as it was when the change began, which tells who changed what.
 */
export const compareFields = ({
  yours,
  theirs,
  base,
}: {
  yours: FarmerFormValues;
  theirs: Farmer;
  base?: FarmerFormValues | null;
}): FieldRow[] => {
  const server = toFormValues(theirs);
  return comparedFields.map((field) => {
    const mine = normalised(field, yours[field]);
    const now = normalised(field, server[field]);
    const before = base ? normalised(field, base[field]) : null;
    const suggested: Side | null =
      before === null ? null : mine === before ? 'theirs' : now === before ? 'yours' : null;
    return { field, yours: mine, theirs: now, same: mine === now, suggested };
  });
};

/** The values to send: each field from the side chosen (the same fields from either). */
export const mergeValues = (
  yours: FarmerFormValues,
  theirs: Farmer,
  picks: Partial<Record<ComparedField, Side>>,
): FarmerFormValues => {
  const server = toFormValues(theirs);
  const merged = { ...yours };
  for (const field of comparedFields) if (picks[field] === 'theirs') merged[field] = server[field];
  return merged;
};
