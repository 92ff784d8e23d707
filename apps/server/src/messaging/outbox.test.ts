import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMessagingProvider } from './messaging.ts';
import { createOutboxProvider, readWhatsAppOutbox, whatsappOutboxFolder } from './outbox.ts';
import { bodyPlaceholders, readTemplate, renderTemplateBody } from './provider.ts';
import sampleTemplates from './sample-templates.json' with { type: 'json' };

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-whatsapp-'));

describe('the local outbox', () => {
  it('lists the sample templates in English and Hindi, only approved ones usable', async () => {
    const templates = await createOutboxProvider({ dataDir: tempDir() }).listTemplates();
    const usable = templates.filter((t) => t.usable);

    expect(new Set(usable.map((t) => t.language))).toEqual(new Set(['en', 'hi']));
    for (const name of new Set(usable.map((t) => t.name)))
      expect(
        usable
          .filter((t) => t.name === name)
          .map((t) => t.language)
          .sort(),
      ).toEqual(['en', 'hi']);
    expect(templates.find((t) => t.name === 'sample_price_update')).toMatchObject({
      status: 'PENDING',
      usable: false,
    });
    const meeting = templates.find((t) => t.name === 'sample_meeting_reminder' && t.language === 'hi');
    expect(meeting).toMatchObject({ category: 'UTILITY', parameterCount: 4, usable: true });
    expect(meeting?.body).toContain('{{4}}');
    // Every name says it is a sample, so none is mistaken for a real account's template.
    expect(templates.every((t) => t.name.startsWith('sample_'))).toBe(true);
    expect(sampleTemplates.note).toMatch(/^SAMPLE DATA/);
  });

  it('writes a message as a file under DATA_DIR/whatsapp-outbox and answers with its id', async () => {
    const dataDir = tempDir();
    const outbox = createOutboxProvider({ dataDir });
    const result = await outbox.sendTemplate({
      to: '098450 12345',
      template: 'sample_meeting_reminder',
      language: 'hi',
      parameters: ['रमेश', 'होसुर किसान FPO', '12 मार्च', 'पंचायत भवन'],
      reference: 'row-7',
    });

    expect(result).toEqual({
      ok: true,
      providerMessageId: expect.stringMatching(/^outbox\./),
      to: '+919845012345',
    });
    const files = fs.readdirSync(whatsappOutboxFolder(dataDir));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-919845012345-[0-9a-f]{8}\.json$/);
    expect(readWhatsAppOutbox(dataDir)).toEqual([
      {
        note: expect.stringContaining('not sent to WhatsApp'),
        id: result.ok && result.providerMessageId,
        createdAt: expect.any(String),
        to: '+919845012345',
        template: 'sample_meeting_reminder',
        language: 'hi',
        category: 'UTILITY',
        parameters: ['रमेश', 'होसुर किसान FPO', '12 मार्च', 'पंचायत भवन'],
        text: 'नमस्ते रमेश, होसुर किसान FPO की आम सभा की बैठक 12 मार्च को पंचायत भवन में होगी। कृपया अपना सदस्य कार्ड साथ लाएँ।',
        reference: 'row-7',
      },
    ]);

    await outbox.sendTemplate({
      to: '+919845000001',
      template: 'sample_welcome',
      language: 'en',
      parameters: [],
    });
    expect(readWhatsAppOutbox(dataDir).map((m) => m.to)).toEqual(['+919845012345', '+919845000001']);
  });

  it('refuses what the Cloud API would, and writes nothing', async () => {
    const dataDir = tempDir();
    const outbox = createOutboxProvider({ dataDir });
    const send = (over: object) =>
      outbox.sendTemplate({
        to: '+919845012345',
        template: 'sample_welcome',
        language: 'en',
        parameters: [],
        ...over,
      });

    expect(await send({ to: '+1 415 555 0100' })).toMatchObject({ ok: false, reason: 'invalid_number' });
    expect(await send({ template: 'sample_price_update', parameters: ['a', 'b', 'c'] })).toMatchObject({
      ok: false,
      reason: 'template_not_approved',
      code: 132001,
    });
    expect(await send({ language: 'kn' })).toMatchObject({ ok: false, reason: 'template_not_approved' });
    expect(await send({ template: 'sample_meeting_reminder', parameters: ['Ramesh'] })).toMatchObject({
      ok: false,
      reason: 'refused',
      code: 132000,
    });
    expect(
      await send({ template: 'sample_membership_benefits', parameters: ['Ramesh', '  '] }),
    ).toMatchObject({ ok: false, reason: 'refused' });
    expect(fs.existsSync(whatsappOutboxFolder(dataDir))).toBe(false);
    expect(readWhatsAppOutbox(dataDir)).toEqual([]);
  });

  it('takes no webhooks: nothing outside the machine knows its messages', () => {
    const outbox = createOutboxProvider({ dataDir: tempDir() });
    expect(outbox.kind).toBe('outbox');
    expect(outbox.parseWebhook('{}', 'sha256=00')).toEqual({ ok: false, reason: 'not_configured' });
    expect(
      outbox.verifyWebhookSubscription({
        'hub.mode': 'subscribe',
        'hub.verify_token': '',
        'hub.challenge': '1',
      }),
    ).toBeNull();
  });

  it('is the provider when the WhatsApp settings are unset, the Cloud API when they are set', () => {
    const dataDir = tempDir();
    expect(createMessagingProvider({ whatsapp: undefined, dataDir }).kind).toBe('outbox');
    expect(
      createMessagingProvider({
        whatsapp: {
          token: 't',
          phoneNumberId: '1',
          businessAccountId: '2',
          appSecret: 's',
          verifyToken: 'v',
          apiUrl: 'https://graph.facebook.com',
        },
        dataDir,
      }).kind,
    ).toBe('cloud_api');
  });
});

