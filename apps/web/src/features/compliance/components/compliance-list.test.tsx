import { complianceCalendar, type ComplianceCalendar } from '@sangam/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '@/components/ui/confirm-dialog.tsx';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi } from '@/test/stub-api.ts';
import { ComplianceSection } from './compliance-list.tsx';
import { CompliancePanel } from './compliance-panel.tsx';

const today = '2026-11-24';
const calendarOf = (incorporationDate: string | null, gstin: string | null = null): ComplianceCalendar => ({
  incorporationDate,
  gstRegistered: gstin !== null,
  gstFiling: 'monthly',
  today,
  items: complianceCalendar({ incorporationDate, gstin, gstFiling: 'monthly' }, [], today),
});

const render = (
  ui: React.ReactNode,
  calendar: ComplianceCalendar,
  more: Record<string, () => Response> = {},
) => {
  const calls = stubApi({ 'GET /api/compliance': () => json(200, calendar), ...more });
  renderScreen(
    <ToastProvider>
      <ConfirmProvider>{ui}</ConfirmProvider>
    </ToastProvider>,
  );
  return { calls, user: userEvent.setup() };
};

afterEach(() => vi.unstubAllGlobals());

describe('the compliance list', () => {
  it('groups the due dates: overdue, the next 15 days, and a folded later', async () => {
    const { user } = render(<ComplianceSection />, calendarOf('2019-06-01', '09AAPFU0939F1ZV'));
    const overdue = await screen.findByRole('region', { name: /Overdue/ });
    // October's GSTR-3B was due on 20 November: four days late.
    const late = within(overdue)
      .getAllByRole('listitem')
      .find((row) => /GSTR-3B\) · Oct 2026/.test(row.textContent ?? ''));
    expect(late?.textContent).toContain('4 days late');
    const soon = screen.getByRole('region', { name: /In the next 15 days/ });
    // The annual return's date follows the AGM's, which is not recorded: it says so.
    expect(within(soon).getByText(/Annual return to the Registrar \(MGT-7\)/)).toBeTruthy();
    expect(within(soon).getByText(/plan for 28 Nov 2026/)).toBeTruthy();
    const later = screen.getByRole('region', { name: /Later/ });
    expect(within(later).getAllByRole('listitem')).toHaveLength(5);
    await user.click(within(later).getByRole('button', { name: /Show all/ }));
    expect(within(later).getAllByRole('listitem').length).toBeGreaterThan(5);
  });

  it('marks an item done on a day with its proof, and sends the proof after the record', async () => {
    const calendar = calendarOf('2019-06-01');
    const { user, calls } = render(<ComplianceSection />, calendar, {
      'PUT /api/compliance/items/annual_return/FY2026': () => json(200, calendar),
      'PUT /api/compliance/items/annual_return/FY2026/document': () => json(200, calendar),
    });
    const soon = await screen.findByRole('region', { name: /In the next 15 days/ });
    await user.click(within(soon).getByRole('button', { name: 'Mark done' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark done' });
    const date = within(dialog).getByLabelText(/Date done/);
    await user.clear(date);
    await user.type(date, '2026-11-20');
    await user.upload(
      within(dialog).getByLabelText(/Proof/),
      new File(['%PDF-1.4'], 'mgt7.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const writes = calls.filter((c) => c.method === 'PUT');
    expect(writes.map((c) => c.path)).toEqual([
      '/api/compliance/items/annual_return/FY2026',
      '/api/compliance/items/annual_return/FY2026/document',
    ]);
    expect(writes[0]?.body).toEqual({ status: 'done', doneOn: '2026-11-20' });
  });

  it('refuses a date after today before anything is sent', async () => {
    const { user, calls } = render(<ComplianceSection />, calendarOf('2019-06-01'));
    const soon = await screen.findByRole('region', { name: /In the next 15 days/ });
    await user.click(within(soon).getByRole('button', { name: 'Mark done' }));
    const dialog = await screen.findByRole('dialog');
    const date = within(dialog).getByLabelText(/Date done/);
    await user.clear(date);
    await user.type(date, '2026-12-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The date cannot be after today.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it("says so when 'not due' cannot be saved", async () => {
    const { user } = render(<ComplianceSection />, calendarOf('2019-06-01'), {
      'PUT /api/compliance/items/annual_return/FY2026': () => refusal(500, 'internal_error'),
    });
    const soon = await screen.findByRole('region', { name: /In the next 15 days/ });
    await user.click(within(soon).getByRole('button', { name: 'Not due this time' }));
    expect(await screen.findByText('The change could not be saved. Try again.')).toBeTruthy();
  });

  it('asks for the incorporation date before there is a calendar', async () => {
    render(<ComplianceSection />, calendarOf(null));
    expect(
      await screen.findByText("Add your FPO's date of incorporation to see its statutory due dates."),
    ).toBeTruthy();
  });
});

describe('the dashboard panel', () => {
  it("shows the month's due dates and the next open items", async () => {
    render(<CompliancePanel />, calendarOf('2019-06-01'));
    expect(await screen.findByRole('grid', { name: 'Due dates in November 2026' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: /29: Annual return to the Registrar/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the full calendar' }).getAttribute('href')).toBe(
      '/settings?tab=compliance',
    );
  });

  it('leads to Settings when the incorporation date is missing', async () => {
    render(<CompliancePanel />, calendarOf(null));
    expect((await screen.findByRole('link', { name: 'Add the date in Settings' })).getAttribute('href')).toBe(
      '/settings?tab=compliance',
    );
  });
});
