import type { TFunction } from 'i18next';

type Reason = { status: string; issues: { field: string; code: string }[]; duplicateOf: number | null };

/** Why a row will not be (or was not) imported, in the user's language. */
export const rowReason = (t: TFunction, row: Reason): string => {
  if (row.status === 'invalid')
    return row.issues
      .map((issue) => `${t(`farmers:fields.${issue.field}`)}: ${t(`farmers:validation.${issue.code}`)}`)
      .join('; ');
  if (row.status === 'duplicate_in_file') return t('imports:status.duplicateOfRow', { row: row.duplicateOf });
  if (row.status === 'duplicate_existing') return t('imports:status.duplicate_existing');
  return t(`imports:status.${row.status}`);
};
