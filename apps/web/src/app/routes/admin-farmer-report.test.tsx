import {
  adminSummary,
  noPageAccess,
  type AdminStanding,
  type FarmerAnalytics,
  type MeResponse,
} from '@sangam/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { resetSession, setSession } from '@/lib/session.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi, type ApiCall } from '@/test/stub-api.ts';
import { routes } from '../router.tsx';
import { AdminFarmerReportScreen } from './admin-farmer-report.tsx';

type FpoStats = FarmerAnalytics['fpos']['items'][number];
const fpo = (n: number, over: Partial<FpoStats> = {}): FpoStats => ({
  fpoId: `fpo-${n}`,
  fpoName: `FPO ${n}`,
  farmers: 100 - n,
  male: 60,
  female: 40 - n,
  acres: 250.5,
  averageAcres: 2.53,
  ...over,
});

const analytics = (over: Partial<FarmerAnalytics> = {}): FarmerAnalytics => ({
  totals: {
    farmers: 12_345,
    male: 7000,
    female: 5300,
    acres: 31_234.56,
    averageAcres: 2.53,
    uniqueCrops: 14,
  },
  topCrops: [
    { crop: 'Paddy', acres: 1200, farmers: 300 },
    { crop: 'Maize', acres: 600.5, farmers: 150 },
    { crop: 'Tomato', acres: 199.5, farmers: 1 },
  ],
  fpos: {
    items: [fpo(1), fpo(2, { fpoName: null, farmers: 0, male: 0, female: 0, acres: 0, averageAcres: 0 })],
    total: 2,
    page: 1,
    pageSize: 20,
  },
  ...over,
});

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

const reportsViewer: AdminStanding = {
  kind: 'granted',
  isSuperAdmin: false,
  isActive: true,
  pageAccess: { ...noPageAccess(), reports: { view: true, edit: false, delete: false } },
};

const render = (
  answer: (call: ApiCall) => Response = () => json(200, analytics()),
  standing: AdminStanding = { kind: 'owner' },
) => {
  setSession(meAs(standing));
  const calls = stubApi({ 'GET /api/admin/farmer-analytics': answer });
  renderScreen(
    <ToastProvider>
      <AdminFarmerReportScreen />
    </ToastProvider>,
  );
  return { calls, user: userEvent.setup() };
};

