import type { FitTier } from '@sangam/domain';

/**
 * The filter tabs of /finance and /schemes (document 2, 2.13, 2.14, 9): all, the best (80 or more,
 * tier excellent), the good (60 to 79), and the rest (below 60: tiers fair and poor).
 */
export const fitFilters = ['all', 'best', 'good', 'fair'] as const;
export type FitFilter = (typeof fitFilters)[number];

export const inFitFilter = (filter: FitFilter, tier: FitTier): boolean => {
  switch (filter) {
    case 'all':
      return true;
    case 'best':
      return tier === 'excellent';
    case 'good':
      return tier === 'good';
    case 'fair':
      return tier === 'fair' || tier === 'poor';
  }
};

/** How many entries each tab holds, for the counts on the tabs. */
export const fitCounts = (items: readonly { tier: FitTier }[]): Record<FitFilter, number> =>
  Object.fromEntries(
    fitFilters.map((filter) => [filter, items.filter((item) => inFitFilter(filter, item.tier)).length]),
  ) as Record<FitFilter, number>;
