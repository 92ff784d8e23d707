import {
  formatAcres,
  formatCount,
  formatRupeesShort,
  type DealershipApplicationStatus,
  type DealershipDocument,
  type DealershipUnmet,
} from '@sangam/domain';
import type { TFunction } from 'i18next';

/** GST, FSSAI, PAN, MOA, AOA: the documents' own abbreviations, in every language. */
export const documentNames: Record<DealershipDocument, string> = {
  gst: 'GST',
  fssai: 'FSSAI',
  pan: 'PAN',
  moa: 'MOA',
  aoa: 'AOA',
};

/** The spec's unmet-requirement messages (document 2, 8), in the user's language. */
export const unmetMessage = (t: TFunction<'dealership'>, unmet: DealershipUnmet): string => {
  switch (unmet.kind) {
    case 'farmers':
      return t('unmet.farmers', { n: formatCount(unmet.short) });
    case 'acres':
      return t('unmet.acres', { x: unmet.short.toFixed(1) });
    case 'turnover':
      return t('unmet.turnover', { amount: formatRupeesShort(unmet.needed) });
    case 'documents':
      return t('unmet.documents', { list: unmet.missing.map((d) => documentNames[d]).join(', ') });
    case 'location':
      return t('unmet.location');
  }
};

export const statusTone: Record<DealershipApplicationStatus, string> = {
  pending: 'bg-amber-100 text-amber-800',
  under_review: 'bg-sky-100 text-sky-800',
  approved: 'bg-green-100 text-green-800',
  rejected: 'bg-red-100 text-red-700',
};

export const acresText = (acres: number) => formatAcres(acres, 2);
