import net from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { graphError, startCloudApiStandIn } from '../test/cloud-api-stand-in.ts';
import { createCloudApiProvider, GRAPH_API_VERSION } from './cloud-api.ts';
import { MessagingProviderError, type SendTemplateInput } from './provider.ts';

const standIn = await startCloudApiStandIn();
afterAll(() => standIn.close());
const provider = createCloudApiProvider(standIn.settings, { timeoutMs: 1000 });

const meeting: SendTemplateInput = {
  to: '+919845012345',
  template: 'meeting_reminder',
  language: 'en',
  parameters: ['Ramesh', 'Hosur FPO', '12 March'],
};

beforeEach(() => {
  standIn.requests.length = 0;
  standIn.undeliverable.clear();
});

describe('templates from the Cloud API', () => {
  it('reads every page of the list with the token, and only approved numbered templates are usable', async () => {
    const small = createCloudApiProvider({ ...standIn.settings });
    const templates = await small.listTemplates();

    expect(templates.map((t) => `${t.name}:${t.language}:${t.status}:${t.usable}`)).toEqual([
      'meeting_reminder:en:APPROVED:true',
      'meeting_reminder:hi:APPROVED:true',
      'price_update:en:PENDING:false',
      'seed_offer:en:REJECTED:false',
      // Named placeholders and an image header need more than body values: not ours to send.
      'reservation_confirmation:en:APPROVED:false',
      'field_day_photo:en:APPROVED:false',
      'welcome:en:APPROVED:true',
    ]);
    expect(templates[0]).toEqual({
      id: '1000000000000001',
      name: 'meeting_reminder',
      language: 'en',
      status: 'APPROVED',
      category: 'UTILITY',
      body: 'Namaste {{1}}, the meeting of {{2}} is on {{3}}.',
      parameterCount: 3,
      usable: true,
    });
    expect(templates.find((t) => t.name === 'welcome')?.parameterCount).toBe(0);
    const [request] = standIn.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe(
      `/${GRAPH_API_VERSION}/${standIn.settings.businessAccountId}/message_templates`,
    );
    expect(request?.authorization).toBe(`Bearer ${standIn.settings.token}`);
    expect(request?.query.get('fields')).toContain('status');
  });

  it('follows the paging cursor until the last page', async () => {
    const many = await startCloudApiStandIn({
      templates: Array.from({ length: 230 }, (_, i) => ({
        id: String(2_000_000 + i),
        name: `notice_${i}`,
        language: 'en',
        status: 'APPROVED',
        category: 'UTILITY',
        components: [{ type: 'BODY', text: `Notice ${i} for {{1}}` }],
      })),
    });
    try {
      const templates = await createCloudApiProvider(many.settings).listTemplates();
      expect(templates).toHaveLength(230);
      expect(new Set(templates.map((t) => t.name)).size).toBe(230);
      expect(many.requests.map((r) => r.query.get('after'))).toEqual([
        null,
        expect.any(String),
        expect.any(String),
      ]);
    } finally {
      await many.close();
    }
  });

  it('throws provider_unavailable when the list cannot be had, and rate_limited with a wait', async () => {
    standIn.answerNext({ status: 500, body: graphError(1, 'An unknown error occurred') });
    await expect(provider.listTemplates()).rejects.toMatchObject({
      name: 'MessagingProviderError',
      reason: 'provider_unavailable',
      code: 1,
    });
    standIn.answerNext({ status: 400, body: graphError(80007, 'Rate limit issues') });
    const error = await provider.listTemplates().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MessagingProviderError);
    expect(error).toMatchObject({ reason: 'rate_limited', retryAfterSeconds: 60 });
    const wrongToken = createCloudApiProvider({ ...standIn.settings, token: 'expired' });
    await expect(wrongToken.listTemplates()).rejects.toMatchObject({
      reason: 'provider_unavailable',
      code: 190,
    });
  });
});

