import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RecommendationPage } from '@/features/recommendations/components/recommendation-page.tsx';
import { SchemeDetails } from '@/features/recommendations/components/scheme-details.tsx';
import { SchemeGuidance } from '@/features/recommendations/components/scheme-guidance.tsx';
import { SchemeProfileTiles } from '@/features/recommendations/components/scheme-profile-tiles.tsx';
import { SchemeRows } from '@/features/recommendations/components/scheme-rows.tsx';

/**
 * Government Schemes (document 2, 2.14, Pro): the schemes open to the FPO's state, ranked by how
 * well they fit it, with how to apply to the best three and where to ask for help.
 */
export const SchemesScreen = () => {
  const { t } = useTranslation('recommendations');
  return (
    <RecommendationPage
      kind="schemes"
      texts="schemes"
      Icon={ScrollText}
      profile={(snapshot) => <SchemeProfileTiles snapshot={snapshot} />}
      beside={(schemes) => (
        <p className="text-sm font-medium text-gray-700">
          {t('schemes.available', { count: schemes.length })}
        </p>
      )}
      rows={(schemes, snapshot) => <SchemeRows schemes={schemes} snapshot={snapshot} />}
      after={(schemes) => <SchemeDetails schemes={schemes} />}
      footer={<SchemeGuidance />}
    />
  );
};
