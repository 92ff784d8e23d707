import {
  formatAcres,
  formatCount,
  formatRupeesShort,
  totalBusinessValue,
  type FpoSnapshot,
} from '@sangam/domain';
import type { TFunction } from 'i18next';

/** 'Kolar, Karnataka', from the farmers' most common place; 'Not known yet' before any farmer. */
export const locationText = (t: TFunction, location: FpoSnapshot['location']) =>
  [location.district, location.state].filter(Boolean).join(', ') || t('location.unknown');

/**
 * The FPO's profile as the prefilled email states it to a lender or a department: name, farmers,
 * acres, business value, place, GST and FSSAI, document compliance. In the user's language.
 */
export const profileSummary = (t: TFunction, snapshot: FpoSnapshot) =>
  t('email.profile', {
    fpo: snapshot.fpoName,
    farmers: formatCount(snapshot.totalFarmers),
    acres: formatAcres(snapshot.totalAcres),
    value: formatRupeesShort(totalBusinessValue(snapshot)),
    location: locationText(t, snapshot.location),
    gst: snapshot.gstNumber ? t('email.yes') : t('email.no'),
    fssai: snapshot.fssaiNumber ? t('email.yes') : t('email.no'),
    compliance: Math.round(snapshot.documentCompliance),
  });
