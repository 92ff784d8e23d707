import {
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
const pending = template({ name: 'price_update', status: 'PENDING', usable: false, body: 'Price {{1}}' });
const templates = (
  provider: 'cloud_api' | 'outbox' = 'cloud_api',
  list = [meeting, pending],
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
    ...answers,
  });
  renderScreen(
    <ToastProvider>
      <AdminWhatsappScreen />
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
    expect(within(templatesSection).getByText('meeting_reminder')).toBeTruthy();
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
    expect(await screen.findByText('Found 1 approved template')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/whatsapp/templates/sync')).toBe(
      true,
    );
  });

  it('makes one field per placeholder and checks the form as the spec asks before sending', async () => {
    const { calls, user } = render();
    const send = await screen.findByRole('button', { name: 'Send message' });
    await user.click(send);
    expect(screen.getByText('Please select a template')).toBeTruthy();
    expect(screen.getByText('Please enter a phone number')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Template'), 'meeting_reminder:en');
    expect(screen.getByLabelText('Value 1')).toBeTruthy();
    expect(screen.getByLabelText('Value 3')).toBeTruthy();
    expect(screen.queryByLabelText('Value 4')).toBeNull();
    await user.type(screen.getByLabelText('Phone number'), '+1 415 555 0100');
    await user.type(screen.getByLabelText('Value 1'), 'Ramesh');
    await user.click(send);
    expect(screen.getByText('Enter an Indian mobile number: 10 digits, with or without +91.')).toBeTruthy();
    expect(screen.getByText('Please fill in all template parameters')).toBeTruthy();
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '98450 12345');
    await user.type(screen.getByLabelText('Value 2'), 'Hosur FPC');
    await user.type(screen.getByLabelText('Value 3'), '12     June');
    await user.click(send);
    expect(
      screen.getByText('Values cannot have line breaks, tabs or more than 4 spaces in a row.'),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/whatsapp/messages')).toBe(false);
    await user.clear(screen.getByLabelText('Value 3'));
    await user.type(screen.getByLabelText('Value 3'), '12 June');
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
    await user.selectOptions(await screen.findByLabelText('Template'), 'meeting_reminder:en');
    await user.type(screen.getByLabelText('Phone number'), '9845012345');
    for (const [n, value] of ['Ramesh', 'Hosur', 'Monday'].entries())
      await user.type(screen.getByLabelText(`Value ${n + 1}`), value);
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
    expect(await screen.findByText('meeting_reminder')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sync templates' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
  });

  it('says when the history could not be loaded', async () => {
    render({ kind: 'owner' }, { 'GET /api/admin/whatsapp/messages': () => refusal(500, 'internal_error') });
    await waitFor(() => expect(screen.getByText('Failed to load message history')).toBeTruthy());
  });
});
