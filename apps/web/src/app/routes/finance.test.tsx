import {
  fitTier,
  loanFit,
  type FpoSnapshot,
  type LoanRecommendations,
  type ScoredLoan,
} from '@sangam/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi } from '@/test/stub-api.ts';
import { FinanceScreen } from './finance.tsx';

const snapshot: FpoSnapshot = {
  fpoName: 'Kolar Raitha FPO',
  totalFarmers: 120,
  totalAcres: 300.5,
  averageAcres: 2.5,
  businessOpportunity: 13_522_500,
  productValue: 250_000,
  inputValue: 0,
  location: { state: 'Karnataka', district: 'Kolar', pincode: '563101' },
  gstNumber: '29ABCDE1234F1Z5',
  fssaiNumber: null,
  documentCompliance: 70,
  primaryCrops: ['Ragi'],
};

/** A catalogue loan, scored for the snapshot by the real rules unless a score is given. */
const aLoan = (overrides: Partial<ScoredLoan> & Pick<ScoredLoan, 'id' | 'lenderName'>): ScoredLoan => {
  const terms = {
    lenderType: overrides.lenderType ?? 'Bank',
    loanKind: overrides.loanKind ?? 'other',
    minAmount: overrides.minAmount ?? 1_000_000,
    maxAmount: overrides.maxAmount ?? 20_000_000,
  };
  const fit = loanFit(snapshot, terms);
  const score = overrides.fitmentScore ?? fit.score;
  return {
    loanType: 'FPO term loan',
    interestRate: '8.5% - 10%',
    tenure: '3 to 7 years',
    processingTime: '15-30 days',
    contactPhone: '1800 123 4567',
    contactEmail: 'fpo@lender.example',
    website: 'lender.example',
    eligibilityCriteria: ['Registered FPO for 2 years'],
    requiredDocuments: ['Audited balance sheet'],
    specialFeatures: ['No prepayment charge'],
    collateralRequired: false,
    subsidyAvailable: false,
    icon: 'landmark',
    fitmentReasons: fit.reasons,
    ...terms,
    ...overrides,
    fitmentScore: score,
    tier: fitTier(score),
  };
};

const loans: ScoredLoan[] = [
  aLoan({
    id: 'nabkisan',
    lenderName: 'NABKISAN Finance',
    lenderType: 'NBFC',
    loanType: 'Working capital for FPOs',
    loanKind: 'working_capital',
    minAmount: 500_000,
    maxAmount: 50_000_000,
  }),
  aLoan({ id: 'canara', lenderName: 'Canara Bank', fitmentScore: 84 }),
  aLoan({ id: 'sfac', lenderName: 'SFAC Credit Guarantee', fitmentScore: 66, lenderType: 'Government' }),
  aLoan({
    id: 'samunnati',
    lenderName: 'Samunnati',
    lenderType: 'Fintech',
    fitmentScore: 45,
    contactPhone: null,
    contactEmail: null,
    website: null,
  }),
  aLoan({
    id: 'coop',
    lenderName: 'District Co-operative Bank',
    lenderType: 'Cooperative',
    fitmentScore: 30,
  }),
];

const answer = (overrides: Partial<LoanRecommendations> = {}): LoanRecommendations => ({
  snapshot,
  calculatedAt: '2026-11-23T18:30:00.000Z',
  fromCache: true,
  items: loans,
  ...overrides,
});

const renderFinance = (routes: Parameters<typeof stubApi>[0] = {}) => {
  const calls = stubApi({ 'GET /api/recommendations/loans': () => json(200, answer()), ...routes });
  renderScreen(
    <ToastProvider>
      <FinanceScreen />
    </ToastProvider>,
    { path: '/finance' },
  );
  return { calls, user: userEvent.setup() };
};

const row = (name: RegExp) => screen.getByRole('listitem', { name });

afterEach(() => vi.unstubAllGlobals());

