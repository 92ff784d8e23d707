import type { DealershipApplicationStatus } from '@sangam/domain';
import { useTranslation } from 'react-i18next';
import { statusTone } from './dealership-words.ts';

/** 'Application Pending', 'Under Review', 'Approved', 'Rejected' (document 2, 4). */
export const ApplicationStatusBadge = ({ status }: { status: DealershipApplicationStatus }) => {
  const { t } = useTranslation('dealership');
  return (
    <span className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ${statusTone[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
};
