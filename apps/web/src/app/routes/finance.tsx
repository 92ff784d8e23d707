import { Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoanRows } from '@/features/recommendations/components/loan-rows.tsx';
import { RecommendationNotice } from '@/features/recommendations/components/recommendation-notice.tsx';
import { RecommendationPage } from '@/features/recommendations/components/recommendation-page.tsx';

/** Finance and Loan Options (document 2, 2.13, Pro): loans ranked by how well they fit the FPO. */
export const FinanceScreen = () => {
  const { t } = useTranslation('recommendations');
  return (
    <RecommendationPage
      kind="loans"
      texts="finance"
      Icon={Landmark}
      rows={(loans, snapshot) => <LoanRows loans={loans} snapshot={snapshot} />}
      footer={
        <RecommendationNotice title={t('finance.disclaimerTitle')}>
          <p>{t('finance.disclaimer')}</p>
        </RecommendationNotice>
      }
    />
  );
};