describe('Finance and Loan Options (document 2, 2.13)', () => {
  it('shows the cached banner with the IST time, and counts every tab', async () => {
    renderFinance();
    expect(await screen.findByText('Showing cached recommendations')).toBeTruthy();
    expect(screen.getByText('Last updated: 24 Nov 2026, 12:00 am IST')).toBeTruthy();
    expect(screen.getByText('Data is refreshed daily at midnight.')).toBeTruthy();
    // NABKISAN scores 100 for this FPO (a large business value, 120 farmers, 70% documents, input stock none).
    expect(screen.getByRole('tab', { name: 'All Options 5' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Best Fit 2' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Good Fit 1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Fair Fit 2' })).toBeTruthy();
    expect(screen.getAllByRole('listitem', { name: /:/ })).toHaveLength(5);
  });

  it('filters by fitment category, best first as the server sent them', async () => {
    const { user } = renderFinance();
    await user.click(await screen.findByRole('tab', { name: /Best Fit/ }));
    const names = screen.getAllByRole('listitem', { name: /:/ }).map((li) => li.getAttribute('aria-label'));
    expect(names).toEqual(['NABKISAN Finance: Working capital for FPOs', 'Canara Bank: FPO term loan']);
    await user.click(screen.getByRole('tab', { name: /Fair Fit/ }));
    expect(screen.getAllByRole('listitem', { name: /:/ }).map((li) => li.getAttribute('aria-label'))).toEqual(
      ['Samunnati: FPO term loan', 'District Co-operative Bank: FPO term loan'],
    );
    // The arrow keys move along the tabs.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /Good Fit/ }).getAttribute('aria-selected')).toBe('true');
    expect(row(/SFAC/)).toBeTruthy();
  });

  it('shows the amounts short, the terms, and the contact links a lender has', async () => {
    renderFinance();
    const canara = await screen.findByRole('listitem', { name: /Canara Bank/ });
    expect(within(canara).getByText('₹10 L – ₹2 Cr')).toBeTruthy();
    expect(within(canara).getByText('Interest: 8.5% - 10%')).toBeTruthy();
    expect(within(canara).getByText('Tenure: 3 to 7 years')).toBeTruthy();
    expect(within(canara).getByText('15-30 days')).toBeTruthy();
    expect(within(canara).getByRole('link', { name: 'Call Canara Bank' }).getAttribute('href')).toBe(
      'tel:18001234567',
    );
    expect(within(canara).getByRole('link', { name: 'Website of Canara Bank' }).getAttribute('href')).toBe(
      'https://lender.example',
    );
    const samunnati = row(/Samunnati/);
    expect(within(samunnati).queryByRole('link')).toBeNull();
    expect(within(samunnati).getByText('No contact details')).toBeTruthy();
  });

  it('opens one row at a time, with the lists, every reason worded and the contact buttons', async () => {
    const { user } = renderFinance();
    const nabkisan = await screen.findByRole('listitem', { name: /NABKISAN/ });
    await user.click(within(nabkisan).getByRole('button', { name: /View reasons/ }));
    const open = screen.getByRole('region', { name: /NABKISAN/ });
    expect(within(open).getByText('Eligibility criteria')).toBeTruthy();
    expect(within(open).getByText('Registered FPO for 2 years')).toBeTruthy();
    expect(within(open).getByText('Audited balance sheet')).toBeTruthy();
    expect(within(open).getByText('No prepayment charge')).toBeTruthy();
    expect(within(open).getByText('Why it fits')).toBeTruthy();
    expect(
      within(open).getByText('Your total business value of ₹1.4 Cr suits a loan of ₹5 L to ₹5 Cr.'),
    ).toBeTruthy();
    expect(
      within(open).getByText('120 farmers: 100 or more. At 250 farmers this scores full points.'),
    ).toBeTruthy();
    expect(
      within(open).getByText('Document compliance is 70%. At 80% this scores full points.'),
    ).toBeTruthy();
    expect(
      within(open).getByText('NBFCs look for a business value of ₹20 L or more: yours is ₹1.4 Cr.'),
    ).toBeTruthy();
    expect(
      within(open).getByText('A working capital loan: your FPO has no input stock recorded yet.'),
    ).toBeTruthy();
    expect(within(open).getByText('30/30')).toBeTruthy();
    expect(within(open).getByText('5/10')).toBeTruthy();
    expect(within(open).getByRole('link', { name: /Call 1800 123 4567/ })).toBeTruthy();
    expect(
      within(nabkisan)
        .getByRole('button', { name: /Hide reasons/ })
        .getAttribute('aria-expanded'),
    ).toBe('true');

    await user.click(within(row(/Canara/)).getByRole('button', { name: /View reasons/ }));
    expect(screen.queryByRole('region', { name: /NABKISAN/ })).toBeNull();
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region', { name: /Canara/ })).toBeTruthy();
    await user.click(within(row(/Canara/)).getByRole('button', { name: /Hide reasons/ }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it("prefills the email with a subject and the FPO's profile", async () => {
    const { user } = renderFinance();
    const canara = await screen.findByRole('listitem', { name: /Canara/ });
    await user.click(within(canara).getByRole('button', { name: /View reasons/ }));
    const href = within(screen.getByRole('region'))
      .getByRole('link', { name: 'Send email' })
      .getAttribute('href');
    const mail = new URL(href ?? '');
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe('fpo@lender.example');
    expect(mail.searchParams.get('subject')).toBe('Loan enquiry from Kolar Raitha FPO: FPO term loan');
    const body = mail.searchParams.get('body') ?? '';
    expect(body).toContain('Dear Canara Bank team,');
    for (const line of [
      '- Farmers: 120',
      '- Total acres: 300.5',
      '- Total business value: ₹1.4 Cr',
      '- Location: Kolar, Karnataka',
      '- GST registration: Yes',
      '- FSSAI licence: No',
      '- Document compliance: 70%',
    ])
      expect(body).toContain(line);
    // The envelope in the Contact Details column carries the same email.
    expect(within(canara).getByRole('link', { name: 'Email Canara Bank' }).getAttribute('href')).toBe(href);
  });

  it("refreshes now: 'Refreshing...', then the POST's answer and 'Data refreshed'", async () => {
    let release: () => void = () => {};
    const { calls, user } = renderFinance({
      'POST /api/recommendations/loans/refresh': () =>
        new Promise<Response>((resolve) => {
          release = () =>
            resolve(
              json(
                200,
                answer({
                  fromCache: false,
                  calculatedAt: '2026-11-24T06:15:00.000Z',
                  items: loans.slice(0, 2),
                }),
              ),
            );
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Refresh Now' }));
    expect(screen.getByRole('button', { name: 'Refreshing...' })).toBeTruthy();
    release();
    expect(await screen.findByText('Data refreshed')).toBeTruthy();
    expect(screen.getByText('Last updated: 24 Nov 2026, 11:45 am IST')).toBeTruthy();
    expect(screen.queryByText('Showing cached recommendations')).toBeNull();
    expect(screen.getByRole('tab', { name: 'All Options 2' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/recommendations/loans/refresh',
    ]);
  });

  it('says so when a refresh is refused, and keeps what was shown', async () => {
    const { user } = renderFinance({
      'POST /api/recommendations/loans/refresh': () => refusal(500, 'internal_error'),
    });
    await user.click(await screen.findByRole('button', { name: 'Refresh Now' }));
    expect(await screen.findByText('Could not refresh the recommendations')).toBeTruthy();
    expect(screen.getByText('Showing cached recommendations')).toBeTruthy();
    expect(screen.getAllByRole('listitem', { name: /:/ })).toHaveLength(5);
  });

  it("shows 'No options in this category' for an empty tab", async () => {
    const { user } = renderFinance({
      'GET /api/recommendations/loans': () => json(200, answer({ items: loans.slice(0, 2) })),
    });
    await user.click(await screen.findByRole('tab', { name: 'Fair Fit 0' }));
    expect(screen.getByText('No options in this category')).toBeTruthy();
    expect(screen.getByText('Try selecting a different fitment category')).toBeTruthy();
  });

  it('says plainly when the catalogue has no loans, and keeps the disclaimer', async () => {
    renderFinance({ 'GET /api/recommendations/loans': () => json(200, answer({ items: [] })) });
    expect(await screen.findByText('No loan options are listed yet')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByText(/Approval depends on each lender/)).toBeTruthy();
  });

  it('offers to try again when the options cannot be loaded', async () => {
    let fail = true;
    renderFinance({
      'GET /api/recommendations/loans': () => (fail ? refusal(500, 'internal_error') : json(200, answer())),
    });
    expect(await screen.findByText('The loan options could not be loaded.')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('listitem', { name: /:/ })).toHaveLength(5));
  });
});
