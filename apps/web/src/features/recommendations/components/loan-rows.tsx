import { formatRupeesShort, type FpoSnapshot, type ScoredLoan } from '@sangam/domain';
import { useTranslation } from 'react-i18next';
import { profileSummary } from '../profile-words.ts';
import { RecommendationRows, type RecommendationRow } from './recommendation-rows.tsx';

// Fitment Score and Contact Details have fixed widths, so every row lines up under the header.
const grid = 'md:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,0.8fr)_8rem_5.5rem]';

/** The loan options of one fitment tab (document 2, 2.13), best first, as the server sent them. */
export const LoanRows = ({ loans, snapshot }: { loans: readonly ScoredLoan[]; snapshot: FpoSnapshot }) => {
  const { t } = useTranslation('recommendations');
  const profile = profileSummary(t, snapshot);
  const rows: RecommendationRow[] = loans.map((loan) => ({
    id: loan.id,
    name: `${loan.lenderName}: ${loan.loanType}`,
    score: loan.fitmentScore,
    tier: loan.tier,
    reasons: loan.fitmentReasons,
    contact: {
      name: loan.lenderName,
      phone: loan.contactPhone,
      email: loan.contactEmail,
      website: loan.website,
      subject: t('finance.emailSubject', { fpo: snapshot.fpoName, product: loan.loanType }),
      body: t('finance.emailBody', {
        fpo: snapshot.fpoName,
        lender: loan.lenderName,
        product: loan.loanType,
        profile,
      }),
    },
    cells: [
      <div key="lender" className="flex flex-col gap-1">
        <p className="font-semibold break-words">{loan.lenderName}</p>
        <p className="break-words text-gray-700">{loan.loanType}</p>
        <p className="flex flex-wrap gap-1">
          <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
            {t(`lenderTypes.${loan.lenderType}`)}
          </span>
          {loan.subsidyAvailable && (
            <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs text-green-800">
              {t('finance.subsidy')}
            </span>
          )}
          <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
            {loan.collateralRequired ? t('finance.collateral') : t('finance.noCollateral')}
          </span>
        </p>
      </div>,
      <p key="amount" className="font-medium">
        {t('finance.amountRange', {
          min: formatRupeesShort(loan.minAmount),
          max: formatRupeesShort(loan.maxAmount),
        })}
      </p>,
      <div key="interest">
        <p>{t('finance.interest', { rate: loan.interestRate })}</p>
        <p className="text-gray-600">{t('finance.tenure', { tenure: loan.tenure })}</p>
      </div>,
      <p key="processing">{loan.processingTime}</p>,
    ],
    lists: [
      { title: t('finance.eligibility'), items: loan.eligibilityCriteria },
      { title: t('finance.documents'), items: loan.requiredDocuments },
      { title: t('finance.features'), items: loan.specialFeatures },
    ],
  }));
  return (
    <RecommendationRows
      rows={rows}
      grid={grid}
      columns={[
        t('finance.columns.lender'),
        t('finance.columns.amount'),
        t('finance.columns.interest'),
        t('finance.columns.processing'),
        t('finance.columns.score'),
        t('finance.columns.contact'),
      ]}
      empty={{ title: t('finance.empty'), hint: t('finance.emptyHint') }}
    />
  );
};
