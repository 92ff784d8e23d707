import {
  type BulkSend,
  adminSummary,
  noPageAccess,
  type AdminStanding,
  type MeResponse,
  type WhatsappMessage,
  type WhatsappTemplate,
  type WhatsappTemplates,
} from '@sangam/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '@/components/ui/confirm-dialog.tsx';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { resetSession, setSession } from '@/lib/session.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi, type ApiCall } from '@/test/stub-api.ts';
import { AdminWhatsappScreen } from './admin-whatsapp.tsx';

const template = (over: Partial<WhatsappTemplate> = {}): WhatsappTemplate => ({
  name: 'meeting_reminder',
  language: 'en',
  status: 'APPROVED',
  category: 'UTILITY',
  body: 'Namaste {{1}}, the meeting of {{2}} is on {{3}}.',
  parameterCount: 3,
  usable: true,
  syncedAt: '2026-11-25T10:00:00.000Z',
  removedAt: null,
  ...over,
});
const meeting = template();
const meetingHindi = template({ language: 'hi', body: 'नमस्ते {{1}}, {{2}} की बैठक {{3}} को है।' });
const pending = template({ name: 'price_update', status: 'PENDING', usable: false, body: 'Price {{1}}' });
const templates = (
  provider: 'cloud_api' | 'outbox' = 'cloud_api',
  list = [meeting, meetingHindi, pending],
): WhatsappTemplates => ({
  provider,
  templates: list,
});
const message = (over: Partial<WhatsappMessage> = {}): WhatsappMessage => ({
  id: 'm1',
  direction: 'out',
  phone: '+919845012345',
  farmer: { id: 'f1', name: 'Ramesh Kumar' },
  template: 'meeting_reminder',
  language: 'en',
  parameters: ['Ramesh', 'Hosur FPC', '12 June'],
  text: 'Namaste Ramesh, the meeting of Hosur FPC is on 12 June.',
  status: 'delivered',
  sentAt: null,
  deliveredAt: null,
  readAt: null,
  failedAt: null,
  errorReason: null,
  errorCode: null,
  replyToId: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  ...over,
});

const bulkSend = (over: Partial<BulkSend> = {}): BulkSend => ({
  id: 'b1',
  fpo: { id: 'fpo-1', name: 'Hosur Raitha FPC' },
  category: 'training',
  template: 'meeting_reminder',
  fallbackLanguage: 'en',
  parameters: [{ kind: 'farmer_name' }, { kind: 'fpo_name' }, { kind: 'text', value: '12 June' }],
  audience: { kind: 'village', value: 'Bagalur' },
  status: 'stopped',
  stopReason: 'template_not_approved',
  total: 12,
  counts: { queued: 5, sending: 0, accepted: 2, sent: 0, delivered: 3, read: 1, failed: 1 },
  createdBy: 'owner@sangam.example',
  createdAt: '2026-11-25T10:00:00.000Z',
  startedAt: '2026-11-25T10:00:01.000Z',
  finishedAt: null,
  ...over,
});

const meAs = (standing: AdminStanding): MeResponse => {
  const admin = adminSummary(standing);
  return {
    user: { id: 'u1', email: 'owner@sangam.example', name: 'u1', emailVerified: true, language: 'en' },
    profile: null,
    fpo: null,
    isAdmin: admin !== null,
    admin,
    upgradeWhatsappNumber: '919845012345',
    supportEmail: null,
  };
};

