import { formatCount, metricMax, type ScoreMetric, type ScorecardRow } from '@sangam/domain';
import { Award, Medal, Trophy, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsiveTable, type Column } from './data-refresh-table.tsx';
import { formatRupeesKM, formatScore, labelColours } from './scorecard-format.ts';

/** The podium: gold, silver and bronze for ranks 1 to 3. */
const places: Record<number, { Icon: LucideIcon; className: string }> = {
  1: { Icon: Trophy, className: 'text-yellow-500' },
  2: { Icon: Medal, className: 'text-gray-400' },
  3: { Icon: Award, className: 'text-amber-700' },
};

/**
 * The leaderboard (document 2, 2.3): rank with icons for the top three, the FPO (linked to its
 * owner's page when there is one and the admin may open it), the contact, the total and each
 * metric's figure with its points, the amounts in K or M, and the performance label. On a phone
 * each FPO is a card.
 */
export const ScorecardLeaderboard = ({
  rows,
  linkUsers,
}: {
  rows: ScorecardRow[];
  /** Whether the FPO names link to /admin/users/{userId}: only for an admin who may open it. */
  linkUsers: boolean;
}) => {
  const { t } = useTranslation('admin');
  const label = (column: string) => t(`scorecard.leaderboard.columns.${column}`);
  const withPoints = (row: ScorecardRow, metric: ScoreMetric, shown: string) => (
    <span className="flex flex-col md:items-start">
      <span>{shown}</span>
      <span className="text-xs text-gray-500">
        {t('scorecard.leaderboard.points', {
          points: formatScore(row.points[metric]),
          max: metricMax[metric],
        })}
      </span>
    </span>
  );
  const columns: Column<ScorecardRow>[] = [
    {
      key: 'rank',
      label: label('rank'),
      cell: (row) => {
        const place = places[row.rank];
        return (
          <span className="inline-flex items-center gap-1.5 font-semibold">
            {place && (
              <place.Icon
                role="img"
                aria-label={t(`scorecard.leaderboard.places.${row.rank}`)}
                className={`size-5 ${place.className}`}
              />
            )}
            {formatCount(row.rank)}
          </span>
        );
      },
    },
    {
      key: 'fpo',
      label: label('fpo'),
      wide: true,
      // A name wraps between words, never a letter a line, however many columns there are.
      cell: (row) => (
        <span className="md:inline-block md:min-w-44">
          {row.userId && linkUsers ? (
            <Link
              to={`/admin/users/${encodeURIComponent(row.userId)}`}
              className="font-medium text-brand-800 hover:underline"
            >
              {row.fpoName}
            </Link>
          ) : (
            <span className="font-medium">{row.fpoName}</span>
          )}
        </span>
      ),
    },
    {
      key: 'contact',
      label: label('contact'),
      wide: true,
      cell: (row) => (
        <span className="md:inline-block md:min-w-32">{row.contactName ?? row.email ?? '—'}</span>
      ),
    },
    {
      key: 'total',
      label: label('total'),
      cell: (row) => <span className="text-base font-semibold">{formatScore(row.total)}</span>,
    },
    {
      key: 'farmers',
      label: label('farmers'),
      cell: (row) => withPoints(row, 'farmers', formatCount(row.figures.farmers)),
    },
    {
      key: 'crops',
      label: label('crops'),
      cell: (row) => withPoints(row, 'crops', formatCount(row.figures.crops)),
    },
    {
      key: 'inputOpportunity',
      label: label('inputOpportunity'),
      cell: (row) => withPoints(row, 'inputOpportunity', formatRupeesKM(row.figures.inputOpportunity)),
    },
    {
      key: 'productOpportunity',
      label: label('productOpportunity'),
      cell: (row) => withPoints(row, 'productOpportunity', formatRupeesKM(row.figures.productOpportunity)),
    },
    {
      key: 'inventoryValue',
      label: label('inventoryValue'),
      cell: (row) => withPoints(row, 'inventoryValue', formatRupeesKM(row.figures.inventoryValue)),
    },
    {
      key: 'documents',
      label: label('documents'),
      cell: (row) => withPoints(row, 'documentCompliance', `${row.figures.documentCompliance}%`),
    },
    {
      key: 'label',
      label: label('label'),
      cell: (row) => (
        <span
          className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${labelColours[row.label].badge}`}
        >
          {t(`scorecard.labels.${row.label}`)}
        </span>
      ),
    },
  ];
  return (
    <ResponsiveTable
      caption={t('scorecard.leaderboard.title')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.fpoId}
    />
  );
};
