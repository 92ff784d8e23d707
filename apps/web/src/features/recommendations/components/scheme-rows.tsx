import { formatRupeesShort, type FpoSnapshot, type ScoredScheme } from '@sangam/domain';
import { useTranslation } from 'react-i18next';
import { profileSummary } from '../profile-words.ts';
import { RecommendationRows, type RecommendationRow } from './recommendation-rows.tsx';

// Fitment Score and Contact Details have fixed widths, so every row lines up under the header.
const grid = 'md:grid-cols-[minmax(0,1.8fr)_minmax(0,1.2fr)_minmax(0,0.8fr)_8rem_5.5rem]';

/** The schemes of one fitment tab (document 2, 2.14), best first, as the server sent them. */
export const SchemeRows = ({
  schemes,
  snapshot,
}: {
  schemes: readonly ScoredScheme[];
  snapshot: FpoSnapshot;
}) => {
  const { t } = useTranslation('recommendations');
  const profile = profileSummary(t, snapshot);
  const rows: RecommendationRow[] = schemes.map((scheme) => ({
    id: scheme.id,
    name: scheme.schemeName,
    score: scheme.fitmentScore,
    tier: scheme.tier,
    reasons: scheme.fitmentReasons,
    contact: {
      name: scheme.department || scheme.schemeName,
      phone: scheme.contactPhone,
      email: scheme.contactEmail,
      website: scheme.website,
      subject: t('schemes.emailSubject', { fpo: snapshot.fpoName, scheme: scheme.schemeName }),
      body: t('schemes.emailBody', { fpo: snapshot.fpoName, scheme: scheme.schemeName, profile }),
    },
    cells: [
      <div key="scheme" className="flex flex-col gap-1">
        <p className="font-semibold break-words">{scheme.schemeName}</p>
        {scheme.department && <p className="break-words text-gray-700">{scheme.department}</p>}
        <p className="flex flex-wrap gap-1">
          <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs text-sky-800">
            {t(`levels.${scheme.governmentLevel}`)}
          </span>
          <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
            {t(`schemeTypes.${scheme.schemeType}`)}
          </span>
        </p>
      </div>,
      <div key="benefit">
        <p className="font-medium break-words">{scheme.benefitAmount}</p>
        {scheme.subsidyPercentage && (
          <p className="text-gray-600">{t('schemes.subsidy', { value: scheme.subsidyPercentage })}</p>
        )}
        {scheme.maxBenefit > 0 && (
          <p className="text-gray-600">
            {t('schemes.maxBenefit', { amount: formatRupeesShort(scheme.maxBenefit) })}
          </p>
        )}
      </div>,
      <p key="processing">{scheme.processingTime}</p>,
    ],
    lists: [
      { title: t('schemes.eligibility'), items: scheme.eligibilityCriteria },
      { title: t('schemes.documents'), items: scheme.requiredDocuments },
      { title: t('schemes.benefits'), items: scheme.keyFeatures },
    ],
  }));
  return (
    <RecommendationRows
      rows={rows}
      grid={grid}
      columns={[
        t('schemes.columns.scheme'),
        t('schemes.columns.benefit'),
        t('schemes.columns.processing'),
        t('schemes.columns.score'),
        t('schemes.columns.contact'),
      ]}
      empty={{ title: t('schemes.empty'), hint: t('schemes.emptyHint') }}
    />
  );
};
