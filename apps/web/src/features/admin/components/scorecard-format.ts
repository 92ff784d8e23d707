import { formatRupees, type ScoreLabel } from '@sangam/domain';

const oneDecimal = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const upToOneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** Scores and points to one decimal (document 2, 9): 72 -> "72.0". */
export const formatScore = (score: number): string => oneDecimal.format(score);

/**
 * Opportunity and stock values in thousands or millions (document 2, 2.3 and 9): 12500 -> "₹12.5K",
 * 2340000 -> "₹2.3M"; below a thousand the rupees themselves.
 */
export const formatRupeesKM = (amount: number): string => {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const round1 = (n: number) => Math.round(n * 10) / 10;
  if (round1(abs / 1_000) >= 1_000) return `${sign}₹${upToOneDecimal.format(round1(abs / 1_000_000))}M`;
  if (abs >= 1_000) return `${sign}₹${upToOneDecimal.format(round1(abs / 1_000))}K`;
  return formatRupees(amount);
};

/** The bands' colours (document 2, 9), the same in the badges and the distribution. */
export const labelColours: Record<ScoreLabel, { fill: string; badge: string }> = {
  excellent: { fill: '#15803d', badge: 'bg-green-100 text-green-800' },
  good: { fill: '#0369a1', badge: 'bg-sky-100 text-sky-800' },
  average: { fill: '#b45309', badge: 'bg-amber-100 text-amber-800' },
  needs_improvement: { fill: '#b91c1c', badge: 'bg-red-100 text-red-800' },
};
