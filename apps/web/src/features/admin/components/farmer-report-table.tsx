import { formatAcres, formatCount, type FarmerAnalytics } from '@sangam/domain';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, type Column } from './data-refresh-table.tsx';

type FpoStats = FarmerAnalytics['fpos']['items'][number];

/**
 * The FPO statistics (document 2, 2.8): each FPO's farmers, men, women, acres and average acres,
 * most farmers first as the server sends them; an FPO without a name is 'Unknown FPO'. On a phone
 * each FPO is a card.
 */
export const FarmerReportTable = ({ rows }: { rows: FpoStats[] }) => {
  const { t } = useTranslation('admin');
  const label = (column: string) => t(`farmerReport.table.columns.${column}`);
  const columns: Column<FpoStats>[] = [
    {
      key: 'fpo',
      label: label('fpo'),
      wide: true,
      cell: (row) => (
        <span className="md:inline-block md:min-w-44">
          {row.fpoName ?? <span className="text-gray-500 italic">{t('farmerReport.table.unknown')}</span>}
        </span>
      ),
    },
    { key: 'farmers', label: label('farmers'), cell: (row) => formatCount(row.farmers) },
    { key: 'male', label: label('male'), cell: (row) => formatCount(row.male) },
    { key: 'female', label: label('female'), cell: (row) => formatCount(row.female) },
    { key: 'acres', label: label('acres'), cell: (row) => formatAcres(row.acres) },
    { key: 'averageAcres', label: label('averageAcres'), cell: (row) => formatAcres(row.averageAcres, 1) },
  ];
  return (
    <ResponsiveTable
      caption={t('farmerReport.table.title')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.fpoId}
    />
  );
};
