import { formatCount, formatRupeesShort, type DealershipOffer } from '@sangam/domain';
import { useTranslation } from 'react-i18next';
import { acresText, documentNames } from './dealership-words.ts';

/** What a company asks of a dealer in one category, as short lines. */
export const OfferTerms = ({ offer }: { offer: DealershipOffer }) => {
  const { t } = useTranslation('dealership');
  const lines = [
    t('terms.farmers', { n: formatCount(offer.minFarmers) }),
    t('terms.acres', { x: acresText(offer.minAcres) }),
    offer.minAnnualTurnover > 0
      ? t('terms.turnover', { amount: formatRupeesShort(offer.minAnnualTurnover) })
      : t('terms.noTurnover'),
    offer.requiredDocuments.length
      ? t('terms.documents', { list: offer.requiredDocuments.map((d) => documentNames[d]).join(', ') })
      : t('terms.noDocuments'),
    offer.states.length ? t('terms.states', { list: offer.states.join(', ') }) : t('terms.anywhere'),
  ];
  return (
    <ul className="flex flex-col gap-0.5 text-sm text-gray-700">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
      {offer.commissionStructure && <li>{t('terms.commission', { text: offer.commissionStructure })}</li>}
      {offer.additionalRequirements && (
        <li>{t('terms.additional', { text: offer.additionalRequirements })}</li>
      )}
    </ul>
  );
};