describe('templates and their placeholders', () => {
  it('finds the numbered placeholders of a body and fills them in', () => {
    expect(bodyPlaceholders('Hi {{1}}, {{2}} and {{1}} again, {{ 3 }}')).toEqual(['1', '2', '3']);
    expect(renderTemplateBody('Hi {{1}}, see you on {{2}}. {{3}}', ['Asha', 'Monday'])).toBe(
      'Hi Asha, see you on Monday. {{3}}',
    );
    // A value that looks like a placeholder is written as it is, not filled again.
    expect(renderTemplateBody('{{1}} / {{2}}', ['{{2}}', 'x'])).toBe('{{2}} / x');
  });

  it.each([
    ['numbered in any order', 'On {{2}}, {{1}}', true, 2],
    ['a gap in the numbers', 'Hi {{1}} and {{3}}', false, 0],
    ['named placeholders', 'Hi {{name}}', false, 0],
    ['no placeholders', 'Hello', true, 0],
  ])('reads a body with %s', (_name, text, usable, parameterCount) => {
    expect(
      readTemplate({ name: 'x', language: 'en', status: 'APPROVED', components: [{ type: 'BODY', text }] }),
    ).toMatchObject({ usable, parameterCount });
  });

  it('leaves out templates without a name or language, and reads a missing status as not usable', () => {
    expect(readTemplate({ language: 'en' })).toBeNull();
    expect(readTemplate('nonsense')).toBeNull();
    expect(
      readTemplate({ name: 'x', language: 'en', components: [{ type: 'BODY', text: 'Hi' }] }),
    ).toMatchObject({
      status: 'PENDING',
      usable: false,
    });
  });

  it.each([
    ['a header with a placeholder', { type: 'HEADER', format: 'TEXT', text: 'For {{1}}' }],
    ['a video header', { type: 'HEADER', format: 'VIDEO' }],
    [
      'a link button with a placeholder',
      { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Open', url: 'https://x.in/{{1}}' }] },
    ],
    ['a copy-code button', { type: 'BUTTONS', buttons: [{ type: 'COPY_CODE', example: 'X' }] }],
    ['a carousel', { type: 'CAROUSEL', cards: [] }],
  ])('does not count a template with %s as usable', (_name, component) => {
    expect(
      readTemplate({
        name: 'x',
        language: 'en',
        status: 'APPROVED',
        components: [component, { type: 'BODY', text: 'Hi {{1}}' }],
      })?.usable,
    ).toBe(false);
  });

  it('counts a template with a plain header, a footer and quick replies as usable', () => {
    expect(
      readTemplate({
        name: 'x',
        language: 'en',
        status: 'APPROVED',
        components: [
          { type: 'HEADER', format: 'TEXT', text: 'Meeting' },
          { type: 'BODY', text: 'Hi {{1}}' },
          { type: 'FOOTER', text: 'Sangam' },
          {
            type: 'BUTTONS',
            buttons: [
              { type: 'QUICK_REPLY', text: 'Yes' },
              { type: 'URL', text: 'Site', url: 'https://x.in' },
            ],
          },
        ],
      })?.usable,
    ).toBe(true);
  });
});