const card = (label: string) => screen.getByText(label).parentElement?.textContent;
const legendOf = (title: string) =>
  within(screen.getByText(title).closest('figure') as HTMLElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const rows = () =>
  within(screen.getByRole('table', { name: 'FPO statistics' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent));

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('Farmers Report (document 2, 2.8)', () => {
  it('shows total farmers with men and women, total acreage with the average, and unique crops', async () => {
    const { calls } = render();
    expect(await screen.findByRole('heading', { name: 'Farmers Report' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Admin Dashboard' }).getAttribute('href')).toBe('/admin');
    await screen.findByText('Total Farmers');
    expect(card('Total Farmers')).toBe('Total Farmers12,345Male 7,000 · Female 5,300');
    expect(card('Total Acreage')).toBe('Total Acreage31,234.562.5 acres per farmer on average');
    expect(card('Unique Crops')).toBe('Unique Crops14named in the field records');
    expect(calls.map((call) => call.path)).toEqual(['/api/admin/farmer-analytics?page=1']);
  });

  it('draws the gender split with the farmers of no recorded gender, and the top crops by acreage', async () => {
    render();
    await screen.findByText('Gender distribution');
    expect(legendOf('Gender distribution')).toEqual([
      'Male7,000 farmers',
      'Female5,300 farmers',
      'Other or not given45 farmers',
    ]);
    expect(legendOf('Top 10 crops by acreage')).toEqual([
      'Paddy1,200 acres (60%) · 300 farmers',
      'Maize600.5 acres (30%) · 150 farmers',
      'Tomato199.5 acres (10%) · 1 farmer',
    ]);
    // The combined chart speaks to a screen reader as one sentence.
    const combined = screen.getByText('Acreage and farmers per crop').closest('figure') as HTMLElement;
    expect(combined.textContent).toContain(
      'Paddy: 1,200 acres, 300 farmers; Maize: 600.5 acres, 150 farmers; Tomato: 199.5 acres, 1 farmer',
    );
    expect(screen.queryByText('No field data loaded yet')).toBeNull();
  });

  it("lists each FPO's figures, most farmers first as sent, and an unnamed one as 'Unknown FPO'", async () => {
    render();
    await screen.findByRole('table', { name: 'FPO statistics' });
    expect(rows()).toEqual([
      ['FPO 1', '99', '60', '39', '250.5', '2.5'],
      ['Unknown FPO', '0', '0', '0', '0', '0'],
    ]);
    // No paging while every FPO fits on one page.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('says plainly that crop figures come from imported field data when none is loaded', async () => {
    render(() => json(200, analytics({ topCrops: [], totals: { ...analytics().totals, uniqueCrops: 0 } })));
    expect(await screen.findByText('No field data loaded yet')).toBeTruthy();
    expect(
      screen.getByText(
        'Crop figures come from the field data the back office imports on the Data Refresh page (/admin/data-refresh). None is loaded yet, so there are no crops to show.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Data Refresh' }).getAttribute('href')).toBe(
      '/admin/data-refresh',
    );
    expect(screen.queryByText('Top 10 crops by acreage')).toBeNull();
    expect(screen.queryByText('Acreage and farmers per crop')).toBeNull();
    // The farmers' own figures still show.
    expect(await screen.findByText('Gender distribution')).toBeTruthy();
  });

  it('says the loaded field data gives no acreage when it names crops without acres', async () => {
    render(() => json(200, analytics({ topCrops: [] })), reportsViewer);
    expect(await screen.findByText('No crop acreage yet')).toBeTruthy();
    // An admin who may not open the refresh page is not sent there.
    expect(screen.queryByRole('link', { name: 'Go to Data Refresh' })).toBeNull();
  });

  it('says so when no FPO has farmers yet, instead of an empty pie', async () => {
    render(() =>
      json(
        200,
        analytics({
          totals: { farmers: 0, male: 0, female: 0, acres: 0, averageAcres: 0, uniqueCrops: 0 },
          topCrops: [],
        }),
      ),
    );
    expect(await screen.findByText('No FPO has farmers on its register yet.')).toBeTruthy();
    expect(screen.queryByText('Gender distribution')).toBeNull();
    expect(card('Total Farmers')).toBe('Total Farmers0Male 0 · Female 0');
  });

  it("says 'No Data Available' when there is no FPO", async () => {
    render(() =>
      json(
        200,
        analytics({
          totals: { farmers: 0, male: 0, female: 0, acres: 0, averageAcres: 0, uniqueCrops: 0 },
          topCrops: [],
          fpos: { items: [], total: 0, page: 1, pageSize: 20 },
        }),
      ),
    );
    expect(await screen.findByText('No Data Available')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Total Farmers')).toBeNull();
  });

  it('pages the FPO table 20 at a time', async () => {
    const pageOf = (page: number) =>
      Array.from({ length: page === 3 ? 5 : 20 }, (_, i) => fpo((page - 1) * 20 + i + 1));
    const { calls, user } = render((call) => {
      const page = Number(new URL(call.path, 'http://x').searchParams.get('page'));
      const base = analytics();
      return json(200, { ...base, fpos: { items: pageOf(page), total: 45, page, pageSize: 20 } });
    });
    expect(await screen.findByText('Showing 1 to 20 of 45 results')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('FPO 21')).toBeTruthy();
    expect(screen.getByText('Showing 21 to 40 of 45 results')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(await screen.findByText('FPO 45')).toBeTruthy();
    expect(rows()).toHaveLength(5);
    expect(calls.map((call) => call.path)).toEqual([
      '/api/admin/farmer-analytics?page=1',
      '/api/admin/farmer-analytics?page=2',
      '/api/admin/farmer-analytics?page=3',
    ]);
  });

  it("says 'Load Failed' with the reason, and loads again on Try again", async () => {
    let fail = true;
    const { user } = render(() => (fail ? refusal(500, 'internal_error') : json(200, analytics())));
    const message = 'Failed to load the farmers report: Something went wrong. Please try again.';
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Load Failed');
    expect(banner.textContent).toContain(message);
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'FPO statistics' })).toBeTruthy();
  });
});

describe('/admin/reports', () => {
  // The plan a route's element asks for: the FPO's own /reports is Pro; the back office's is not.
  const neededAt = (path: string) =>
    (matchRoutes(routes, path)?.at(-1)?.route.element as ReactElement<{ needed?: string }>).props.needed;

  it("is the back office's report, not behind the Pro gate of the FPO's /reports", () => {
    expect(neededAt('/reports')).toBe('pro');
    expect(neededAt('/admin/reports')).toBeUndefined();
    expect(neededAt('/admin/scorecard')).toBeUndefined();
  });
});
