import { formatDateTime, formatRupeesShort, type FitTier } from '@sangam/domain';
import { useTranslation } from 'react-i18next';
import { ScrollFrame } from '@/components/ui/scroll-frame.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useUserRecommendations } from '../api/user-recommendations-api.ts';

type Kind = 'finance' | 'schemes';
type Row = { id: string; name: string; detail: string; amount: string; score: number; tier: FitTier };

const tierTones: Record<FitTier, string> = {
  excellent: 'bg-green-100 text-green-800',
  good: 'bg-sky-100 text-sky-800',
  fair: 'bg-amber-100 text-amber-800',
  poor: 'bg-gray-100 text-gray-700',
};

/**
 * The finance or schemes tab of the user detail (document 2, 2.4): the FPO's cached
 * recommendations as the server last worked them out, best first; the empty message before any.
 */
export const UserRecommendations = ({ userId, kind }: { userId: string; kind: Kind }) => {
  const { t } = useTranslation('admin');
  const answer = useUserRecommendations(userId, true);
  if (answer.isPending) return <Spinner />;
  if (answer.isError) return <p className="text-sm text-red-700">{t('detail.recommendations.loadFailed')}</p>;
  const cached = kind === 'finance' ? answer.data.loans : answer.data.schemes;
  if (!cached) return <p className="py-6 text-center text-sm text-gray-600">{t(`detail.empty.${kind}`)}</p>;
  const rows: Row[] =
    kind === 'finance'
      ? (answer.data.loans?.items ?? []).map((loan) => ({
          id: loan.id,
          name: loan.lenderName,
          detail: loan.loanType,
          amount: t('detail.recommendations.range', {
            min: formatRupeesShort(loan.minAmount),
            max: formatRupeesShort(loan.maxAmount),
          }),
          score: loan.fitmentScore,
          tier: loan.tier,
        }))
      : (answer.data.schemes?.items ?? []).map((scheme) => ({
          id: scheme.id,
          name: scheme.schemeName,
          detail: scheme.department,
          amount: scheme.benefitAmount,
          score: scheme.fitmentScore,
          tier: scheme.tier,
        }));
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-gray-600">
        {t('detail.recommendations.calculated', { time: formatDateTime(cached.calculatedAt) })}
      </p>
      {rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-gray-600">{t('detail.recommendations.none')}</p>
      ) : (
        <ScrollFrame label={t(`detail.tabs.${kind}`)} className="relative w-0 min-w-full">
          <table className="w-full min-w-[28rem] text-sm">
            <thead className="text-left text-gray-600">
              <tr>
                {[0, 1, 2, 3].map((i) => (
                  <th key={i} scope="col" className="px-2 py-1 font-medium">
                    {t(`detail.recommendations.columns.${kind}.${i}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-gray-100 align-top">
                  <td className="px-2 py-1">
                    <span className="font-medium">{row.name}</span>
                    {row.detail && <span className="block text-xs text-gray-600">{row.detail}</span>}
                  </td>
                  <td className="px-2 py-1">{row.amount}</td>
                  <td className="px-2 py-1 font-semibold">{row.score}</td>
                  <td className="px-2 py-1">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tierTones[row.tier]}`}>
                      {t(`detail.recommendations.tiers.${row.tier}`)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollFrame>
      )}
    </div>
  );
};
