import {
  adminSummary,
  fpoScore,
  noPageAccess,
  scoreLabel,
  type AdminStanding,
  type FpoFigures,
  type MeResponse,
  type Scorecard,
  type ScorecardRow,
} from '@sangam/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { resetSession, setSession } from '@/lib/session.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi, type ApiCall } from '@/test/stub-api.ts';
import { AdminScorecardScreen } from './admin-scorecard.tsx';

/** A leaderboard row scored by the domain's own rule, so the figures and points agree. */
const aRow = (rank: number, figures: FpoFigures, over: Partial<ScorecardRow> = {}): ScorecardRow => {
  const { total, points } = fpoScore(figures);
  return {
    rank,
    fpoId: `fpo-${rank}`,
    fpoName: `FPO ${rank}`,
    userId: `user-${rank}`,
    contactName: `Contact ${rank}`,
    email: `owner${rank}@fpo.example`,
    figures,
    points,
    total,
    label: scoreLabel(total),
    ...over,
  };
};

// 520 farmers, 6 crops, ₹12,500 of input demand, ₹23.4 lakh of products, ₹800 of inputs, 3 of 5
// documents: 25 + 15 + 3 + 15 + 2 + 12 = 72.0, Good.
const second = aRow(2, {
  farmers: 520,
  crops: 6,
  inputOpportunity: 12_500,
  productOpportunity: 2_340_000,
  inventoryValue: 800,
  documentCompliance: 60,
});
const first = aRow(1, {
  farmers: 600,
  crops: 8,
  inputOpportunity: 1_500_000,
  productOpportunity: 1_200_000,
  inventoryValue: 1_000_000,
  documentCompliance: 100,
});
// No owner any more: the name is plain text, and the e-mail stands in for nobody.
const third = aRow(
  3,
  {
    farmers: 0,
    crops: 0,
    inputOpportunity: 0,
    productOpportunity: 0,
    inventoryValue: 0,
    documentCompliance: 40,
  },
  { userId: null, contactName: null, email: null, fpoName: 'Orphan FPO' },
);
const fourth = aRow(
  4,
  {
    farmers: 12,
    crops: 1,
    inputOpportunity: 0,
    productOpportunity: 0,
    inventoryValue: 0,
    documentCompliance: 0,
  },
  { contactName: null },
);

const scorecard = (over: Partial<Scorecard['analytics']> = {}, items = [first, second, third, fourth]) =>
  ({
    analytics: {
      fpos: 4,
      averageScore: 45.55,
      topPerformers: 1,
      activeFpos: 3,
      totalOpportunity: 5_052_500,
      totalFarmers: 1132,
      scoreDistribution: [
        { label: 'excellent', count: 1 },
        { label: 'good', count: 1 },
        { label: 'average', count: 0 },
        { label: 'needs_improvement', count: 2 },
      ],
      performanceByMetric: [
        { metric: 'farmers', average: 13.8, top: 25, max: 25 },
        { metric: 'crops', average: 12, top: 15, max: 15 },
        { metric: 'inputOpportunity', average: 4.5, top: 15, max: 15 },
        { metric: 'productOpportunity', average: 7.5, top: 15, max: 15 },
        { metric: 'inventoryValue', average: 3, top: 10, max: 10 },
        { metric: 'documentCompliance', average: 10, top: 20, max: 20 },
      ],
      ...over,
    },
    leaderboard: { items, total: items.length, page: 1, pageSize: 50 },
  }) satisfies Scorecard;

const meAs = (standing: AdminStanding): MeResponse => {
  const admin = adminSummary(standing);
  return {
    user: { id: 'admin', email: 'admin@fpo.example', name: 'Admin', emailVerified: true, language: 'en' },
    profile: null,
    fpo: null,
    isAdmin: admin !== null,
    admin,
    upgradeWhatsappNumber: '919845012345',
    supportEmail: null,
  };
};

const scorecardViewer: AdminStanding = {
  kind: 'granted',
  isSuperAdmin: false,
  isActive: true,
  pageAccess: { ...noPageAccess(), scorecard: { view: true, edit: false, delete: false } },
};

const render = (
  answer: (call: ApiCall) => Response = () => json(200, scorecard()),
  standing: AdminStanding = { kind: 'owner' },
) => {
  setSession(meAs(standing));
  const calls = stubApi({ 'GET /api/admin/scorecard': answer });
  renderScreen(
    <ToastProvider>
      <AdminScorecardScreen />
    </ToastProvider>,
  );
  return { calls, user: userEvent.setup() };
};

const searchOf = (call: ApiCall | undefined) => new URL(call?.path ?? '/', 'http://x').searchParams;
const rows = () =>
  within(screen.getByRole('table', { name: 'Leaderboard' }))
    .getAllByRole('row')
    .slice(1) as HTMLTableRowElement[];
const cells = (row: HTMLTableRowElement | undefined) =>
  [...(row?.cells ?? [])].map((cell) => cell.textContent);
