import {
  adminSummary,
  noPageAccess,
  type AdminStanding,
  type CronHealth,
  type DataRefreshStatus,
  type MeResponse,
  type RefreshLog,
  type RefreshRun,
} from '@sangam/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { resetSession, setSession } from '@/lib/session.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi } from '@/test/stub-api.ts';
import { AdminDataRefreshScreen } from './admin-data-refresh.tsx';

// 18:30 UTC is midnight in India: the scheduled runs start then.
const MIDNIGHT_IST = '2026-11-23T18:30:00.000Z';

const aRun = (over: Partial<RefreshRun> = {}): RefreshRun => ({
  id: 'run-1',
  trigger: 'schedule',
  status: 'success',
  triggeredBy: null,
  startedAt: MIDNIGHT_IST,
  finishedAt: '2026-11-23T18:42:05.000Z',
  totalFpos: 12,
  financeSuccess: 10,
  financeFailure: 2,
  schemesSuccess: 12,
  schemesFailure: 0,
  durationMs: 725_000,
  adminEmailSent: true,
  ...over,
});

const aLog = (over: Partial<RefreshLog> = {}): RefreshLog => ({
  id: crypto.randomUUID(),
  runId: 'run-1',
  createdAt: '2026-11-23T18:42:00.000Z',
  pageName: 'finance',
  status: 'partial',
  recordsProcessed: 12,
  durationMs: 61_000,
  errorMessage: null,
  ...over,
});

const health = (over: Partial<CronHealth> = {}): CronHealth => ({
  jobName: 'daily-data-refresh',
  schedule: '0 0 * * *',
  isActive: true,
  lastRunTime: MIDNIGHT_IST,
  lastRunStatus: 'succeeded',
  nextRunEstimate: '2026-11-24T18:30:00.000Z',
  healthStatus: 'HEALTHY',
  healthReason: 'on_time',
  ...over,
});

const aStatus = (over: Partial<DataRefreshStatus> = {}): DataRefreshStatus => ({
  health: health(),
  running: null,
  summaries: [
    aRun(),
    aRun({
      id: 'run-0',
      trigger: 'manual',
      status: 'failure',
      startedAt: '2026-11-22T06:00:00.000Z',
      financeSuccess: 0,
      financeFailure: 12,
      schemesSuccess: 0,
      schemesFailure: 12,
      durationMs: 999,
      adminEmailSent: false,
    }),
  ],
  logs: [
    aLog({ errorMessage: 'Lender list unreachable for 2 FPOs' }),
    aLog({
      pageName: 'schemes',
      status: 'success',
      durationMs: 59_500,
      createdAt: '2026-11-23T18:35:00.000Z',
    }),
  ],
  ...over,
});

const meAs = (standing: AdminStanding): MeResponse => {
  const admin = adminSummary(standing);
  return {
    user: { id: 'u1', email: 'admin@fpo.example', name: 'Admin', emailVerified: true, language: 'en' },
    profile: null,
    fpo: null,
    isAdmin: admin !== null,
    admin,
    upgradeWhatsappNumber: '919845012345',
    supportEmail: null,
  };
};

const viewer: AdminStanding = {
  kind: 'granted',
  isSuperAdmin: false,
  isActive: true,
  pageAccess: { ...noPageAccess(), data_refresh: { view: true, edit: false, delete: false } },
};

/** The page with a server whose GET answers what `statuses` says next (the last answer repeats). */
const render = (
  statuses: DataRefreshStatus[],
  { standing = { kind: 'owner' } as AdminStanding, post = () => json(202, { run: started }) } = {},
) => {
  setSession(meAs(standing));
  let reads = 0;
  const calls = stubApi({
    'GET /api/admin/data-refresh': () =>
      json(200, statuses[Math.min(reads++, statuses.length - 1)] as DataRefreshStatus),
    'POST /api/admin/data-refresh': post,
  });
  renderScreen(
    <ToastProvider>
      <AdminDataRefreshScreen />
    </ToastProvider>,
  );
  return { calls, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
};

const started = aRun({
  id: 'run-2',
  trigger: 'manual',
  status: 'running',
  triggeredBy: 'admin@fpo.example',
  startedAt: '2026-11-24T04:30:00.000Z',
  finishedAt: null,
  totalFpos: 0,
  financeSuccess: 0,
  financeFailure: 0,
  schemesSuccess: 0,
  schemesFailure: 0,
  durationMs: null,
  adminEmailSent: false,
});

/** The rows of the table named `name` under its header, as their cells' texts. */
const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1) as HTMLTableRowElement[];
const texts = (rows: HTMLTableRowElement[]) =>
  rows.map((row) => [...row.cells].map((cell) => cell.textContent));

