import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit.ts';
import { whatsappMessages } from '../../db/schema/messaging.ts';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { startCloudApiStandIn } from '../../test/cloud-api-stand-in.ts';
import { clientFor } from '../../test/clients.ts';
import { farmerInput } from '../../test/farmers.ts';
import { WEBHOOK_BODY_LIMIT } from './whatsapp-webhook.routes.ts';

describe('WhatsApp from the back office against the Cloud API (document 2, 2.11; decision 025)', async () => {
  const cloud = await startCloudApiStandIn();
  afterAll(() => cloud.close());
  const testApp = await buildTestApp({ OWNER_EMAIL: 'owner@sangam.example', ...cloud.env });
  const { app, database } = testApp;
  const db = database.db;
  const owner = clientFor(testApp, (await createOperator(testApp, 'owner@sangam.example')).cookie);
  const fpo = await createOperator(testApp, undefined, { fpoName: 'Hosur Raitha FPC' });
  const operator = clientFor(testApp, fpo.cookie);
  const added = await operator.post('/api/farmers', farmerInput({ phoneNumber: '9845012345' }));
  expect(added.statusCode, added.body).toBe(201);
  const ramesh = added.json().id as string;

  const send = (body: object) => owner.post('/api/admin/whatsapp/messages', body);
  const meeting = {
    to: '98450 12345',
    template: 'meeting_reminder',
    language: 'en',
    parameters: ['Ramesh', 'Hosur FPC', '12 June'],
  };
  const history = async () =>
    (await owner.get('/api/admin/whatsapp/messages')).json().messages as Record<string, unknown>[];
  const deliver = (delivery: { rawBody: string; signature: string }) =>
    app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': delivery.signature },
      payload: delivery.rawBody,
    });

  it('has no templates before the first sync, and says messages go to WhatsApp', async () => {
    const response = await owner.get('/api/admin/whatsapp/templates');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ provider: 'cloud_api', templates: [] });
  });

  it("syncs the provider's templates, keeps them, and records who synced", async () => {
    const response = await owner.post('/api/admin/whatsapp/templates/sync', {});
    expect(response.statusCode, response.body).toBe(200);
    const templates = response.json().templates as Record<string, unknown>[];
    expect(templates).toHaveLength(cloud.templates.length);
    expect(templates.find((t) => t.name === 'meeting_reminder' && t.language === 'en')).toMatchObject({
      status: 'APPROVED',
      body: 'Namaste {{1}}, the meeting of {{2}} is on {{3}}.',
      parameterCount: 3,
      usable: true,
      removedAt: null,
    });
    expect(templates.find((t) => t.name === 'price_update')).toMatchObject({
      status: 'PENDING',
      usable: false,
    });
    const audited = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'whatsapp.templates_synced'));
    expect(audited).toHaveLength(1);
  });

  it('marks a template the provider no longer lists, and brings it back when it returns', async () => {
    const seed = cloud.templates.splice(
      cloud.templates.findIndex((t) => t.name === 'seed_offer'),
      1,
    );
    const synced = (await owner.post('/api/admin/whatsapp/templates/sync', {})).json();
    expect(synced.templates.find((t: { name: string }) => t.name === 'seed_offer').removedAt).not.toBeNull();
    cloud.templates.push(...seed);
    const again = (await owner.post('/api/admin/whatsapp/templates/sync', {})).json();
    expect(again.templates.find((t: { name: string }) => t.name === 'seed_offer').removedAt).toBeNull();
  });

  it('sends a template to a farmer in +91 form and keeps the message against that farmer', async () => {
    const response = await send(meeting);
    expect(response.statusCode, response.body).toBe(201);
    const message = response.json();
    expect(message).toMatchObject({
      direction: 'out',
      phone: '+919845012345',
      farmer: { id: ramesh, name: 'Ramesh Kumar' },
      template: 'meeting_reminder',
      status: 'accepted',
      text: 'Namaste Ramesh, the meeting of Hosur FPC is on 12 June.',
    });
    expect(cloud.sent.at(-1)).toMatchObject({
      to: '919845012345',
      template: 'meeting_reminder',
      parameters: ['Ramesh', 'Hosur FPC', '12 June'],
    });
    const [row] = await db.select().from(whatsappMessages).where(eq(whatsappMessages.id, message.id));
    expect(row?.providerMessageId).toBe(cloud.sent.at(-1)?.id);
    expect((await history())[0]).toMatchObject({ id: message.id, status: 'accepted' });
  });

  it('refuses a number that is not an Indian mobile before anything is sent', async () => {
    const before = cloud.sent.length;
    for (const to of ['+1 415 555 0100', '044 2345 6789', '98450']) {
      const response = await send({ ...meeting, to });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.issues).toEqual([{ field: 'to', code: 'phone_invalid' }]);
    }
    expect(cloud.sent.length).toBe(before);
  });

  it('refuses parameters Meta refuses: a missing one, a line break, a tab, five spaces in a row', async () => {
    expect((await send({ ...meeting, parameters: ['Ramesh', 'Hosur FPC'] })).json().error.issues).toEqual([
      { field: 'parameters', code: 'parameter_count' },
    ]);
    for (const [value, code] of [
      ['', 'parameter_required'],
      ['12\nJune', 'parameter_invalid'],
      ['12\tJune', 'parameter_invalid'],
      ['12     June', 'parameter_invalid'],
    ] as const) {
      const response = await send({ ...meeting, parameters: ['Ramesh', 'Hosur FPC', value] });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.issues).toEqual([{ field: 'parameters.2', code }]);
    }
    expect((await send({ ...meeting, parameters: ['Ramesh', 'Hosur FPC', '12    June'] })).statusCode).toBe(
      201,
    );
  });

  it('refuses a template that is not approved or not known without asking the provider', async () => {
    const before = cloud.requests.length;
    const pending = await send({ ...meeting, template: 'price_update', parameters: ['Ragi', '3500'] });
    expect(pending.statusCode).toBe(400);
    expect(pending.json().error.issues).toEqual([{ field: 'template', code: 'template_not_usable' }]);
    const unknown = await send({ ...meeting, template: 'harvest_tips' });
    expect(unknown.json().error.issues).toEqual([{ field: 'template', code: 'template_unknown' }]);
    expect(cloud.requests.length).toBe(before);
  });

  it('keeps a failed message when the provider says the template is no longer approved', async () => {
    // Paused at Meta since the last sync: the stand-in answers 132001.
    const template = cloud.templates.find((t) => t.name === 'meeting_reminder' && t.language === 'hi')!;
    template.status = 'PAUSED';
    const response = await send({ ...meeting, language: 'hi' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('whatsapp_template_not_approved');
    expect((await history())[0]).toMatchObject({
      language: 'hi',
      status: 'failed',
      errorReason: 'template_not_approved',
      errorCode: 132001,
    });
    template.status = 'APPROVED';
  });

  it('answers 429 and keeps a failed message when the provider is rate limited', async () => {
    cloud.answerNext({
      status: 400,
      body: {
        error: { message: 'Rate limit hit', type: 'OAuthException', code: 130429, fbtrace_id: 'A' },
      },
    });
    const response = await send(meeting);
    expect(response.statusCode).toBe(429);
    expect(response.json().error.code).toBe('rate_limited');
    expect((await history())[0]).toMatchObject({
      status: 'failed',
      errorReason: 'rate_limited',
      errorCode: 130429,
    });
  });

  it('keeps a failed message for a number that is not on WhatsApp', async () => {
    cloud.undeliverable.add('919900011111');
    const response = await send({ ...meeting, to: '+91 99000 11111' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('whatsapp_number_invalid');
    expect((await history())[0]).toMatchObject({
      phone: '+919900011111',
      farmer: null,
      status: 'failed',
      errorReason: 'invalid_number',
    });
  });

  describe('the webhook', () => {
    it("answers Meta's check with the challenge for our verify token only", async () => {
      const ok = await app.inject({
        method: 'GET',
        url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=sangam-verify-token&hub.challenge=1158201444',
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toBe('1158201444');
      const wrong = await app.inject({
        method: 'GET',
        url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444',
      });
      expect(wrong.statusCode).toBe(403);
    });

    it('moves a status forward only: sent, delivered, read, and a late sent changes nothing', async () => {
      const sent = (await send(meeting)).json();
      const [row] = await db.select().from(whatsappMessages).where(eq(whatsappMessages.id, sent.id));
      const id = row!.providerMessageId!;
      const status = (s: string, timestamp: number) =>
        deliver(cloud.statusWebhook({ id, status: s, timestamp, reference: sent.id }));
      expect((await status('sent', 1_750_000_010)).statusCode).toBe(200);
      expect((await history()).find((m) => m.id === sent.id)).toMatchObject({ status: 'sent' });
      await status('delivered', 1_750_000_020);
      await status('read', 1_750_000_030);
      const late = await status('sent', 1_750_000_010);
      expect(late.statusCode).toBe(200);
      expect((await history()).find((m) => m.id === sent.id)).toMatchObject({
        status: 'read',
        sentAt: new Date(1_750_000_010_000).toISOString(),
        deliveredAt: new Date(1_750_000_020_000).toISOString(),
        readAt: new Date(1_750_000_030_000).toISOString(),
      });
    });

    it('lets failed win, with its reason', async () => {
      const sent = (await send(meeting)).json();
      const [row] = await db.select().from(whatsappMessages).where(eq(whatsappMessages.id, sent.id));
      const id = row!.providerMessageId!;
      await deliver(cloud.statusWebhook({ id, status: 'delivered', timestamp: 1_750_000_020 }));
      await deliver(
        cloud.statusWebhook({
          id,
          status: 'failed',
          timestamp: 1_750_000_030,
          error: { code: 131026, title: 'Message undeliverable' },
        }),
      );
      await deliver(cloud.statusWebhook({ id, status: 'read', timestamp: 1_750_000_040 }));
      expect((await history()).find((m) => m.id === sent.id)).toMatchObject({
        status: 'failed',
        errorReason: 'invalid_number',
        errorCode: 131026,
      });
    });

    it('refuses a delivery with a bad signature and changes nothing', async () => {
      const sent = (await send(meeting)).json();
      const [row] = await db.select().from(whatsappMessages).where(eq(whatsappMessages.id, sent.id));
      const real = cloud.statusWebhook({ id: row!.providerMessageId!, status: 'delivered' });
      const forged = await deliver({ rawBody: real.rawBody, signature: `sha256=${'0'.repeat(64)}` });
      expect(forged.statusCode).toBe(401);
      const unsigned = await app.inject({
        method: 'POST',
        url: '/api/whatsapp/webhook',
        headers: { 'content-type': 'application/json' },
        payload: real.rawBody,
      });
      expect(unsigned.statusCode).toBe(401);
      // The same bytes re-encoded (spaces added) no longer match the signature.
      const reencoded = await deliver({
        rawBody: JSON.stringify(JSON.parse(real.rawBody), null, 1),
        signature: real.signature,
      });
      expect(reencoded.statusCode).toBe(401);
      expect((await history()).find((m) => m.id === sent.id)).toMatchObject({ status: 'accepted' });
    });

    it('refuses a delivery over the size limit before reading it', async () => {
      const huge = cloud.webhook({ padding: 'x'.repeat(WEBHOOK_BODY_LIMIT) });
      expect((await deliver(huge)).statusCode).toBe(413);
    });

    it('finds a message by the reference it was sent with when its provider id was never stored', async () => {
      const sent = (await send(meeting)).json();
      const [row] = await db.select().from(whatsappMessages).where(eq(whatsappMessages.id, sent.id));
      // As if the server had stopped between the send and storing the answer.
      await db
        .update(whatsappMessages)
        .set({ providerMessageId: null })
        .where(eq(whatsappMessages.id, sent.id));
      const id = row!.providerMessageId!;
      await deliver(cloud.statusWebhook({ id, status: 'delivered', reference: sent.id }));
      const [after] = await db.select().from(whatsappMessages).where(eq(whatsappMessages.id, sent.id));
      expect(after).toMatchObject({ status: 'delivered', providerMessageId: id });
    });

    it('records a reply against the farmer whose number it is, and the message it answers', async () => {
      const sent = (await send(meeting)).json();
      const [row] = await db.select().from(whatsappMessages).where(eq(whatsappMessages.id, sent.id));
      const reply = cloud.inboundWebhook({
        from: '919845012345',
        id: 'wamid.reply-1',
        text: 'I will come',
        replyTo: row!.providerMessageId!,
      });
      expect((await deliver(reply)).statusCode).toBe(200);
      // Meta repeats deliveries it is unsure of: the reply is kept once.
      expect((await deliver(reply)).statusCode).toBe(200);
      const replies = await db
        .select()
        .from(whatsappMessages)
        .where(
          and(eq(whatsappMessages.direction, 'in'), eq(whatsappMessages.providerMessageId, 'wamid.reply-1')),
        );
      expect(replies).toHaveLength(1);
      expect((await history())[0]).toMatchObject({
        direction: 'in',
        phone: '+919845012345',
        farmer: { id: ramesh, name: 'Ramesh Kumar' },
        text: 'I will come',
        status: null,
        replyToId: sent.id,
      });
    });

    it('keeps a reply with no farmer when several FPOs have that number', async () => {
      const other = await createOperator(testApp, undefined, { fpoName: 'Krishnagiri FPC' });
      const theirs = clientFor(testApp, other.cookie);
      expect((await theirs.post('/api/farmers', farmerInput({ phoneNumber: '9845012345' }))).statusCode).toBe(
        201,
      );
      await deliver(cloud.inboundWebhook({ from: '919845012345', id: 'wamid.reply-2', text: 'Price?' }));
      expect((await history())[0]).toMatchObject({ direction: 'in', text: 'Price?', farmer: null });
    });
  });
});

describe('WhatsApp with the local outbox (DECISIONS D4)', async () => {
  const testApp = await buildTestApp({ OWNER_EMAIL: 'owner@sangam.example' });
  const owner = clientFor(testApp, (await createOperator(testApp, 'owner@sangam.example')).cookie);

  it('says messages go to the outbox, syncs the sample templates and sends one', async () => {
    const synced = await owner.post('/api/admin/whatsapp/templates/sync', {});
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json().provider).toBe('outbox');
    const template = (
      synced.json().templates as { name: string; usable: boolean; language: string; parameterCount: number }[]
    ).find((t) => t.usable)!;
    const response = await owner.post('/api/admin/whatsapp/messages', {
      to: '9845012345',
      template: template.name,
      language: template.language,
      parameters: Array.from({ length: template.parameterCount }, (_, i) => `value ${i + 1}`),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().status).toBe('accepted');
  });

  it('takes no webhooks', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': 'sha256=00' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});
