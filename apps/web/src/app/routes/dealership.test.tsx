import type { DealershipCompany, DealershipOffer, DealershipOverview } from '@sangam/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi } from '@/test/stub-api.ts';
import { DealershipScreen } from './dealership.tsx';

const met = { farmers: true, acres: true, turnover: true, documents: true, location: true };
const offer = (overrides: Partial<DealershipOffer>): DealershipOffer => ({
  requirementId: 'r1',
  categoryId: 'seeds',
  categoryName: 'Seeds',
  minFarmers: 50,
  minAcres: 100,
  minAnnualTurnover: 0,
  requiredDocuments: ['gst'],
  states: [],
  commissionStructure: null,
  additionalRequirements: null,
  eligibility: { eligible: true, checks: met, unmet: [] },
  application: null,
  ...overrides,
});
const company = (overrides: Partial<DealershipCompany>): DealershipCompany => ({
  id: 'c1',
  name: 'Hasiru Seeds',
  description: null,
  website: null,
  eligible: true,
  offers: [offer({})],
  ...overrides,
});

const overview = (overrides: Partial<DealershipOverview> = {}): DealershipOverview => ({
  figures: {
    farmers: 120,
    acres: 250,
    turnover: 11_250_000,
    turnoverSource: 'estimate',
    documents: ['gst'],
    state: 'Karnataka',
  },
  categories: [
    { id: 'seeds', name: 'Seeds' },
    { id: 'tools', name: 'Tools' },
  ],
  companies: [
    company({}),
    company({
      id: 'c2',
      name: 'Bhoomi Implements',
      eligible: false,
      offers: [
        offer({
          requirementId: 'r2',
          categoryId: 'tools',
          categoryName: 'Tools',
          eligibility: {
            eligible: false,
            checks: {
              ...met,
              farmers: false,
              acres: false,
              turnover: false,
              documents: false,
              location: false,
            },
            unmet: [
              { kind: 'farmers', short: 80 },
              { kind: 'acres', short: 12.5 },
              { kind: 'turnover', needed: 15_000_000 },
              { kind: 'documents', missing: ['pan', 'moa'] },
              { kind: 'location' },
            ],
          },
        }),
      ],
    }),
  ],
  applications: [],
  counts: { eligible: 1, applied: 0, total: 2 },
  ...overrides,
});

const renderDealership = (routes: Parameters<typeof stubApi>[0] = {}) => {
  const calls = stubApi({ 'GET /api/dealerships': () => json(200, overview()), ...routes });
  renderScreen(
    <ToastProvider>
      <DealershipScreen />
    </ToastProvider>,
    { path: '/dealership' },
  );
  return { calls, user: userEvent.setup() };
};

afterEach(() => vi.unstubAllGlobals());

describe('Dealership Opportunities (document 2, 2.17)', () => {
  it("says what each category needs in the spec's words, and that turnover is an estimate", async () => {
    renderDealership();
    const tools = await screen.findByRole('listitem', { name: 'Bhoomi Implements - Tools' });
    for (const message of [
      'Need 80 more farmers',
      'Need 12.5 more acres',
      'Need higher annual turnover (₹1.5 Cr)',
      'Missing documents: PAN, MOA',
      'Location not covered by this dealership',
    ])
      expect(within(tools).getByText(message)).toBeTruthy();
    expect(within(tools).queryByRole('button', { name: 'Apply Now' })).toBeNull();
    expect(screen.getByText('(estimate)')).toBeTruthy();
    expect(screen.getByText('₹1.1 Cr')).toBeTruthy();
  });

  it('filters by category and to eligible only', async () => {
    const { user } = renderDealership();
    await screen.findByRole('article', { name: 'Hasiru Seeds' });
    await user.click(screen.getByRole('checkbox', { name: 'Show eligible only' }));
    expect(screen.queryByRole('article', { name: 'Bhoomi Implements' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Show eligible only' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Categories' })).getByRole('button', { name: 'Tools' }),
    );
    expect(screen.queryByRole('article', { name: 'Hasiru Seeds' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Bhoomi Implements' })).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'nothing like it');
    expect(screen.getByText('No companies match your search or filters')).toBeTruthy();
  });

  it('sends an application only with the terms ticked, and words a refusal', async () => {
    const { calls, user } = renderDealership({
      'POST /api/dealerships/applications': () => refusal(409, 'already_applied'),
    });
    await user.click(await screen.findByRole('button', { name: 'Apply Now' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/5-7 business days/)).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Submit Application' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(submit);
    expect(await screen.findByText('You have already applied for this dealership.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ requirementId: 'r1', acceptTerms: true });
  });

  it('shows the status of an applied category instead of the button', async () => {
    renderDealership({
      'GET /api/dealerships': () =>
        json(
          200,
          overview({
            companies: [
              company({
                offers: [
                  offer({
                    application: {
                      id: 'a1',
                      companyId: 'c1',
                      companyName: 'Hasiru Seeds',
                      categoryId: 'seeds',
                      categoryName: 'Seeds',
                      status: 'under_review',
                      appliedAt: '2026-11-20T10:00:00Z',
                      statusChangedAt: null,
                      reviewNote: null,
                    },
                  }),
                ],
              }),
            ],
          }),
        ),
    });
    const seeds = await screen.findByRole('listitem', { name: 'Hasiru Seeds - Seeds' });
    expect(within(seeds).getByText('Under Review')).toBeTruthy();
    expect(within(seeds).queryByRole('button', { name: 'Apply Now' })).toBeNull();
  });

  it('says plainly when no company is listed yet', async () => {
    renderDealership({
      'GET /api/dealerships': () =>
        json(200, overview({ companies: [], categories: [], counts: { eligible: 0, applied: 0, total: 0 } })),
    });
    expect(await screen.findByText('No companies are listed yet')).toBeTruthy();
  });

  it('says the page could not load', async () => {
    renderDealership({ 'GET /api/dealerships': () => refusal(500, 'internal_error') });
    expect(await screen.findByText('Failed to load dealership opportunities')).toBeTruthy();
  });
});
