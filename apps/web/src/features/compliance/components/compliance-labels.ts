import { complianceRule, formatPeriod, type ComplianceItem } from '@sangam/domain';
import type { TFunction } from 'i18next';

/** An item as a line reads it: "Annual return to the Registrar (MGT-7) · FY 2025-26". */
export const itemTitle = (t: TFunction, item: Pick<ComplianceItem, 'ruleKey'>) => {
  const form = complianceRule(item.ruleKey)?.form;
  return form ? `${t(`rules.${item.ruleKey}`)} (${form})` : t(`rules.${item.ruleKey}`);
};

export const itemPeriod = (item: Pick<ComplianceItem, 'period'>) => formatPeriod(item.period);

/** Colours of the five states, shared by the list's badges and the calendar's dots. */
export const statusTone = {
  overdue: { badge: 'bg-red-100 text-red-800', dot: 'bg-red-600' },
  due_soon: { badge: 'bg-amber-100 text-amber-900', dot: 'bg-amber-500' },
  upcoming: { badge: 'bg-sky-100 text-sky-900', dot: 'bg-sky-600' },
  done: { badge: 'bg-green-100 text-green-800', dot: 'bg-green-600' },
  not_applicable: { badge: 'bg-gray-100 text-gray-700', dot: 'bg-gray-400' },
} as const;
