import type { FitTier } from '@sangam/domain';
import { useTranslation } from 'react-i18next';

const tones: Record<FitTier, string> = {
  excellent: 'bg-green-100 text-green-800 ring-green-200',
  good: 'bg-sky-100 text-sky-800 ring-sky-200',
  fair: 'bg-amber-100 text-amber-800 ring-amber-200',
  poor: 'bg-gray-100 text-gray-700 ring-gray-200',
};

/** A fitment score out of 100 and its tier (document 2, 9), coloured by tier. */
export const ScoreBadge = ({ score, tier }: { score: number; tier: FitTier }) => {
  const { t } = useTranslation('recommendations');
  return (
    <span
      className={`inline-flex items-baseline gap-1 rounded-lg px-2 py-1 whitespace-nowrap ring-1 ring-inset ${tones[tier]}`}
    >
      <span className="text-lg leading-none font-bold">{score}</span>
      <span className="text-xs">/100</span>
      <span className="ml-1 text-xs font-medium">{t(`tiers.${tier}`)}</span>
    </span>
  );
};
