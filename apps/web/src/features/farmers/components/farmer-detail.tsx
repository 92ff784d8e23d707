import { formatDate, formatRupees, languageNames, type FarmerDetail as Detail } from '@sangam/domain';
import {
  CloudOff,
  Languages,
  Lightbulb,
  MapPin,
  Phone,
  Sprout,
  Target,
  TrendingUp,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ScrollFrame } from '@/components/ui/scroll-frame.tsx';
import { useOutbox } from '../offline/outbox.ts';

const planIcons = { immediate: Target, diversification: Sprout, engagement: TrendingUp } as const;

/** One farmer: who and where, what advisory learned, and what the FPO should do next (spec 2.7). */
export const FarmerDetail = ({ detail }: { detail: Detail }) => {
  const { t } = useTranslation(['farmers', 'offline']);
  const { farmer, intelligence, actionPlan, addedBy, changedBy } = detail;
  const dash = (value: string | null) => value || '—';
  // Who added and last changed the farmer (issue 20), each only when known.
  const marks = [
    addedBy && t('detail.addedBy', { name: addedBy.name, date: formatDate(addedBy.at) }),
    changedBy && t('detail.changedBy', { name: changedBy.name, date: formatDate(changedBy.at) }),
  ].filter(Boolean);
  const waiting = useOutbox().entries.some((entry) => entry.farmerId === farmer.id);
  return (
    <div className="flex flex-col gap-6">
      {waiting && (
        <p
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <CloudOff aria-hidden className="size-4 shrink-0" />
          {t('offline:changesWaiting')}{' '}
          <Link to="/farmers" className="font-medium underline">
            {t('offline:seeWaiting')}
          </Link>
        </p>
      )}
      <section
        aria-label={t('detail.info')}
        className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <p className="flex items-center gap-2">
          <Phone aria-hidden className="size-4 text-gray-500" />
          {farmer.phoneNumber}
        </p>
        <p className="flex items-center gap-2">
          <Users aria-hidden className="size-4 text-gray-500" />
          {t(`gender.${farmer.gender}`)} · {t('acresValue', { acres: farmer.acres })}
        </p>
        <p className="flex items-center gap-2">
          <MapPin aria-hidden className="size-4 text-gray-500" />
          {farmer.village}, {farmer.block}, {farmer.district}, {farmer.state} {farmer.pincode}
        </p>
        <p className="flex items-center gap-2">
          <Languages aria-hidden className="size-4 text-gray-500" />
          <span>
            {t('detail.preferredLanguage')}{' '}
            <span lang={farmer.preferredLanguage} className="font-medium">
              {languageNames[farmer.preferredLanguage]}
            </span>
          </span>
        </p>
        <p className="text-sm text-gray-600">
          {t('detail.added', { date: formatDate(farmer.createdAt) })} ·{' '}
          {farmer.source === 'upload' && farmer.fileId ? (
            // The way back to the spreadsheet this farmer came from.
            <Link to={`/file-details/${farmer.fileId}`} className="font-medium text-brand-700 underline">
              {t('source.upload')}
            </Link>
          ) : (
            t(`source.${farmer.source}`)
          )}
        </p>
        {marks.length > 0 && <p className="text-sm text-gray-600 sm:col-span-2">{marks.join(' · ')}</p>}
      </section>

      <section
        aria-labelledby="intelligence-title"
        className="rounded-xl border border-gray-200 bg-white p-4"
      >
        <h2 id="intelligence-title" className="mb-3 text-lg font-semibold">
          {t('detail.intelligence')}
        </h2>
        {intelligence.length === 0 ? (
          <EmptyState Icon={Lightbulb} title={t('detail.noIntelligence')}>
            <p className="max-w-md text-sm text-gray-600">{t('detail.noIntelligenceHint')}</p>
          </EmptyState>
        ) : (
          <ScrollFrame labelledBy="intelligence-title">
            <table className="w-full min-w-[56rem] text-left text-sm">
              <thead className="border-b border-gray-200 text-xs text-gray-500 uppercase">
                <tr>
                  {(
                    [
                      'contact',
                      'createdAt',
                      'crop',
                      'issue',
                      'solution',
                      'nextIssue',
                      'products',
                      'spend',
                    ] as const
                  ).map((key) => (
                    <th key={key} scope="col" className="px-2 py-2">
                      {t(`detail.columns.${key}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {intelligence.map((row) => (
                  <tr key={row.id} className="border-b border-gray-100 align-top">
                    <td className="px-2 py-2">{dash(row.contact)}</td>
                    <td className="px-2 py-2 whitespace-nowrap">{formatDate(row.createdAt)}</td>
                    <td className="px-2 py-2">{dash(row.cropEnterprise)}</td>
                    <td className="px-2 py-2">{dash(row.issueFaced)}</td>
                    <td className="px-2 py-2">{dash(row.solutionSuggested)}</td>
                    <td className="px-2 py-2">{dash(row.likelyNextIssue)}</td>
                    <td className="px-2 py-2">{dash(row.productsToBuy)}</td>
                    <td className="px-2 py-2 whitespace-nowrap">
                      {row.estSpendInr === null ? '—' : formatRupees(row.estSpendInr)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollFrame>
        )}
      </section>

      <section aria-labelledby="plan-title" className="rounded-xl border border-gray-200 bg-white p-4">
        <h2 id="plan-title" className="mb-3 text-lg font-semibold">
          {t('detail.actionPlan')}
        </h2>
        <ol className="grid gap-3 md:grid-cols-3">
          {actionPlan.map((point) => {
            const Icon = planIcons[point.kind];
            const params = {
              ...point.params,
              ...(typeof point.params.spend === 'number' && { spend: formatRupees(point.params.spend) }),
            };
            return (
              <li key={point.kind} className="flex gap-3 rounded-lg bg-brand-50 p-3">
                <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <div>
                  <p className="font-medium">{t(`plan.kinds.${point.kind}`)}</p>
                  <p className="text-sm text-gray-700">{t(`plan.codes.${point.code}`, params)}</p>
                </div>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
};
