import {
  fitTier,
  schemeFit,
  type FpoSnapshot,
  type SchemeRecommendations,
  type ScoredScheme,
} from '@sangam/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, stubApi } from '@/test/stub-api.ts';
import { SchemesScreen } from './schemes.tsx';

const snapshot: FpoSnapshot = {
  fpoName: 'Kolar Raitha FPO',
  totalFarmers: 120,
  totalAcres: 300.5,
  averageAcres: 2.5,
  businessOpportunity: 13_522_500,
  productValue: 250_000,
  inputValue: 0,
  location: { state: 'Karnataka', district: 'Kolar', pincode: '563101' },
  gstNumber: null,
  fssaiNumber: '11223344556677',
  documentCompliance: 85,
  primaryCrops: ['Ragi', 'Tomato'],
};

/** A catalogue scheme, scored for the snapshot by the real rules unless a score is given. */
const aScheme = (
  overrides: Partial<ScoredScheme> & Pick<ScoredScheme, 'id' | 'schemeName'>,
  fpo: FpoSnapshot = snapshot,
): ScoredScheme => {
  const terms = {
    schemeType: overrides.schemeType ?? 'Subsidy',
    applicableStates: overrides.applicableStates ?? [],
    cropSpecific: overrides.cropSpecific ?? [],
  };
  const fit = schemeFit(fpo, terms);
  const score = overrides.fitmentScore ?? fit.score;
  return {
    governmentLevel: 'Central',
    department: 'Ministry of Agriculture and Farmers Welfare',
    benefitAmount: 'Up to ₹15 lakh equity grant',
    subsidyPercentage: '50%',
    maxBenefit: 1_500_000,
    eligibilityCriteria: ['Registered FPO'],
    requiredDocuments: ['Registration certificate'],
    applicationProcess: ['Register on the portal', 'Upload documents', 'Attend the review'],
    contactPhone: '011-23382012',
    contactEmail: 'fpo@agri.example',
    website: 'https://agri.example',
    processingTime: '60-90 days',
    targetBeneficiaries: 'FPOs with at least 50 members',
    keyFeatures: ['Matching equity grant'],
    icon: 'scroll',
    fitmentReasons: fit.reasons,
    ...terms,
    ...overrides,
    fitmentScore: score,
    tier: fitTier(score),
  };
};

const schemes: ScoredScheme[] = [
  aScheme({
    id: 'pmfme',
    schemeName: 'PM Formalisation of Micro Food Processing Enterprises',
    schemeType: 'Processing',
    applicationProcess: ['Apply on the PMFME portal', 'DPR review by the state nodal agency'],
  }),
  aScheme({
    id: 'raitha',
    schemeName: 'Raitha Siri',
    governmentLevel: 'State',
    applicableStates: ['Karnataka'],
    cropSpecific: ['Ragi'],
    fitmentScore: 82,
  }),
  aScheme({ id: 'equity', schemeName: 'Equity Grant Fund', schemeType: 'Credit', fitmentScore: 78 }),
  aScheme({ id: 'aif', schemeName: 'Agriculture Infrastructure Fund', fitmentScore: 70 }),
  aScheme({ id: 'training', schemeName: 'Skill Training', schemeType: 'Training', fitmentScore: 50 }),
];

const answer = (overrides: Partial<SchemeRecommendations> = {}): SchemeRecommendations => ({
  snapshot,
  calculatedAt: '2026-11-23T18:30:00.000Z',
  fromCache: true,
  items: schemes,
  ...overrides,
});

const renderSchemes = (routes: Parameters<typeof stubApi>[0] = {}) => {
  const calls = stubApi({ 'GET /api/recommendations/schemes': () => json(200, answer()), ...routes });
  renderScreen(
    <ToastProvider>
      <SchemesScreen />
    </ToastProvider>,
    { path: '/schemes' },
  );
  return { calls, user: userEvent.setup() };
};

