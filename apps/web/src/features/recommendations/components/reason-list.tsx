import type { Reason } from '@sangam/domain';
import { useTranslation } from 'react-i18next';
import { componentName, wordReason } from '../reason-words.ts';

/** 'Why it fits': every part of the score, its points out of its maximum, and why (decision 018). */
export const ReasonList = ({ reasons }: { reasons: readonly Reason[] }) => {
  const { t } = useTranslation('recommendations');
  return (
    <ul className="flex flex-col gap-3">
      {reasons.map((reason) => {
        const sentence = wordReason(t, reason);
        const full = reason.points >= reason.max;
        return (
          <li key={`${reason.component}-${reason.code}`} className="flex flex-col gap-1 text-sm">
            <div className="flex items-baseline justify-between gap-2">
              <span className="font-medium">{componentName(t, reason)}</span>
              <span className={`shrink-0 font-semibold ${full ? 'text-green-700' : 'text-gray-700'}`}>
                {t('score.points', { points: reason.points, max: reason.max })}
              </span>
            </div>
            <div aria-hidden className="h-1.5 overflow-hidden rounded-full bg-gray-200">
              <div
                className={`h-full rounded-full ${full ? 'bg-green-600' : 'bg-amber-500'}`}
                style={{ width: `${reason.max ? Math.min(100, (reason.points / reason.max) * 100) : 0}%` }}
              />
            </div>
            {sentence && <p className="text-gray-600">{sentence}</p>}
          </li>
        );
      })}
    </ul>
  );
};
