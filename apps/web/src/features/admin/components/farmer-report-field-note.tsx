import { Database } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state.tsx';

/**
 * In place of the crop charts when the field records give no crop acreage (DECISIONS S6): crop
 * figures come from the field data the back office imports on the Data Refresh page, and none is
 * loaded yet (or what is loaded names crops without their acres).
 */
export const FarmerReportFieldNote = ({
  anyCrops,
  linkRefresh,
}: {
  /** Whether the field records name any crop at all. */
  anyCrops: boolean;
  /** Whether the admin may open /admin/data-refresh. */
  linkRefresh: boolean;
}) => {
  const { t } = useTranslation('admin');
  const note = anyCrops ? 'noCropAcres' : 'noFieldData';
  return (
    <div className="rounded-xl border border-gray-200 bg-white">
      <EmptyState Icon={Database} title={t(`farmerReport.${note}.title`)}>
        <p className="max-w-prose text-sm text-gray-600">{t(`farmerReport.${note}.body`)}</p>
        {linkRefresh && (
          <Link to="/admin/data-refresh" className="text-sm font-medium text-brand-700 underline">
            {t('farmerReport.goToDataRefresh')}
          </Link>
        )}
      </EmptyState>
    </div>
  );
};
