import { formatCount, formatRupeesShort, type Reason } from '@sangam/domain';
import type { TFunction } from 'i18next';

/** Reason values that are rupee amounts, shown short (₹2.5 L, ₹1.2 Cr; document 2, 9). */
const amounts = new Set(['value', 'min', 'max']);

const shown = (key: string, value: number | string) =>
  typeof value === 'string'
    ? value
    : amounts.has(key)
      ? formatRupeesShort(value)
      : key === 'compliance'
        ? String(Math.round(value))
        : formatCount(value);

/**
 * The sentence for one scoring reason (decision 018: a code with values), in the user's language.
 * A code the web app does not know yet gets none, and the component and points still show.
 */
export const wordReason = (t: TFunction, reason: Reason): string => {
  const values = Object.fromEntries(
    Object.entries(reason.values ?? {}).map(([key, value]) => [key, shown(key, value)]),
  );
  return t(`reasons.${reason.code}`, { ...values, defaultValue: '' });
};

/** The name of the part of the score a reason explains ('Size fit', 'Documents'…). */
export const componentName = (t: TFunction, reason: Reason): string =>
  t(`components.${reason.component}`, { defaultValue: reason.component });
