import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit.ts';
import { user } from '../../db/schema/auth.ts';
import { farmers } from '../../db/schema/farmers.ts';
import { whatsappMessages } from '../../db/schema/messaging.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { startCloudApiStandIn } from '../../test/cloud-api-stand-in.ts';
import { clientFor } from '../../test/clients.ts';
import { farmerInput } from '../../test/farmers.ts';
import { bulkSendJob } from './bulk-send.job.ts';
import { createBulkSend } from './bulk-send.service.ts';

type Json = Record<string, unknown> & { id: string; status: string; counts: Record<string, number> };

describe('Bulk sends to the farmers of an FPO (issue 18; decision 026)', async () => {
  const cloud = await startCloudApiStandIn();
  afterAll(() => cloud.close());
  // Twenty a second: a send of a dozen farmers takes long enough to be seen running.
  const testApp = await buildTestApp({
    OWNER_EMAIL: 'owner@sangam.example',
    WHATSAPP_SEND_RATE: '20',
    ...cloud.env,
  });
  const { app, database } = testApp;
  const db = database.db;
  const owner = clientFor(testApp, (await createOperator(testApp, 'owner@sangam.example')).cookie);
  const hosur = await createOperator(testApp, undefined, { fpoName: 'Hosur Raitha FPC' });
  const other = await createOperator(testApp, undefined, { fpoName: 'Mandya Growers' });

  /** Twelve farmers: eight in Hosur (Krishnagiri), four in Bagalur (Dharmapuri); three read Hindi, two Kannada. */
  const people = Array.from({ length: 12 }, (_, i) => ({
    farmerName: `Farmer ${String.fromCharCode(65 + i)}`,
    phoneNumber: `98450${String(10000 + i)}`,
    village: i < 8 ? 'Hosur' : ' bagalur ',
    district: i < 8 ? 'Krishnagiri' : 'Dharmapuri',
    language: i < 3 ? 'hi' : i < 5 ? 'kn' : 'en',
  }));
  const operator = clientFor(testApp, hosur.cookie);
  for (const person of people) {
    const added = await operator.post(
      '/api/farmers',
      farmerInput({
        farmerName: person.farmerName,
        phoneNumber: person.phoneNumber,
        village: person.village,
        district: person.district,
      }),
    );
    expect(added.statusCode, added.body).toBe(201);
    await db
      .update(farmers)
      .set({ preferredLanguage: person.language })
      .where(eq(farmers.id, added.json().id as string));
  }
  const outsider = await clientFor(testApp, other.cookie).post(
    '/api/farmers',
    farmerInput({ farmerName: 'Not Ours', phoneNumber: '9845099999' }),
  );
  expect(outsider.statusCode).toBe(201);
  expect((await owner.post('/api/admin/whatsapp/templates/sync', {})).statusCode).toBe(200);

  const request = {
    fpoId: hosur.fpoId,
    audience: { kind: 'all' },
    template: 'meeting_reminder',
    fallbackLanguage: 'en',
    category: 'training',
    parameters: [{ kind: 'farmer_name' }, { kind: 'fpo_name' }, { kind: 'text', value: '12 June' }],
  };
  const start = (body: object = request) => owner.post('/api/admin/whatsapp/bulk-sends', body);
  const progress = async (id: string) =>
    (await owner.get(`/api/admin/whatsapp/bulk-sends/${id}`)).json() as Json;
  const settled = async (id: string, statuses = ['finished', 'stopped', 'cancelled']) => {
    for (let i = 0; i < 300; i++) {
      const send = await progress(id);
      if (statuses.includes(send.status)) return send;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`bulk send ${id} did not settle`);
  };
  const sentTo = (phone: string) => cloud.sent.filter((m) => m.to === phone.replace('+', ''));

  it('finds FPOs by name and lists their villages and districts however they were typed', async () => {
    const found = (await owner.get('/api/admin/whatsapp/fpos?search=raitha')).json();
    expect(found.fpos).toEqual([{ id: hosur.fpoId, name: 'Hosur Raitha FPC', farmers: 12 }]);
    const audience = (await owner.get(`/api/admin/whatsapp/fpos/${hosur.fpoId}/audience`)).json();
    expect(audience.villages).toEqual([
      { name: 'Bagalur', farmers: 4 },
      { name: 'Hosur', farmers: 8 },
    ]);
    expect(audience.districts).toEqual([
      { name: 'Dharmapuri', farmers: 4 },
      { name: 'Krishnagiri', farmers: 8 },
    ]);
  });

  it('previews how many farmers get it, each group in its language or the fallback', async () => {
    const { category: _, parameters: __, ...preview } = request;
    const response = await owner.post('/api/admin/whatsapp/bulk-sends/preview', preview);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      recipients: 12,
      languages: [
        { language: 'en', farmers: 7, templateLanguage: 'en' },
        { language: 'hi', farmers: 3, templateLanguage: 'hi' },
        // No Kannada version of the template: the fallback.
        { language: 'kn', farmers: 2, templateLanguage: 'en' },
      ],
    });
  });

  it("sends to every farmer once, in their language, with each one's own name, and records it", async () => {
    const before = cloud.sent.length;
    const response = await start();
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as Json;
    expect(created).toMatchObject({ total: 12, category: 'training', fpo: { name: 'Hosur Raitha FPC' } });
    const done = await settled(created.id);
    expect(done.status).toBe('finished');
    expect(done.counts.accepted).toBe(12);
    expect(cloud.sent.length - before).toBe(12);
    for (const person of people) {
      const got = sentTo(`+91${person.phoneNumber}`);
      expect(got).toHaveLength(1);
      expect(got[0]).toMatchObject({
        language: person.language === 'hi' ? 'hi' : 'en',
        parameters: [person.farmerName, 'Hosur Raitha FPC', '12 June'],
      });
    }
    expect(sentTo('+919845099999')).toHaveLength(0);
    const recipients = (await owner.get(`/api/admin/whatsapp/bulk-sends/${created.id}/recipients`)).json();
    expect(recipients.total).toBe(12);
    // In the order of the farmers' names.
    expect(recipients.recipients[0]).toMatchObject({
      farmer: { name: 'Farmer A' },
      phone: '+919845010000',
      language: 'hi',
      status: 'accepted',
    });
    const audited = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'whatsapp.bulk_send_started'), eq(auditEvents.targetId, created.id)));
    expect(audited).toHaveLength(1);
  });

  it('refuses a second send of the same template to the same FPO while the first is open', async () => {
    const first = await start();
    expect(first.statusCode).toBe(201);
    const second = await start();
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('whatsapp_bulk_send_open');
    await settled(first.json().id as string);
    // Once it finished, the same send may go again.
    const third = await start({ ...request, audience: { kind: 'village', value: 'HOSUR' } });
    expect(third.statusCode, third.body).toBe(201);
    await settled(third.json().id as string);
  });

  it('sends only to the chosen village or district', async () => {
    const before = cloud.sent.length;
    const village = await start({ ...request, audience: { kind: 'village', value: 'Bagalur' } });
    expect(village.json().total).toBe(4);
    await settled(village.json().id as string);
    const district = await start({ ...request, audience: { kind: 'district', value: 'krishnagiri' } });
    expect(district.json().total).toBe(8);
    await settled(district.json().id as string);
    expect(cloud.sent.length - before).toBe(12);
  });

  it('refuses what cannot be sent before anything is written', async () => {
    const cases: [object, string, string][] = [
      [{ audience: { kind: 'village', value: 'Nowhere' } }, 'audience', 'audience_empty'],
      [{ fallbackLanguage: 'kn' }, 'fallbackLanguage', 'language_not_in_template'],
      [{ parameters: [{ kind: 'farmer_name' }] }, 'parameters', 'parameter_count'],
      [{ template: 'price_update' }, 'template', 'template_not_usable'],
      [{ template: 'no_such' }, 'template', 'template_unknown'],
      [
        { parameters: [{ kind: 'text', value: 'a\nb' }, { kind: 'fpo_name' }, { kind: 'fpo_name' }] },
        'parameters.0.value',
        'parameter_invalid',
      ],
      [{ category: 'gossip' }, 'category', 'category_required'],
    ];
    for (const [change, field, code] of cases) {
      const response = await start({ ...request, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error.issues).toContainEqual({ field, code });
    }
    expect((await start({ ...request, fpoId: crypto.randomUUID() })).statusCode).toBe(404);
  });

  it('records a number that is not on WhatsApp against that farmer and sends to the rest', async () => {
    cloud.undeliverable.add('919845010011');
    const created = (
      await start({ ...request, audience: { kind: 'village', value: 'bagalur' } })
    ).json() as Json;
    const done = await settled(created.id);
    cloud.undeliverable.delete('919845010011');
    expect(done).toMatchObject({ status: 'finished', counts: { accepted: 3, failed: 1 } });
    const failed = (
      await owner.get(`/api/admin/whatsapp/bulk-sends/${created.id}/recipients?filter=failed`)
    ).json();
    expect(failed.recipients).toEqual([
      expect.objectContaining({ phone: '+919845010011', status: 'failed', errorReason: 'invalid_number' }),
    ]);
  });

  it('waits as long as a rate limit asks and then sends that farmer once', async () => {
    const before = cloud.sent.length;
    cloud.answerNext({
      status: 429,
      headers: { 'retry-after': '1' },
      body: { error: { message: 'Rate limit hit', type: 'OAuthException', code: 130429, fbtrace_id: 'A' } },
    });
    const created = (
      await start({ ...request, audience: { kind: 'village', value: 'bagalur' } })
    ).json() as Json;
    const started = Date.now();
    const done = await settled(created.id);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(done).toMatchObject({ status: 'finished', counts: { accepted: 4, failed: 0 } });
    expect(cloud.sent.length - before).toBe(4);
  });

  it('stops when the template is withdrawn, and sends the rest once it is approved again', async () => {
    const hindi = cloud.templates.find((t) => t.name === 'meeting_reminder' && t.language === 'hi')!;
    hindi.status = 'PAUSED';
    const before = cloud.sent.length;
    const created = (await start()).json() as Json;
    const stopped = await settled(created.id);
    expect(stopped).toMatchObject({ status: 'stopped', stopReason: 'template_not_approved' });
    // Those in English may have gone before the first Hindi reader came up; nobody failed, no Hindi went.
    expect(stopped.counts.failed).toBe(0);
    expect(stopped.counts.accepted! + stopped.counts.queued!).toBe(12);
    expect(cloud.sent.slice(before).filter((m) => m.language === 'hi')).toEqual([]);
    expect((await start()).json().error.code).toBe('whatsapp_bulk_send_open');
    hindi.status = 'APPROVED';
    const resumed = await owner.post(`/api/admin/whatsapp/bulk-sends/${created.id}/resume`, {});
    expect(resumed.statusCode, resumed.body).toBe(200);
    const done = await settled(created.id, ['finished']);
    expect(done.counts.accepted).toBe(12);
    expect(cloud.sent.length - before).toBe(12);
    // A finished send cannot be resumed or cancelled.
    expect((await owner.post(`/api/admin/whatsapp/bulk-sends/${created.id}/resume`, {})).statusCode).toBe(
      409,
    );
    expect((await owner.post(`/api/admin/whatsapp/bulk-sends/${created.id}/cancel`, {})).statusCode).toBe(
      409,
    );
  });

  it('cancels a send: the farmers still waiting get nothing', async () => {
    const before = cloud.sent.length;
    const created = (await start()).json() as Json;
    const cancelled = await owner.post(`/api/admin/whatsapp/bulk-sends/${created.id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const done = await settled(created.id);
    expect(done.status).toBe('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await progress(created.id);
    const handed = after.counts.accepted! + after.counts.sending!;
    expect(handed).toBeLessThan(12);
    expect(after.counts.failed).toBe(12 - handed);
    expect(cloud.sent.length - before).toBe(handed);
  });

  it('after a crash mid-send, never sends the farmer it was sending to again and sends the rest', async () => {
    // The send is written but its job is held back, as if the server died before the job ran…
    const held: JobQueue = { ...app.jobs, enqueue: async () => 'held', wake: () => {} };
    const created = await createBulkSend({
      db,
      jobs: held,
      actorUserId: (await db.select({ id: user.id }).from(user).where(eq(user.email, hosur.email)))[0]!.id,
      input: { ...request, audience: { kind: 'district', value: 'Dharmapuri' } } as never,
    });
    // …right after it handed the first farmer to WhatsApp.
    const [first] = await db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.bulkSendId, created.id))
      .orderBy(whatsappMessages.createdAt, whatsappMessages.id)
      .limit(1);
    await db.update(whatsappMessages).set({ status: 'sending' }).where(eq(whatsappMessages.id, first!.id));
    const before = cloud.sent.length;
    await bulkSendJob(app.jobs, { db, provider: app.messaging, log: app.log, rate: 20 }).interrupted({
      bulkSendId: created.id,
    });
    const done = await settled(created.id, ['finished']);
    expect(done.counts).toMatchObject({ accepted: 3, failed: 1 });
    expect(sentTo(first!.phone).length).toBe(
      cloud.sent.slice(0, before).filter((m) => m.to === first!.phone.replace('+', '')).length,
    );
    const [uncertain] = await db.select().from(whatsappMessages).where(eq(whatsappMessages.id, first!.id));
    expect(uncertain).toMatchObject({ status: 'failed', errorReason: 'interrupted', uncertain: true });
  });

  it("takes a farmer's typed reply as the answer to the latest message sent to them", async () => {
    const phone = '+919845010004';
    const [latest] = await db
      .select()
      .from(whatsappMessages)
      .where(
        and(eq(whatsappMessages.phone, phone), inArray(whatsappMessages.status, ['sending', 'accepted'])),
      )
      .orderBy(whatsappMessages.createdAt)
      .then((rows) => rows.slice(-1));
    const delivery = cloud.webhook({
      contacts: [{ profile: { name: 'E' }, wa_id: '919845010004' }],
      messages: [
        {
          from: '919845010004',
          id: 'wamid.typed-reply',
          // A few seconds after our message (WhatsApp's times are whole seconds).
          timestamp: String(Math.ceil(Date.now() / 1000) + 2),
          type: 'text',
          text: { body: 'I will come' },
        },
      ],
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': delivery.signature },
      payload: delivery.rawBody,
    });
    expect(response.statusCode).toBe(200);
    const [reply] = await db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.providerMessageId, 'wamid.typed-reply'));
    expect(reply).toMatchObject({ direction: 'in', fpoId: hosur.fpoId, replyToId: latest!.id });
  });

  it('lists the latest sends with their progress', async () => {
    const list = (await owner.get('/api/admin/whatsapp/bulk-sends')).json().bulkSends as Json[];
    expect(list.length).toBeGreaterThan(5);
    expect(list[0]).toMatchObject({ template: 'meeting_reminder', total: 4, status: 'finished' });
    expect(list.filter((send) => send.createdBy === 'owner@sangam.example').length).toBe(list.length - 1);
  });
});