const reads = (calls: { method: string }[]) => calls.filter((call) => call.method === 'GET').length;

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetSession();
});

describe('data-refresh monitor (document 2, 2.9)', () => {
  it('shows the job status with times in IST and the health in words', async () => {
    render([aStatus()]);
    const panel = (await screen.findByRole('heading', { name: 'Job status' })).closest(
      'section',
    ) as HTMLElement;
    const value = (label: string) => within(panel).getByText(label).nextElementSibling?.textContent;
    expect(value('Job')).toBe('daily-data-refresh');
    expect(value('Schedule')).toContain('Every day at midnight IST (18:30 UTC)');
    expect(value('Schedule status')).toBe('Active');
    expect(value('Last run')).toBe('24 Nov 2026, 12:00 am IST');
    expect(value('Last run result')).toBe('Succeeded');
    expect(value('Next run (estimate)')).toBe('25 Nov 2026, 12:00 am IST');
    expect(within(panel).getByText('Healthy').className).toContain('bg-green-100');
    expect(within(panel).getByText('The last refresh ran on time.')).toBeTruthy();
  });

  it.each([
    ['WARNING', 'overdue', 'Warning', 'bg-yellow-100', 'No refresh has run in the last 25 hours.'],
    [
      'WARNING',
      'last_run_partial',
      'Warning',
      'bg-yellow-100',
      'The last refresh could not update the data of some FPOs.',
    ],
    [
      'ERROR',
      'last_run_failed',
      'Error',
      'bg-red-100',
      'The last refresh failed. The logs below give the error.',
    ],
    [
      'ERROR',
      'not_scheduled',
      'Error',
      'bg-red-100',
      'The daily refresh is not scheduled, so no refresh will run on its own.',
    ],
    ['WARNING', 'never_run', 'Warning', 'bg-yellow-100', 'The daily refresh has not run yet.'],
    ['HEALTHY', 'running', 'Healthy', 'bg-green-100', 'A refresh is running now.'],
  ] as const)('%s %s: a %s badge', async (status, reason, label, colour, words) => {
    render([aStatus({ health: health({ healthStatus: status, healthReason: reason }) })]);
    expect((await screen.findByText(label)).className).toContain(colour);
    expect(screen.getByText(words)).toBeTruthy();
  });

  it('treats any other health as an error, and a job never run as never run', async () => {
    render([
      aStatus({
        health: health({
          healthStatus: 'BROKEN' as CronHealth['healthStatus'],
          healthReason: 'something_new',
          isActive: false,
          lastRunTime: null,
          lastRunStatus: null,
          schedule: '*/5 * * * *',
        }),
      }),
    ]);
    expect((await screen.findByText('Error')).className).toContain('bg-red-100');
    expect(screen.getByText('The health of the daily refresh is not known.')).toBeTruthy();
    expect(screen.getByText('Inactive').className).toContain('bg-red-100');
    expect(screen.getByText('Never')).toBeTruthy();
    // A schedule other than the daily one is shown as it is, not as 'every day'.
    expect(screen.queryByText('Every day at midnight IST (18:30 UTC)')).toBeNull();
    expect(screen.getByText('*/5 * * * *')).toBeTruthy();
  });

  it('shows the latest run as cards and the last runs and logs with durations as m:s', async () => {
    render([aStatus()]);
    const latest = (await screen.findByRole('heading', { name: /^Latest refresh/ })).closest(
      'section',
    ) as HTMLElement;
    expect(latest.textContent).toContain('Latest refresh: 24 Nov 2026, 12:00 am IST');
    expect(latest.textContent).toContain('FPOs processed12');
    expect(latest.textContent).toContain('Finance10 / 2');
    expect(latest.textContent).toContain('Schemes12 / 0');
    expect(latest.textContent).toContain('Duration12:05');

    const runs = rowsOf('Last 10 refreshes');
    expect(texts(runs)).toEqual([
      ['24 Nov 2026, 12:00 am', 'Scheduled', '12', '10 / 2', '12 / 0', '12:05', 'Yes', 'Success'],
      ['22 Nov 2026, 11:30 am', 'Manual', '12', '0 / 12', '0 / 12', '0:01', 'No', 'Failure'],
    ]);
    // On a phone each cell shows its column's name before it.
    expect(runs[0]?.cells[5]?.dataset.label).toBe('Duration (m:s)');

    expect(texts(rowsOf('Last 50 logs'))).toEqual([
      ['24 Nov 2026, 12:12 am', 'Finance', 'Partial', '12', '1:01', 'Lender list unreachable for 2 FPOs'],
      ['24 Nov 2026, 12:05 am', 'Schemes', 'Success', '12', '1:00', '—'],
    ]);
  });

  it('says so when there are no runs and no logs', async () => {
    render([aStatus({ summaries: [], logs: [] })]);
    expect(await screen.findByText('No refresh data available')).toBeTruthy();
    expect(screen.getByText('No logs available')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /^Latest refresh/ })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('starts a refresh, polls every 2 s while it runs, and tells its figures when it ends', async () => {
    const finished = aRun({
      ...started,
      status: 'partial',
      finishedAt: '2026-11-24T04:31:01.000Z',
      totalFpos: 12,
      financeSuccess: 11,
      financeFailure: 1,
      schemesSuccess: 12,
      durationMs: 61_000,
      adminEmailSent: true,
    });
    const before = aStatus();
    const { calls, user } = render([
      before,
      { ...before, running: started },
      { ...before, running: started },
      { ...before, summaries: [finished, ...before.summaries] },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Refresh now' }));
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/admin/data-refresh')).toBe(
      true,
    );
    expect(await screen.findByText('Refreshing…')).toBeTruthy();
    expect(screen.getByText('Started 24 Nov 2026, 10:00 am IST')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Refresh now' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(reads(calls)).toBe(2));

    // Still running at the next read, 2 s later; over at the one after.
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(reads(calls)).toBe(3));
    expect(screen.getByText('Refreshing…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(reads(calls)).toBe(4));

    expect(await screen.findByText('Data Refreshed')).toBeTruthy();
    expect(
      screen.getByText(
        'FPOs processed: 12. Finance: 11 succeeded, 1 failed. Schemes: 12 succeeded, 0 failed. Summary email sent to admins.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Refreshing…')).toBeNull();
    // No more reads once nothing runs.
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(reads(calls)).toBe(4);
  });

  it('tells the toast even when a short run has ended by the first read after the start', async () => {
    const done = aRun({
      ...started,
      status: 'success',
      durationMs: 4_000,
      totalFpos: 3,
      adminEmailSent: false,
    });
    const before = aStatus();
    const { user } = render([before, { ...before, summaries: [done, ...before.summaries] }]);
    await user.click(await screen.findByRole('button', { name: 'Refresh now' }));
    expect(await screen.findByText('Data Refreshed')).toBeTruthy();
    expect(screen.getByText(/^FPOs processed: 3\..*Summary email not sent\.$/)).toBeTruthy();
  });

  it.each([
    [
      'the first error its logs give',
      [aLog({ runId: 'run-9', status: 'failure', errorMessage: 'Database timeout' })],
      'Database timeout',
    ],
    ['Unknown error when no log says why', [], 'Unknown error'],
  ])(
    'follows a run already going when the page opens, and words its failure: %s',
    async (_label, logs, reason) => {
      const going = aRun({ ...started, id: 'run-9', trigger: 'schedule' });
      const failed = aRun({
        ...going,
        status: 'failure',
        financeSuccess: 0,
        financeFailure: 12,
        durationMs: 3_000,
      });
      const before = aStatus();
      render([
        { ...before, running: going },
        { ...before, summaries: [failed, ...before.summaries], logs: [...logs, ...before.logs] },
      ]);
      expect(await screen.findByText('Refreshing…')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(await screen.findByText('Refresh Failed')).toBeTruthy();
      expect(screen.getByText(`Failed to trigger refresh: ${reason}`)).toBeTruthy();
    },
  );

  it('says a refresh is already running when the server answers 409', async () => {
    const { user } = render([aStatus()], { post: () => refusal(409, 'refresh_running') });
    await user.click(await screen.findByRole('button', { name: 'Refresh now' }));
    expect(await screen.findByText('A refresh is already running')).toBeTruthy();
    expect(screen.getByText('This page follows it and tells you when it ends.')).toBeTruthy();
  });

  it("words another refusal of the start, or 'Unknown error'", async () => {
    const { user } = render([aStatus()], { post: () => refusal(500, 'internal_error') });
    await user.click(await screen.findByRole('button', { name: 'Refresh now' }));
    expect(await screen.findByText('Failed to trigger refresh: Unknown error')).toBeTruthy();
  });

  it('offers no refresh button to an admin who may only view the page', async () => {
    render([aStatus()], { standing: viewer });
    expect(await screen.findByRole('heading', { name: 'Job status' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refresh now' })).toBeNull();
  });
});
