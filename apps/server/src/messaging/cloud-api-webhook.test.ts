import { afterAll, describe, expect, it } from 'vitest';
import { startCloudApiStandIn } from '../test/cloud-api-stand-in.ts';
import { createCloudApiProvider } from './cloud-api.ts';
import { signCloudApiWebhook, verifyCloudApiSignature } from './cloud-api-webhook.ts';

const standIn = await startCloudApiStandIn();
afterAll(() => standIn.close());
const provider = createCloudApiProvider(standIn.settings);
const { appSecret } = standIn.settings;

describe('webhook signatures', () => {
  it('accepts a delivery signed with the app secret', () => {
    const { rawBody, signature } = standIn.statusWebhook({ id: 'wamid.A', status: 'sent' });
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(provider.parseWebhook(rawBody, signature).ok).toBe(true);
    expect(provider.parseWebhook(Buffer.from(rawBody), signature).ok).toBe(true);
    expect(provider.parseWebhook(rawBody, signature.replace('sha256=', 'SHA256=').toUpperCase()).ok).toBe(
      true,
    );
  });

  it('is the hex HMAC-SHA256 of the raw bytes under the app secret', () => {
    // A known vector: HMAC-SHA256 of "test" with the key "secret".
    expect(signCloudApiWebhook('test', 'secret')).toBe(
      'sha256=0329a06b62cd16b33eb6792be8c60b158d89a2ee3a876fce9a881ebb488c0914',
    );
  });

  it.each([
    ['no signature', undefined],
    ['an empty signature', ''],
    ['another secret', signCloudApiWebhook('x', 'another-secret-0000')],
    ['the SHA-1 header form', 'sha1=0329a06b62cd16b33eb6792be8c60b158d89a2ee'],
    ['a hex string too short', 'sha256=0329a06b'],
    ['not hex', `sha256=${'z'.repeat(64)}`],
  ])('refuses %s', (_name, signature) => {
    const { rawBody } = standIn.statusWebhook({ id: 'wamid.A', status: 'sent' });
    expect(provider.parseWebhook(rawBody, signature)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuses a body signed for someone else: the right format with the wrong key', () => {
    const { rawBody } = standIn.statusWebhook({ id: 'wamid.A', status: 'sent' });
    expect(provider.parseWebhook(rawBody, signCloudApiWebhook(rawBody, `${appSecret}x`))).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
  });

  it('refuses a tampered body, even one byte or a re-serialisation of the same JSON', () => {
    const { rawBody, signature } = standIn.statusWebhook({ id: 'wamid.A', status: 'delivered' });
    const tampered = rawBody.replace('delivered', 'deliverex');
    expect(provider.parseWebhook(tampered, signature)).toEqual({ ok: false, reason: 'bad_signature' });
    const reformatted = JSON.stringify(JSON.parse(rawBody), null, 1);
    expect(provider.parseWebhook(reformatted, signature)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(verifyCloudApiSignature(`${rawBody} `, signature, appSecret)).toBe(false);
  });

  it('answers bad_payload for a signed body that is not a WhatsApp webhook', () => {
    for (const body of [
      'not json',
      '[]',
      '{"object":"page","entry":[]}',
      '{"object":"whatsapp_business_account"}',
    ]) {
      expect(provider.parseWebhook(body, signCloudApiWebhook(body, appSecret))).toEqual({
        ok: false,
        reason: 'bad_payload',
      });
    }
  });
});

describe('the address check', () => {
  const { verifyToken } = standIn.settings;

  it('answers the challenge when Meta brings our verify token', () => {
    expect(
      provider.verifyWebhookSubscription({
        'hub.mode': 'subscribe',
        'hub.verify_token': verifyToken,
        'hub.challenge': '1158201444',
      }),
    ).toBe('1158201444');
  });

  it.each([
    ['another token', { 'hub.mode': 'subscribe', 'hub.verify_token': 'guess', 'hub.challenge': '1' }],
    [
      'a longer token',
      { 'hub.mode': 'subscribe', 'hub.verify_token': `${verifyToken}x`, 'hub.challenge': '1' },
    ],
    ['no token', { 'hub.mode': 'subscribe', 'hub.challenge': '1' }],
    ['another mode', { 'hub.mode': 'unsubscribe', 'hub.verify_token': verifyToken, 'hub.challenge': '1' }],
    ['no challenge', { 'hub.mode': 'subscribe', 'hub.verify_token': verifyToken }],
    [
      'a repeated token',
      { 'hub.mode': 'subscribe', 'hub.verify_token': [verifyToken], 'hub.challenge': '1' },
    ],
  ])('refuses %s', (_name, query) => {
    expect(provider.verifyWebhookSubscription(query)).toBeNull();
  });
});

describe('reading statuses and replies', () => {
  it.each(['sent', 'delivered', 'read'] as const)(
    'reads a %s status with its time, recipient and reference',
    (status) => {
      const { rawBody, signature } = standIn.statusWebhook({
        id: 'wamid.HBgLOTE5ODQ1MDEyMzQ1',
        status,
        timestamp: 1_750_000_000,
        reference: 'row-42',
      });
      expect(provider.parseWebhook(rawBody, signature)).toEqual({
        ok: true,
        statuses: [
          {
            providerMessageId: 'wamid.HBgLOTE5ODQ1MDEyMzQ1',
            status,
            at: new Date(1_750_000_000_000),
            recipient: '+919845012345',
            reference: 'row-42',
            error: null,
          },
        ],
        inbound: [],
      });
    },
  );

  it('reads a failed status with its error, classified as a refusal is', () => {
    const undeliverable = standIn.statusWebhook({
      id: 'wamid.B',
      status: 'failed',
      error: {
        code: 131026,
        title: 'Message undeliverable',
        details: 'Receiver is incapable of receiving this message',
      },
    });
    const [status] = (
      provider.parseWebhook(undeliverable.rawBody, undeliverable.signature) as { statuses: unknown[] }
    ).statuses;
    expect(status).toMatchObject({
      status: 'failed',
      reference: null,
      error: {
        code: 131026,
        reason: 'invalid_number',
        detail: 'Message undeliverable: Receiver is incapable of receiving this message',
      },
    });
    const other = standIn.statusWebhook({
      id: 'wamid.C',
      status: 'failed',
      error: {
        code: 131049,
        title: 'This message was not delivered to maintain healthy ecosystem engagement.',
      },
    });
    const parsed = provider.parseWebhook(other.rawBody, other.signature);
    expect(parsed.ok && parsed.statuses[0]?.error).toMatchObject({ code: 131049, reason: 'refused' });
  });

  it('reads a farmer reply with the sender in +91 form, the profile name and the message it answers', () => {
    const { rawBody, signature } = standIn.inboundWebhook({
      from: '919845012345',
      name: 'Ramesh',
      id: 'wamid.IN1',
      text: 'हाँ, मैं आऊँगा',
      replyTo: 'wamid.OUT1',
      timestamp: 1_750_000_100,
    });
    expect(provider.parseWebhook(rawBody, signature)).toEqual({
      ok: true,
      statuses: [],
      inbound: [
        {
          providerMessageId: 'wamid.IN1',
          from: '+919845012345',
          at: new Date(1_750_000_100_000),
          type: 'text',
          text: 'हाँ, मैं आऊँगा',
          replyTo: 'wamid.OUT1',
          profileName: 'Ramesh',
        },
      ],
    });
  });

  it('reads quick-reply buttons, list choices and media as replies too', () => {
    const { rawBody, signature } = standIn.webhook({
      contacts: [{ profile: { name: 'Lakshmi' }, wa_id: '919845000001' }],
      messages: [
        {
          from: '919845000001',
          id: 'wamid.BTN',
          timestamp: '1750000200',
          type: 'button',
          button: { text: 'Yes', payload: 'YES' },
          context: { from: '15550783881', id: 'wamid.OUT2' },
        },
        {
          from: '919845000001',
          id: 'wamid.LIST',
          timestamp: '1750000201',
          type: 'interactive',
          interactive: { type: 'list_reply', list_reply: { id: 'tomato', title: 'Tomato' } },
        },
        {
          from: '919845000001',
          id: 'wamid.IMG',
          timestamp: '1750000202',
          type: 'image',
          image: { id: '1', mime_type: 'image/jpeg' },
        },
      ],
    });
    const parsed = provider.parseWebhook(rawBody, signature);
    expect(
      parsed.ok && parsed.inbound.map((m) => [m.providerMessageId, m.type, m.text, m.replyTo, m.profileName]),
    ).toEqual([
      ['wamid.BTN', 'button', 'Yes', 'wamid.OUT2', 'Lakshmi'],
      ['wamid.LIST', 'interactive', 'Tomato', null, 'Lakshmi'],
      ['wamid.IMG', 'image', null, null, 'Lakshmi'],
    ]);
  });

  it('reads several changes at once and leaves out what is not ours or cannot be read', () => {
    const ours = (value: object) => ({
      field: 'messages',
      value: {
        messaging_product: 'whatsapp',
        metadata: { display_phone_number: '15550783881', phone_number_id: standIn.settings.phoneNumberId },
        ...value,
      },
    });
    const rawBody = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: standIn.settings.businessAccountId,
          changes: [
            ours({
              statuses: [
                { id: 'wamid.1', status: 'delivered', timestamp: '1750000000', recipient_id: '919845012345' },
                { id: 'wamid.2', status: 'deleted', timestamp: '1750000000', recipient_id: '919845012345' },
                { id: 'wamid.3', status: 'read', timestamp: 'yesterday', recipient_id: '919845012345' },
                { status: 'read', timestamp: '1750000000' },
                'nonsense',
              ],
            }),
            // Another phone number of the same business account: not Sangam's to record.
            {
              field: 'messages',
              value: {
                metadata: { phone_number_id: '999999999999' },
                statuses: [{ id: 'wamid.X', status: 'read', timestamp: '1750000000', recipient_id: '91' }],
              },
            },
            {
              field: 'message_template_status_update',
              value: { event: 'APPROVED', message_template_name: 'x' },
            },
          ],
        },
        {
          id: standIn.settings.businessAccountId,
          changes: [
            ours({
              messages: [
                {
                  from: '919845012345',
                  id: 'wamid.4',
                  timestamp: '1750000300',
                  type: 'text',
                  text: { body: 'ok' },
                },
                {
                  from: '+91 not digits',
                  id: 'wamid.5',
                  timestamp: '1750000300',
                  type: 'text',
                  text: { body: 'x' },
                },
              ],
            }),
          ],
        },
      ],
    });
    const parsed = provider.parseWebhook(rawBody, signCloudApiWebhook(rawBody, appSecret));
    expect(parsed.ok && parsed.statuses.map((s) => `${s.providerMessageId}:${s.status}`)).toEqual([
      'wamid.1:delivered',
    ]);
    expect(
      parsed.ok && parsed.inbound.map((m) => `${m.providerMessageId}:${m.text}:${m.profileName}`),
    ).toEqual(['wamid.4:ok:null']);
  });
});