const card = (label: string) => screen.getByText(label).parentElement?.textContent;

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('FPO Scorecard & Leaderboard (document 2, 2.3)', () => {
  it('shows the summary cards: average to one decimal, top performers, active FPOs, opportunity in M', async () => {
    const { calls } = render();
    expect(await screen.findByRole('heading', { name: 'FPO Scorecard & Leaderboard' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Data' })).toBeTruthy();
    await screen.findByText('Average Score');
    expect(card('Average Score')).toBe('Average Score45.6out of 100, over 4 FPOs');
    expect(card('Top Performers')).toBe('Top Performers1scoring 80 or more');
    expect(card('Active FPOs')).toBe('Active FPOs3with farmers, of 4 FPOs');
    expect(card('Total Opportunity')).toBe('Total Opportunity₹5.1Minput demand and product stock');
    // The first page without a search serves the cards and the list: one request.
    expect(calls.map((call) => call.path)).toEqual(['/api/admin/scorecard?page=1']);
  });

  it('ranks the FPOs with icons for the top three, each figure with its points, amounts in K or M', async () => {
    render();
    await screen.findByRole('table', { name: 'Leaderboard' });
    const [one, two, three, four] = rows();
    expect(cells(two)).toEqual([
      '2',
      'FPO 2',
      'Contact 2',
      '72.0',
      '52025.0 / 25 pts',
      '615.0 / 15 pts',
      '₹12.5K3.0 / 15 pts',
      '₹2.3M15.0 / 15 pts',
      '₹8002.0 / 10 pts',
      '60%12.0 / 20 pts',
      'Good',
    ]);
    expect(cells(one)?.slice(0, 4)).toEqual(['1', 'FPO 1', 'Contact 1', '100.0']);
    expect(cells(one)?.[6]).toBe('₹1.5M15.0 / 15 pts');
    expect(cells(one)?.at(-1)).toBe('Excellent');
    expect(within(one as HTMLElement).getByRole('img', { name: 'First place' })).toBeTruthy();
    expect(within(two as HTMLElement).getByRole('img', { name: 'Second place' })).toBeTruthy();
    expect(within(three as HTMLElement).getByRole('img', { name: 'Third place' })).toBeTruthy();
    expect(within(four as HTMLElement).queryByRole('img')).toBeNull();
    // Without a contact name the e-mail stands in; without either, a dash.
    expect(cells(four)?.[2]).toBe('owner4@fpo.example');
    expect(cells(three)?.[2]).toBe('—');
    expect(cells(three)?.at(-1)).toBe('Needs Improvement');
    // On a phone each cell names its column.
    expect(two?.cells[6]?.dataset.label).toBe('Input opportunity');
  });

  it("links each FPO to its owner's page, and shows an FPO without an owner as plain text", async () => {
    render();
    await screen.findByRole('table', { name: 'Leaderboard' });
    expect(screen.getByRole('link', { name: 'FPO 1' }).getAttribute('href')).toBe('/admin/users/user-1');
    expect(screen.getByRole('link', { name: 'FPO 2' }).getAttribute('href')).toBe('/admin/users/user-2');
    expect(screen.getByText('Orphan FPO').closest('a')).toBeNull();
  });

  it('does not link to user pages an admin of the scorecard alone may not open', async () => {
    render(undefined, scorecardViewer);
    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    expect(within(table).getByText('FPO 1').closest('a')).toBeNull();
    expect(within(table).queryAllByRole('link')).toEqual([]);
    // Refresh Data only reads: a viewer has it.
    expect(screen.getByRole('button', { name: 'Refresh Data' })).toBeTruthy();
  });

  it('warns when the average is below 50', async () => {
    render();
    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toContain('Overall performance needs attention');
    expect(warning.textContent).toContain('The average score is 45.6, below 50.');
  });

  it('gives no warning from an average of 50 on', async () => {
    render(() => json(200, scorecard({ averageScore: 50 })));
    await screen.findByText('Average Score');
    expect(screen.queryByText('Overall performance needs attention')).toBeNull();
  });

  it('draws the distribution and the metrics, and lists their figures in words', async () => {
    render();
    const distribution = (await screen.findByText('Score distribution')).closest('figure') as HTMLElement;
    const legend = within(distribution)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(legend).toEqual([
      'Excellent (80 and above)1 FPO',
      'Good (60 to 79.9)1 FPO',
      'Average (40 to 59.9)0 FPOs',
      'Needs Improvement (below 40)2 FPOs',
    ]);
    const metrics = screen.getByText('Performance by metric').closest('figure') as HTMLElement;
    expect(within(metrics).getByText('Farmers').nextElementSibling?.textContent).toBe(
      'average 13.8 · top 25.0 of 25',
    );
    expect(within(metrics).getByText('Inventory value').nextElementSibling?.textContent).toBe(
      'average 3.0 · top 10.0 of 10',
    );
  });

  it('gives the insights, the strengths and areas for improvement, and the recommended actions', async () => {
    render();
    const insights = (await screen.findByRole('heading', { name: 'Key Performance Insights' })).closest(
      'section',
    ) as HTMLElement;
    const figure = (panel: string, term: string) =>
      within(within(insights).getByText(panel).closest('section') as HTMLElement).getByText(term)
        .nextElementSibling?.textContent;
    expect(figure('Top performer', 'FPO')).toBe('FPO 1');
    expect(figure('Top performer', 'Score')).toBe('100.0');
    expect(figure('Top performer', 'Performance')).toBe('Excellent');
    expect(figure('Farmer network', 'Farmers')).toBe('1,132');
    expect(figure('Farmer network', 'FPOs with farmers')).toBe('3 of 4');
    expect(figure('Farmer network', 'Average per FPO with farmers')).toBe('377');
    expect(figure('Business potential', 'Input demand and product stock')).toBe('₹5.1M');
    expect(figure('Business potential', 'Average per FPO')).toBe('₹1.3M');

    // Three quarters of a metric's points make a strength: crops 12 of 15 is one, farmers 13.8 of 25 not.
    const listed = (name: string) =>
      within(screen.getByRole('heading', { name }).closest('section') as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(listed('Strengths')).toEqual(['Cropsaverage 12.0 of 15']);
    expect(listed('Areas for improvement')).toEqual([
      'Farmersaverage 13.8 of 25',
      'Input opportunityaverage 4.5 of 15',
      'Product opportunityaverage 7.5 of 15',
      'Inventory valueaverage 3.0 of 10',
      'Document complianceaverage 10.0 of 20',
    ]);
    expect(listed('Recommended actions')).toHaveLength(5);
  });

  it("says 'No Data Available' when there is no FPO", async () => {
    render(() =>
      json(
        200,
        scorecard(
          {
            fpos: 0,
            averageScore: 0,
            topPerformers: 0,
            activeFpos: 0,
            totalOpportunity: 0,
            totalFarmers: 0,
          },
          [],
        ),
      ),
    );
    expect(await screen.findByText('No Data Available')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Average Score')).toBeNull();
  });

  it('searches the leaderboard on the server, and says when nothing matches', async () => {
    const { calls, user } = render((call) =>
      json(200, searchOf(call).get('search') === 'zzz' ? scorecard({}, []) : scorecard()),
    );
    await screen.findByRole('table', { name: 'Leaderboard' });
    await user.type(screen.getByRole('searchbox', { name: 'Search the leaderboard' }), 'zzz');
    expect(await screen.findByText('No FPO matches your search.')).toBeTruthy();
    expect(searchOf(calls.at(-1)).get('search')).toBe('zzz');
    expect(searchOf(calls.at(-1)).get('page')).toBe('1');
    // The cards keep the whole picture.
    expect(card('Active FPOs')).toBe('Active FPOs3with farmers, of 4 FPOs');
  });

  it('pages the leaderboard 50 at a time, with no page-size choice', async () => {
    const many = Array.from({ length: 50 }, (_, i) =>
      aRow(i + 51, second.figures, { fpoName: `Page two ${i}` }),
    );
    const { calls, user } = render((call) => {
      const page = Number(searchOf(call).get('page'));
      const body = scorecard({ fpos: 120 }, page === 2 ? many : [first, second, third, fourth]);
      return json(200, { ...body, leaderboard: { ...body.leaderboard, total: 120, page } });
    });
    expect(await screen.findByText('Showing 1 to 50 of 120 results')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page two 0')).toBeTruthy();
    expect(screen.getByText('Showing 51 to 100 of 120 results')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual([
      '/api/admin/scorecard?page=1',
      '/api/admin/scorecard?page=2',
    ]);
    // The insights still name the FPO ranked first.
    const insights = screen.getByRole('heading', { name: 'Key Performance Insights' }).closest('section');
    expect(insights?.textContent).toContain('FPO 1');
  });

  it('reads the scores again on Refresh Data and says so', async () => {
    const { calls, user } = render();
    await screen.findByRole('table', { name: 'Leaderboard' });
    await user.click(screen.getByRole('button', { name: 'Refresh Data' }));
    expect(await screen.findByText('Data Refreshed')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it.each([
    [500, 'internal_error', 'Failed to load scorecard data: Something went wrong. Please try again.'],
    [403, 'forbidden', 'Failed to load scorecard data: You do not have permission to do this.'],
  ])(
    "says 'Load Failed' with the reason (%s), and loads again on Try again",
    async (status, code, message) => {
      let fail = true;
      const { user } = render(() => (fail ? refusal(status, code) : json(200, scorecard())));
      const banner = await screen.findByRole('alert');
      expect(banner.textContent).toContain('Load Failed');
      expect(banner.textContent).toContain(message);
      // The toast says it too.
      await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
      fail = false;
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('table', { name: 'Leaderboard' })).toBeTruthy();
    },
  );
});