const render = (
  standing: AdminStanding = { kind: 'owner' },
  answers: Record<string, (call: ApiCall) => Response> = {},
) => {
  setSession(meAs(standing));
  const calls = stubApi({
    'GET /api/admin/whatsapp/templates': () => json(200, templates()),
    'GET /api/admin/whatsapp/messages': () =>
      json(200, {
        messages: [
          message({
            id: 'm2',
            direction: 'in',
            status: null,
            template: null,
            language: null,
            text: 'I will come',
          }),
          message(),
          message({
            id: 'm3',
            farmer: null,
            phone: '+919900011111',
            status: 'failed',
            errorReason: 'invalid_number',
          }),
        ],
      }),
    'POST /api/admin/whatsapp/templates/sync': () => json(200, templates()),
    'POST /api/admin/whatsapp/messages': () => json(201, message({ status: 'accepted' })),
    'GET /api/admin/whatsapp/bulk-sends': () => json(200, { bulkSends: [bulkSend()] }),
    'GET /api/admin/whatsapp/fpos': () =>
      json(200, { fpos: [{ id: 'fpo-1', name: 'Hosur Raitha FPC', farmers: 12 }] }),
    'GET /api/admin/whatsapp/fpos/fpo-1/audience': () =>
      json(200, {
        fpo: { id: 'fpo-1', name: 'Hosur Raitha FPC', language: 'kn', farmers: 12 },
        villages: [
          { name: 'Bagalur', farmers: 4 },
          { name: 'Hosur', farmers: 8 },
        ],
        districts: [{ name: 'Krishnagiri', farmers: 12 }],
      }),
    'POST /api/admin/whatsapp/bulk-sends/preview': () =>
      json(200, {
        recipients: 4,
        languages: [
          { language: 'hi', farmers: 3, templateLanguage: 'hi' },
          { language: 'kn', farmers: 1, templateLanguage: 'en' },
        ],
      }),
    'POST /api/admin/whatsapp/bulk-sends': () => json(201, bulkSend({ status: 'queued', total: 4 })),
    'POST /api/admin/whatsapp/bulk-sends/b1/resume': () => json(200, bulkSend({ status: 'queued' })),
    'GET /api/admin/whatsapp/bulk-sends/b1/recipients': () =>
      json(200, {
        recipients: [
          {
            id: 'r1',
            farmer: { id: 'f9', name: 'Lakshmi Devi' },
            phone: '+919845010011',
            language: 'hi',
            status: 'failed',
            errorReason: 'interrupted',
            uncertain: true,
            updatedAt: '2026-11-25T10:00:02.000Z',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 50,
      }),
    ...answers,
  });
  renderScreen(
    <ToastProvider>
      <ConfirmProvider>
        <AdminWhatsappScreen />
      </ConfirmProvider>
    </ToastProvider>,
  );
  return { calls, user: userEvent.setup() };
};

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('WhatsApp Messaging (document 2, 2.11)', () => {
  it('lists the approved templates only, and the history with each status', async () => {
    render();
    const templatesSection = (await screen.findByRole('heading', { name: 'Approved templates' })).closest(
      'section',
    )!;
    expect(within(templatesSection).getAllByText('meeting_reminder')).toHaveLength(2);
    expect(within(templatesSection).queryByText('price_update')).toBeNull();
    expect(screen.queryByText('Messages are not sent to WhatsApp')).toBeNull();
    expect(await screen.findByText('I will come')).toBeTruthy();
    expect(screen.getByText('Reply')).toBeTruthy();
    expect(screen.getByText('Delivered')).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByText('This number is not on WhatsApp.')).toBeTruthy();
    expect(screen.getByText('+919900011111')).toBeTruthy();
  });

  it('says plainly when messages go to the local outbox', async () => {
    render({ kind: 'owner' }, { 'GET /api/admin/whatsapp/templates': () => json(200, templates('outbox')) });
    expect(await screen.findByText('Messages are not sent to WhatsApp')).toBeTruthy();
  });

  it('syncs and says how many approved templates it found', async () => {
    const { calls, user } = render();
    await user.click(await screen.findByRole('button', { name: 'Sync templates' }));
    expect(await screen.findByText('Found 2 approved templates')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/whatsapp/templates/sync')).toBe(
      true,
    );
  });

  it('makes one field per placeholder and checks the form as the spec asks before sending', async () => {
    const { calls, user } = render();
    const send = await screen.findByRole('button', { name: 'Send message' });
    const form = within(screen.getByRole('region', { name: 'Send a message' }));
    await user.click(send);
    expect(screen.getByText('Please select a template')).toBeTruthy();
    expect(screen.getByText('Please enter a phone number')).toBeTruthy();
    await user.selectOptions(form.getByLabelText('Template'), 'meeting_reminder:en');
    expect(form.getByLabelText('Value 1')).toBeTruthy();
    expect(form.getByLabelText('Value 3')).toBeTruthy();
    expect(form.queryByLabelText('Value 4')).toBeNull();
    await user.type(form.getByLabelText('Phone number'), '+1 415 555 0100');
    await user.type(form.getByLabelText('Value 1'), 'Ramesh');
    await user.click(send);
    expect(screen.getByText('Enter an Indian mobile number: 10 digits, with or without +91.')).toBeTruthy();
    expect(screen.getByText('Please fill in all template parameters')).toBeTruthy();
    await user.clear(form.getByLabelText('Phone number'));
    await user.type(form.getByLabelText('Phone number'), '98450 12345');
    await user.type(form.getByLabelText('Value 2'), 'Hosur FPC');
    await user.type(form.getByLabelText('Value 3'), '12     June');
    await user.click(send);
    expect(
      screen.getByText('Values cannot have line breaks, tabs or more than 4 spaces in a row.'),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/whatsapp/messages')).toBe(false);
    await user.clear(form.getByLabelText('Value 3'));
    await user.type(form.getByLabelText('Value 3'), '12 June');
    await user.click(send);
    expect(await screen.findByText('Message Sent')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/admin/whatsapp/messages')?.body).toEqual(
      {
        to: '98450 12345',
        template: 'meeting_reminder',
        language: 'en',
        parameters: ['Ramesh', 'Hosur FPC', '12 June'],
      },
    );
  });

  it("words the provider's refusal", async () => {
    const { user } = render(
      { kind: 'owner' },
      {
        'POST /api/admin/whatsapp/messages': () => refusal(409, 'whatsapp_template_not_approved'),
      },
    );
    await screen.findByRole('button', { name: 'Send message' });
    const form = within(screen.getByRole('region', { name: 'Send a message' }));
    await user.selectOptions(form.getByLabelText('Template'), 'meeting_reminder:en');
    await user.type(form.getByLabelText('Phone number'), '9845012345');
    for (const [n, value] of ['Ramesh', 'Hosur', 'Monday'].entries())
      await user.type(form.getByLabelText(`Value ${n + 1}`), value);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Send Failed')).toBeTruthy();
    expect(screen.getByText('The template is not approved any more. Sync the templates.')).toBeTruthy();
  });

  it('shows a viewer no sync and no send form', async () => {
    render({
      kind: 'granted',
      isSuperAdmin: false,
      isActive: true,
      pageAccess: { ...noPageAccess(), whatsapp: { view: true, edit: false, delete: false } },
    });
    expect(await screen.findByRole('heading', { name: 'Approved templates' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sync templates' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
  });

  it('says when the history could not be loaded', async () => {
    render({ kind: 'owner' }, { 'GET /api/admin/whatsapp/messages': () => refusal(500, 'internal_error') });
    await waitFor(() => expect(screen.getByText('Failed to load message history')).toBeTruthy());
  });
});

describe('Sending to many farmers (issue 18; decision 026)', () => {
  it("checks the form's own rules before asking the server anything", async () => {
    const { calls, user } = render();
    await user.click(await screen.findByRole('button', { name: 'Check recipients' }));
    expect(screen.getByText('Please choose an FPO')).toBeTruthy();
    expect(screen.getByText('Please choose a campaign')).toBeTruthy();
    const bulk = within(screen.getByRole('region', { name: 'Send to many farmers' }));
    expect(bulk.getByText('Please select a template')).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/admin/whatsapp/bulk-sends/preview'))).toBe(false);
  });

  it('shows who will get it and in which language, then sends to a village', async () => {
    const { calls, user } = render();
    const bulk = within(await screen.findByRole('region', { name: 'Send to many farmers' }));
    await bulk.findByRole('option', { name: 'Hosur Raitha FPC (12 farmers)' });
    await user.selectOptions(bulk.getByLabelText('FPO'), 'fpo-1');
    await user.click(bulk.getByLabelText('One village'));
    await waitFor(() => expect(bulk.getByRole('option', { name: 'Bagalur (4 farmers)' })).toBeTruthy());
    await user.selectOptions(bulk.getByRole('combobox', { name: 'One village' }), 'Bagalur');
    await user.selectOptions(bulk.getByLabelText('Template'), 'meeting_reminder');
    expect(bulk.getByText('This template exists in: English, हिन्दी')).toBeTruthy();
    await user.selectOptions(bulk.getByLabelText('Campaign'), 'training');
    await user.selectOptions(bulk.getByRole('combobox', { name: 'What goes in value 1' }), 'farmer_name');
    await user.selectOptions(bulk.getByRole('combobox', { name: 'What goes in value 2' }), 'fpo_name');
    await user.type(bulk.getByRole('textbox', { name: 'Value 3' }), '12 June');
    await user.click(bulk.getByRole('button', { name: 'Check recipients' }));
    expect(await bulk.findByText('4 farmers will get this message.')).toBeTruthy();
    expect(bulk.getByText('3 in हिन्दी')).toBeTruthy();
    expect(bulk.getByText('1 who reads ಕನ್ನಡ gets it in English')).toBeTruthy();
    await user.click(bulk.getByRole('button', { name: 'Send to 4 farmers' }));
    expect(await screen.findByText('Sending started')).toBeTruthy();
    expect(
      calls.find((c) => c.method === 'POST' && c.path === '/api/admin/whatsapp/bulk-sends')?.body,
    ).toEqual({
      fpoId: 'fpo-1',
      audience: { kind: 'village', value: 'Bagalur' },
      template: 'meeting_reminder',
      fallbackLanguage: 'en',
      category: 'training',
      parameters: [{ kind: 'farmer_name' }, { kind: 'fpo_name' }, { kind: 'text', value: '12 June' }],
    });
  });

  it("words the server's refusal of a send already under way", async () => {
    const { user } = render(
      { kind: 'owner' },
      {
        'POST /api/admin/whatsapp/bulk-sends/preview': () =>
          refusal(400, 'validation_failed', [{ field: 'audience', code: 'audience_empty' }]),
      },
    );
    const bulk = within(await screen.findByRole('region', { name: 'Send to many farmers' }));
    await bulk.findByRole('option', { name: 'Hosur Raitha FPC (12 farmers)' });
    await user.selectOptions(bulk.getByLabelText('FPO'), 'fpo-1');
    await user.selectOptions(bulk.getByLabelText('Template'), 'meeting_reminder');
    await user.selectOptions(bulk.getByLabelText('Campaign'), 'benefits');
    for (const n of [1, 2, 3]) await user.type(bulk.getByRole('textbox', { name: `Value ${n}` }), 'x');
    await user.click(bulk.getByRole('button', { name: 'Check recipients' }));
    expect(
      await bulk.findByText('No farmers of this FPO match. Choose another village or district.'),
    ).toBeTruthy();
  });

  it("shows a send's progress, why it stopped, each farmer's result, and resumes it", async () => {
    const { calls, user } = render();
    const list = within(await screen.findByRole('region', { name: 'Sends to many farmers' }));
    expect(await list.findByText('Stopped')).toBeTruthy();
    expect(list.getByText('Village: Bagalur', { exact: false })).toBeTruthy();
    expect(
      list.getByText('7 of 12 handled: 6 reached WhatsApp, 4 delivered, 1 read, 1 failed.'),
    ).toBeTruthy();
    expect(list.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('58');
    expect(list.getByText(/WhatsApp no longer accepts this template/)).toBeTruthy();
    await user.click(list.getByRole('button', { name: 'Show each farmer' }));
    expect(await list.findByText('Lakshmi Devi')).toBeTruthy();
    expect(list.getByText(/It may have reached the farmer, so it was not sent again/)).toBeTruthy();
    await user.click(list.getByRole('button', { name: 'Resume' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.path === '/api/admin/whatsapp/bulk-sends/b1/resume'),
      ).toBe(true),
    );
  });

  it('shows a viewer the sends but no form, no resume and no cancel', async () => {
    render({
      kind: 'granted',
      isSuperAdmin: false,
      isActive: true,
      pageAccess: { ...noPageAccess(), whatsapp: { view: true, edit: false, delete: false } },
    });
    expect(await screen.findByText('Stopped')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Send to many farmers' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel the send' })).toBeNull();
  });
});