describe('sending a template through the Cloud API', () => {
  it('posts the documented template message and answers with the message id', async () => {
    const result = await provider.sendTemplate({ ...meeting, reference: 'row-42' });

    expect(result).toEqual({
      ok: true,
      providerMessageId: expect.stringMatching(/^wamid\./),
      to: '+919845012345',
    });
    const [request] = standIn.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/${GRAPH_API_VERSION}/${standIn.settings.phoneNumberId}/messages`);
    expect(request?.authorization).toBe(`Bearer ${standIn.settings.token}`);
    expect(request?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919845012345',
      type: 'template',
      template: {
        name: 'meeting_reminder',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ramesh' },
              { type: 'text', text: 'Hosur FPO' },
              { type: 'text', text: '12 March' },
            ],
          },
        ],
      },
      biz_opaque_callback_data: 'row-42',
    });
    expect(standIn.sent.at(-1)).toMatchObject({
      id: result.ok && result.providerMessageId,
      to: '919845012345',
    });
  });

  it('sends a template without placeholders with no components', async () => {
    const result = await provider.sendTemplate({
      to: '9845012345',
      template: 'welcome',
      language: 'en',
      parameters: [],
    });
    expect(result.ok).toBe(true);
    expect((standIn.requests[0]?.body as { template: object }).template).toEqual({
      name: 'welcome',
      language: { code: 'en' },
    });
  });

  it.each(['+91 98450 12345', '919845012345', '09845012345', '98450-12345', '+९१ ९८४५० १२३४५'])(
    'sends %s as 919845012345',
    async (to) => {
      expect(await provider.sendTemplate({ ...meeting, to })).toMatchObject({
        ok: true,
        to: '+919845012345',
      });
      expect((standIn.requests[0]?.body as { to: string }).to).toBe('919845012345');
    },
  );

  it.each([
    '+1 415 555 0100',
    '+44 7700 900123',
    '12345',
    '+91 1845012345',
    '+91 98450 1234',
    'not a number',
    '',
  ])('refuses %s as an invalid number without asking the provider', async (to) => {
    expect(await provider.sendTemplate({ ...meeting, to })).toMatchObject({
      ok: false,
      reason: 'invalid_number',
    });
    expect(standIn.requests).toHaveLength(0);
  });

  it('answers template_not_approved for a pending, rejected or unknown template (132001)', async () => {
    for (const [template, language] of [
      ['price_update', 'en'],
      ['seed_offer', 'en'],
      ['meeting_reminder', 'kn'],
      ['no_such_template', 'en'],
    ] as const) {
      const result = await provider.sendTemplate({ ...meeting, template, language, parameters: ['a', 'b'] });
      expect(result).toMatchObject({ ok: false, reason: 'template_not_approved', code: 132001 });
      expect(result.ok || result.detail).toContain('does not exist');
    }
  });

  it.each([
    [132015, 'Template is paused due to low quality'],
    [132016, 'Template has been paused too many times and is now permanently disabled'],
  ])(
    'answers template_not_approved for a template paused or disabled since the sync (%i)',
    async (code, message) => {
      standIn.answerNext({ status: 400, body: graphError(code, `(#${code}) ${message}`) });
      expect(await provider.sendTemplate(meeting)).toMatchObject({
        ok: false,
        reason: 'template_not_approved',
        code,
      });
    },
  );

  it('answers rate_limited with the Retry-After wait on a 429 (130429)', async () => {
    standIn.answerNext({
      status: 429,
      headers: { 'retry-after': '7' },
      body: graphError(130429, '(#130429) Rate limit hit', 'Cloud API message throughput has been reached.'),
    });
    expect(await provider.sendTemplate(meeting)).toEqual({
      ok: false,
      reason: 'rate_limited',
      code: 130429,
      detail: '(#130429) Rate limit hit: Cloud API message throughput has been reached.',
      retryAfterSeconds: 7,
    });
    // Sent again after the wait, it goes.
    expect(await provider.sendTemplate(meeting)).toMatchObject({ ok: true });
  });

  it.each([
    [131056, 6],
    [80007, 60],
    [130429, 2],
  ])('waits a sensible time for rate limit %i when no Retry-After is given', async (code, seconds) => {
    standIn.answerNext({ status: 400, body: graphError(code, `(#${code}) rate limit`) });
    expect(await provider.sendTemplate(meeting)).toMatchObject({
      ok: false,
      reason: 'rate_limited',
      code,
      retryAfterSeconds: seconds,
    });
  });

  it('answers invalid_number for an undeliverable recipient (131026)', async () => {
    standIn.undeliverable.add('919845099999');
    expect(await provider.sendTemplate({ ...meeting, to: '+919845099999' })).toMatchObject({
      ok: false,
      reason: 'invalid_number',
      code: 131026,
      detail: expect.stringContaining('Message undeliverable'),
    });
  });

  it('answers invalid_number for a 400 invalid parameter about the recipient, refused for any other', async () => {
    standIn.answerNext({
      status: 400,
      body: graphError(100, '(#100) Invalid parameter', 'Invalid WhatsApp phone number in the to field'),
    });
    expect(await provider.sendTemplate(meeting)).toMatchObject({
      ok: false,
      reason: 'invalid_number',
      code: 100,
    });
    standIn.answerNext({
      status: 400,
      body: graphError(100, '(#100) Invalid parameter', 'Param text cannot have new-line/tab characters'),
    });
    expect(await provider.sendTemplate(meeting)).toMatchObject({ ok: false, reason: 'refused', code: 100 });
  });

  it('answers refused when the parameters no longer fit the template (132000)', async () => {
    expect(await provider.sendTemplate({ ...meeting, parameters: ['Ramesh'] })).toMatchObject({
      ok: false,
      reason: 'refused',
      code: 132000,
    });
  });

  it.each([
    ['a 503 page that is not JSON', { status: 503, raw: '<html>Service Unavailable</html>' }, undefined],
    [
      'a Graph service error',
      { status: 500, body: graphError(131000, '(#131000) Something went wrong') },
      131000,
    ],
    [
      'an expired token',
      { status: 401, body: graphError(190, 'Error validating access token: Session has expired') },
      190,
    ],
    [
      'a missing permission',
      { status: 403, body: graphError(10, '(#10) Application does not have permission') },
      10,
    ],
  ] as const)('answers provider_unavailable for %s', async (_name, scripted, code) => {
    standIn.answerNext(scripted);
    const result = await provider.sendTemplate(meeting);
    expect(result).toMatchObject({ ok: false, reason: 'provider_unavailable' });
    expect(result.ok || result.code).toBe(code);
    expect(result.ok || result.uncertain).toBeUndefined();
  });

  it('answers provider_unavailable, certainly not sent, when nothing listens', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const down = createCloudApiProvider({ ...standIn.settings, apiUrl: `http://127.0.0.1:${port}` });
    const result = await down.sendTemplate(meeting);
    expect(result).toMatchObject({
      ok: false,
      reason: 'provider_unavailable',
      detail: expect.stringContaining('ECONNREFUSED'),
    });
    expect(result.ok || result.uncertain).toBeUndefined();
    await expect(down.listTemplates()).rejects.toMatchObject({ reason: 'provider_unavailable' });
  });

  it('answers provider_unavailable, perhaps sent, when the answer never comes or the connection drops', async () => {
    standIn.answerNext('hang');
    const started = Date.now();
    expect(await provider.sendTemplate(meeting)).toMatchObject({
      ok: false,
      reason: 'provider_unavailable',
      detail: 'No answer within 1000 ms',
      uncertain: true,
    });
    expect(Date.now() - started).toBeLessThan(5000);
    standIn.answerNext('drop');
    expect(await provider.sendTemplate(meeting)).toMatchObject({
      ok: false,
      reason: 'provider_unavailable',
      uncertain: true,
    });
  });

  it('answers provider_unavailable, perhaps sent, for a success without a message id', async () => {
    standIn.answerNext({ status: 200, body: { messaging_product: 'whatsapp', messages: [] } });
    expect(await provider.sendTemplate(meeting)).toMatchObject({
      ok: false,
      reason: 'provider_unavailable',
      uncertain: true,
    });
  });
});