const schemeRows = () =>
  screen
    .getAllByRole('listitem')
    .filter((li) => li.hasAttribute('aria-label'))
    .map((li) => li.getAttribute('aria-label'));

afterEach(() => vi.unstubAllGlobals());

describe('Government Schemes (document 2, 2.14)', () => {
  it('shows the profile tiles, the count of schemes and the tabs with counts', async () => {
    renderSchemes();
    expect(await screen.findByText('Total Farmers')).toBeTruthy();
    expect(screen.getByText('120')).toBeTruthy();
    expect(screen.getByText('300.5')).toBeTruthy();
    expect(screen.getByText('₹1.4 Cr')).toBeTruthy();
    expect(screen.getByText('Kolar, Karnataka')).toBeTruthy();
    expect(screen.getByText('5 schemes available')).toBeTruthy();
    expect(screen.getByText('Showing cached recommendations')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All Schemes 5' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Best Match 2' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Good Match 2' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Fair Match 1' })).toBeTruthy();
    expect(schemeRows()).toHaveLength(5);
  });

  it("says where the location comes from when the FPO's place is not known yet", async () => {
    renderSchemes({
      'GET /api/recommendations/schemes': () =>
        json(
          200,
          answer({
            snapshot: {
              ...snapshot,
              totalFarmers: 0,
              location: { state: null, district: null, pincode: null },
            },
          }),
        ),
    });
    expect(await screen.findByText('Not known yet')).toBeTruthy();
    expect(screen.getByText(/It comes from your farmers' addresses/)).toBeTruthy();
  });

  it('shows the scheme details, the benefit and the level and type', async () => {
    renderSchemes();
    const raitha = await screen.findByRole('listitem', { name: 'Raitha Siri' });
    expect(within(raitha).getByText('State government')).toBeTruthy();
    expect(within(raitha).getByText('Subsidy')).toBeTruthy();
    expect(within(raitha).getByText('Up to ₹15 lakh equity grant')).toBeTruthy();
    expect(within(raitha).getByText('Subsidy: 50%')).toBeTruthy();
    expect(within(raitha).getByText('60-90 days')).toBeTruthy();
    expect(within(raitha).getByText('82')).toBeTruthy();
    expect(within(raitha).getByText('Excellent')).toBeTruthy();
  });

  it('filters by match, and lists the top 3 of the tab with their steps', async () => {
    const { user } = renderSchemes();
    const details = (await screen.findByRole('heading', { name: 'Detailed Scheme Information' })).closest(
      'section',
    ) as HTMLElement;
    const cards = within(details).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'PM Formalisation of Micro Food Processing Enterprises',
      'Raitha Siri',
      'Equity Grant Fund',
    ]);
    expect(within(cards[0] as HTMLElement).getByText('95% match')).toBeTruthy();
    const steps = within(cards[0] as HTMLElement).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Apply on the PMFME portal',
      'DPR review by the state nodal agency',
    ]);
    expect(steps[0]?.closest('ol')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: /Good Match/ }));
    expect(schemeRows()).toEqual(['Equity Grant Fund', 'Agriculture Infrastructure Fund']);
    expect(
      within(
        screen
          .getByRole('heading', { name: 'Detailed Scheme Information' })
          .closest('section') as HTMLElement,
      )
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Equity Grant Fund', 'Agriculture Infrastructure Fund']);
    expect(screen.getByText('78% match')).toBeTruthy();
  });

  it('opens one scheme at a time with eligibility, documents, key benefits and worded reasons', async () => {
    const { user } = renderSchemes();
    const raitha = await screen.findByRole('listitem', { name: 'Raitha Siri' });
    await user.click(within(raitha).getByRole('button', { name: /View reasons/ }));
    const open = screen.getByRole('region', { name: 'Raitha Siri' });
    expect(within(open).getByText('Eligibility')).toBeTruthy();
    expect(within(open).getByText('Registered FPO')).toBeTruthy();
    expect(within(open).getByText('Required documents')).toBeTruthy();
    expect(within(open).getByText('Key benefits')).toBeTruthy();
    expect(within(open).getByText('Matching equity grant')).toBeTruthy();
    expect(
      within(open).getByText('This scheme does not depend on how many farmers your FPO has.'),
    ).toBeTruthy();
    expect(within(open).getByText('Offered in Karnataka, where your farmers are.')).toBeTruthy();
    expect(
      within(open).getByText('Your main crops (Ragi, Tomato) are among the crops this scheme covers.'),
    ).toBeTruthy();
    expect(within(open).getByText('Document compliance is 85%: 80% or more.')).toBeTruthy();
    expect(within(open).getByText('15/15')).toBeTruthy();

    await user.click(
      within(screen.getByRole('listitem', { name: 'Equity Grant Fund' })).getByRole('button', {
        name: /View reasons/,
      }),
    );
    expect(screen.queryByRole('region', { name: 'Raitha Siri' })).toBeNull();
    const equity = screen.getByRole('region', { name: 'Equity Grant Fund' });
    expect(
      within(equity).getByText('120 farmers: 100 or more. At 250 farmers this scores full points.'),
    ).toBeTruthy();
    const mail = new URL(within(equity).getByRole('link', { name: 'Send email' }).getAttribute('href') ?? '');
    expect(mail.searchParams.get('subject')).toBe('Enquiry about Equity Grant Fund from Kolar Raitha FPO');
    expect(mail.searchParams.get('body')).toContain('- GST registration: No\n- FSSAI licence: Yes');
    expect(within(equity).getByRole('link', { name: 'Call 011-23382012' }).getAttribute('href')).toBe(
      'tel:01123382012',
    );
  });

  it('words a state scheme for an FPO whose state is not known yet', async () => {
    const unplaced = { ...snapshot, location: { state: null, district: null, pincode: null } };
    const { user } = renderSchemes({
      'GET /api/recommendations/schemes': () =>
        json(
          200,
          answer({
            snapshot: unplaced,
            items: [
              aScheme({ id: 'raitha', schemeName: 'Raitha Siri', applicableStates: ['Karnataka'] }, unplaced),
            ],
          }),
        ),
    });
    await user.click(await screen.findByRole('button', { name: /View reasons/ }));
    expect(
      screen.getByText("Offered only in some states, and your FPO's state is not known yet."),
    ).toBeTruthy();
    expect(screen.getByText('0/20')).toBeTruthy();
  });

  it("refreshes now and says 'Data refreshed'", async () => {
    const { calls, user } = renderSchemes({
      'POST /api/recommendations/schemes/refresh': () =>
        json(200, answer({ fromCache: false, items: schemes.slice(0, 1) })),
    });
    await user.click(await screen.findByRole('button', { name: 'Refresh Now' }));
    expect(await screen.findByText('Data refreshed')).toBeTruthy();
    expect(screen.getByText('1 scheme available')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/recommendations/schemes/refresh' });
  });

  it("shows 'No schemes match your filters' for an empty tab, with no top-3 section", async () => {
    const { user } = renderSchemes({
      'GET /api/recommendations/schemes': () => json(200, answer({ items: schemes.slice(0, 2) })),
    });
    await user.click(await screen.findByRole('tab', { name: 'Fair Match 0' }));
    expect(screen.getByText('No schemes match your filters')).toBeTruthy();
    expect(screen.getByText('Try adjusting your filter criteria to see more schemes')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Detailed Scheme Information' })).toBeNull();
  });

  it('gives the tips, the Kisan Call Centre and the important information', async () => {
    renderSchemes();
    expect(await screen.findByRole('heading', { name: 'Application Success Tips' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call 1800-180-1551' }).getAttribute('href')).toBe(
      'tel:18001801551',
    );
    expect(screen.getByRole('heading', { name: 'Important Information' })).toBeTruthy();
  });
});
