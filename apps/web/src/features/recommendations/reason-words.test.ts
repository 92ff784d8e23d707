import {
  languages,
  lenderTypes,
  loanFit,
  loanKinds,
  schemeFit,
  schemeTypes,
  type FpoSnapshot,
  type Reason,
} from '@sangam/domain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { wordReason } from './reason-words.ts';

const catalogues = import.meta.glob<Record<string, unknown>>('../../locales/*/recommendations.json', {
  eager: true,
  import: 'default',
});

const snapshots = (): FpoSnapshot[] => {
  const out: FpoSnapshot[] = [];
  for (const totalFarmers of [0, 60, 120, 300])
    for (const documentCompliance of [0, 45, 65, 85])
      for (const [productValue, inputValue, fssaiNumber] of [
        [0, 0, null],
        [2_000_000, 50_000, '11223344556677'],
      ] as const)
        for (const state of [null, 'Karnataka'])
          for (const primaryCrops of [[], ['Ragi'], ['Cotton']])
            out.push({
              fpoName: 'FPO',
              totalFarmers,
              totalAcres: totalFarmers * 2,
              averageAcres: 2,
              businessOpportunity: totalFarmers * 90_000,
              productValue,
              inputValue,
              location: { state, district: null, pincode: null },
              gstNumber: null,
              fssaiNumber,
              documentCompliance,
              primaryCrops,
            });
  return out;
};

/** Every reason the scoring gives, over a spread of FPOs, loans and schemes. */
const everyReason = (): Reason[] => {
  const reasons: Reason[] = [];
  for (const s of snapshots()) {
    for (const lenderType of lenderTypes)
      for (const loanKind of loanKinds)
        for (const [minAmount, maxAmount] of [
          [100_000, 1_000_000],
          [1_000_000, 50_000_000],
          [100_000_000, 500_000_000],
        ] as const)
          reasons.push(...loanFit(s, { lenderType, loanKind, minAmount, maxAmount }).reasons);
    for (const schemeType of schemeTypes)
      for (const applicableStates of [[], ['Karnataka'], ['Telangana']])
        for (const cropSpecific of [[], ['Ragi']])
          reasons.push(...schemeFit(s, { schemeType, applicableStates, cropSpecific }).reasons);
  }
  return reasons;
};

describe('the reasons of a fitment score (decision 018)', () => {
  const reasons = everyReason();

  it.each([...languages])('are all worded in %s, with their values filled in', async (language) => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: language,
      resources: {
        [language]: { recommendations: catalogues[`../../locales/${language}/recommendations.json`] ?? {} },
      },
      defaultNS: 'recommendations',
      interpolation: { escapeValue: false },
    });
    const unworded = new Set<string>();
    for (const reason of reasons) {
      const sentence = wordReason(i18n.t, reason);
      if (!sentence || sentence.includes('{{')) unworded.add(reason.code);
    }
    expect([...unworded]).toEqual([]);
  });

  it('shows amounts short, compliance as a whole percent and an unknown state apart', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { recommendations: catalogues['../../locales/en/recommendations.json'] ?? {} } },
      defaultNS: 'recommendations',
      interpolation: { escapeValue: false },
    });
    const t = i18n.t;
    expect(
      wordReason(t, {
        component: 'size',
        points: 5,
        max: 30,
        code: 'size_below_minimum',
        values: { value: 250_000, min: 31_000_000, max: 50_000_000 },
      }),
    ).toBe("Your total business value of ₹2.5 L is below this loan's minimum of ₹3.1 Cr.");
    expect(
      wordReason(t, {
        component: 'documents',
        points: 15,
        max: 20,
        code: 'documents_60',
        values: { compliance: 66.67 },
      }),
    ).toBe('Document compliance is 67%. At 80% this scores full points.');
    expect(
      wordReason(t, { component: 'state', points: 0, max: 20, code: 'state_unknown', values: { state: '' } }),
    ).toBe("Offered only in some states, and your FPO's state is not known yet.");
    expect(wordReason(t, { component: 'size', points: 1, max: 2, code: 'a_new_code' })).toBe('');
  });
});
