import type { FarmerReport } from '@sangam/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi, type ApiCall } from '@/test/stub-api.ts';
import { ReportsScreen } from './reports.tsx';

const report = (days: number, totals: Partial<FarmerReport> = {}): FarmerReport => ({
  rangeDays: days,
  since: '2026-10-25T10:00:00.000Z',
  totalFarmers: 1234,
  totalAcres: 123456.78,
  averageAcres: 100.1,
  genders: { male: 700, female: 533, other: 1 },
  acresByGender: { male: 80000.5, female: 43456.28 },
  ...totals,
});

const renderReports = (answers: Record<string, () => Response> = {}, path = '/reports') => {
  const calls: ApiCall[] = stubApi({
    'GET /api/reports/farmers': (call) =>
      json(200, report(Number(new URL(call.path, 'http://x').searchParams.get('days')))),
    ...answers,
  });
  renderScreen(
    <ToastProvider>
      <ReportsScreen />
    </ToastProvider>,
    { path },
  );
  return { calls, user: userEvent.setup() };
};

afterEach(() => vi.unstubAllGlobals());

describe('Reports (spec 2.13)', () => {
  it('opens on the last 30 days with the counts in Indian grouping and the average to one decimal', async () => {
    const { calls } = renderReports();
    expect(await screen.findByText('1,234')).toBeTruthy();
    expect(screen.getByText('1,23,456.78')).toBeTruthy();
    expect(screen.getByText('100.1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last 30 Days' }).getAttribute('aria-pressed')).toBe('true');
    expect(calls.map((c) => c.path)).toEqual(['/api/reports/farmers?days=30']);
  });

  it("lists each gender's farmers and own acres, and counts the other gender", async () => {
    renderReports();
    expect(await screen.findByText('700 farmers · 80,000.5 acres')).toBeTruthy();
    expect(screen.getByText('533 farmers · 43,456.28 acres')).toBeTruthy();
    expect(screen.getByText('Other gender').nextElementSibling?.textContent).toBe('1 farmer');
    // The charts speak to a screen reader as sentences.
    expect(screen.getByText('Male: 700 farmers, Female: 533 farmers')).toBeTruthy();
  });

  it('asks for the range chosen', async () => {
    const { calls, user } = renderReports();
    await screen.findByText('1,234');
    for (const [name, days] of [
      ['Last 7 Days', 7],
      ['Last 90 Days', 90],
      ['Last Year', 365],
    ] as const) {
      await user.click(screen.getByRole('button', { name }));
      await waitFor(() => expect(calls.at(-1)?.path).toBe(`/api/reports/farmers?days=${days}`));
      expect(screen.getByRole('button', { name }).getAttribute('aria-pressed')).toBe('true');
    }
  });

  it('opens the range named in the address', async () => {
    const { calls } = renderReports({}, '/reports?days=90');
    await screen.findByText('1,234');
    expect(calls[0]?.path).toBe('/api/reports/farmers?days=90');
  });

  it('says so when no farmer joined in the range', async () => {
    renderReports({
      'GET /api/reports/farmers': () =>
        json(
          200,
          report(30, {
            totalFarmers: 0,
            totalAcres: 0,
            averageAcres: 0,
            genders: { male: 0, female: 0, other: 0 },
            acresByGender: { male: 0, female: 0 },
          }),
        ),
    });
    expect(await screen.findByText('No farmers joined in this period')).toBeTruthy();
    expect(screen.queryByText('Farmers by gender')).toBeNull();
  });

  it('offers to try again when the report cannot be loaded', async () => {
    let fail = true;
    renderReports({
      'GET /api/reports/farmers': () => (fail ? refusal(500, 'internal_error') : json(200, report(30))),
    });
    expect(await screen.findByText('The report could not be loaded.')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1,234')).toBeTruthy();
  });

  it("says 'Failed to export data' when the export is refused", async () => {
    const { user, calls } = renderReports({
      'GET /api/reports/farmers/export': () => refusal(403, 'plan_required'),
    });
    await screen.findByText('1,234');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: /Farmers \(CSV\)/ }));
    expect(await screen.findByText('Failed to export data')).toBeTruthy();
    expect(calls.at(-1)?.path).toBe('/api/reports/farmers/export?days=30&format=csv');
  });
});
