import { addDays, todayInIndia, type Mobilization, type MobilizationReplies } from '@sangam/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { farmers } from '../../db/schema/farmers.ts';
import { whatsappMessages } from '../../db/schema/messaging.ts';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor } from '../../test/clients.ts';
import { farmerInput } from '../../test/farmers.ts';
import { recountFarmerFigures } from '../farmers/farmer-figures.ts';
import { getMobilization } from './mobilization.service.ts';

type Category = 'benefits' | 'training' | 'membership' | null;
type Status = 'queued' | 'sending' | 'accepted' | 'sent' | 'delivered' | 'read' | 'failed';

/** Noon in India `daysAgo` India days before today: safely inside that day whatever the hour now. */
const noonDaysAgo = (daysAgo: number) => new Date(`${addDays(todayInIndia(), -daysAgo)}T12:00:00+05:30`);

describe('advisory and farmer mobilization (document 2, 2.12; decision 027)', async () => {
  const testApp = await buildTestApp({
    SUPPORT_PHONE: '1800 123 4567',
    SUPPORT_EMAIL: 'help@sangam.example',
  });
  const { db } = testApp.database;
  const kolar = await createOperator(testApp);
  const hosur = await createOperator(testApp);
  const kolarClient = clientFor(testApp, kolar.cookie);
  const hosurClient = clientFor(testApp, hosur.cookie);

  const addFarmer = async (client: typeof kolarClient, name: string, phone: string) => {
    const added = await client.post('/api/farmers', farmerInput({ farmerName: name, phoneNumber: phone }));
    expect(added.statusCode, added.body).toBe(201);
    return added.json().id as string;
  };
  const ramesh = await addFarmer(kolarClient, 'Ramesh Gowda', '9845012301');
  const savitri = await addFarmer(kolarClient, 'Savitri Bai', '9845012302');
  const hosurFarmer = await addFarmer(hosurClient, 'Muniyappa', '9845012303');

  /** `n` outgoing messages as a bulk send or the admin's single send leaves them. */
  const sent = async (
    n: number,
    {
      fpoId = kolar.fpoId,
      farmerId = ramesh,
      category = 'benefits',
      template = 'fpo_benefits_intro',
      status = 'delivered',
      at,
    }: {
      fpoId?: string;
      farmerId?: string;
      category?: Category;
      template?: string;
      status?: Status;
      at: Date;
    },
  ) =>
    (
      await db
        .insert(whatsappMessages)
        .values(
          Array.from({ length: n }, () => ({
            direction: 'out' as const,
            fpoId,
            farmerId,
            phone: '+919845012301',
            templateName: template,
            text: `Body of ${template}`,
            category,
            status,
            createdAt: at,
          })),
        )
        .returning({ id: whatsappMessages.id })
    ).map((row) => row.id);

  const replied = async (
    to: string | null,
    {
      fpoId = kolar.fpoId,
      farmerId = ramesh,
      outcome = null,
      text = 'Interested, please call',
      at,
    }: {
      fpoId?: string;
      farmerId?: string | null;
      outcome?: 'order' | 'registration' | 'none' | null;
      text?: string;
      at: Date;
    },
  ) => {
    const [row] = await db
      .insert(whatsappMessages)
      .values({
        direction: 'in',
        fpoId,
        farmerId,
        phone: '+919845012301',
        text,
        replyToId: to,
        outcome,
        createdAt: at,
      })
      .returning({ id: whatsappMessages.id });
    return row?.id as string;
  };

  // Kolar: 2 days ago, 15 + 5 benefits messages (two templates) and one message outside any campaign;
  // 8 of the benefits messages answered (one of them twice), 2 replies an order and 1 a registration.
  const benefits = await sent(15, { at: noonDaysAgo(2) });
  benefits.push(...(await sent(5, { template: 'fpo_benefits_loans', at: noonDaysAgo(2) })));
  await sent(1, { category: null, template: 'sample_meeting_reminder', status: 'read', at: noonDaysAgo(2) });
  for (const [i, id] of benefits.slice(0, 8).entries())
    await replied(id, {
      at: noonDaysAgo(1),
      outcome: i < 2 ? 'order' : i === 2 ? 'registration' : i === 3 ? 'none' : null,
    });
  await replied(benefits[0] as string, { at: noonDaysAgo(0), text: 'When is the meeting?' });
  // Not handed to the provider: neither counted.
  await sent(3, { status: 'queued', at: noonDaysAgo(2) });
  await sent(2, { status: 'failed', at: noonDaysAgo(2) });
  // 10 days ago: 10 training messages, all read, 5 answered.
  const training = await sent(10, {
    category: 'training',
    template: 'training_soil_health',
    status: 'read',
    at: noonDaysAgo(10),
  });
  for (const id of training.slice(0, 5)) await replied(id, { farmerId: savitri, at: noonDaysAgo(9) });
  // 40 days ago: 30 membership reminders, 6 answered and marked registrations.
  const membership = await sent(30, {
    category: 'membership',
    template: 'membership_fee_due',
    status: 'sent',
    at: noonDaysAgo(40),
  });
  for (const id of membership.slice(0, 6))
    await replied(id, { outcome: 'registration', at: noonDaysAgo(39) });
  // Older than any period.
  await sent(4, { at: noonDaysAgo(95) });
  // A message nobody sent us a reply to, but a reply stored for Hosur points at it: not Kolar's reply.
  const unanswered = (
    await sent(1, { category: null, template: 'sample_meeting_reminder', at: noonDaysAgo(2) })
  )[0];
  // Hosur: 25 messages, all answered with orders: none of it may reach Kolar's figures.
  for (const id of await sent(25, { fpoId: hosur.fpoId, farmerId: hosurFarmer, at: noonDaysAgo(3) }))
    await replied(id, { fpoId: hosur.fpoId, farmerId: hosurFarmer, outcome: 'order', at: noonDaysAgo(3) });
  const strayReply = await replied(unanswered as string, {
    fpoId: hosur.fpoId,
    farmerId: hosurFarmer,
    outcome: 'order',
    at: noonDaysAgo(1),
  });

  const figures = async (client = kolarClient, period?: string) => {
    const response = await client.get(`/api/mobilization${period ? `?period=${period}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Mobilization;
  };

  it.each([
    // 21 sent (20 benefits, 1 other) + the unanswered one = 22; replied 8; converted 3; read 1.
    [
      '7d',
      {
        messagesSent: 22,
        replied: 8,
        converted: 3,
        read: 1,
        responseRate: 36,
        conversionRate: 13,
        readRate: 4,
      },
    ],
    // + 10 training, 5 answered, all read.
    [
      '30d',
      {
        messagesSent: 32,
        replied: 13,
        converted: 3,
        read: 11,
        responseRate: 40,
        conversionRate: 9,
        readRate: 34,
      },
    ],
    // + 30 membership, 6 answered as registrations.
    [
      '90d',
      {
        messagesSent: 62,
        replied: 19,
        converted: 9,
        read: 11,
        responseRate: 30,
        conversionRate: 14,
        readRate: 17,
      },
    ],
  ] as const)(
    'counts the messages sent in %s, and the rates their replies give',
    async (period, expected) => {
      const shown = await figures(kolarClient, period);
      expect(shown.period).toBe(period);
      expect(shown.totals).toEqual({ farmers: 2, newFarmers: 2, ...expected });
      expect(shown.growth).toHaveLength(Number(period.slice(0, -1)));
      expect(shown.daily).toHaveLength(Number(period.slice(0, -1)));
      expect(shown.to).toBe(todayInIndia());
    },
  );

  it('is 30 days unless asked, with each campaign its own rate and key topics', async () => {
    const shown = await figures();
    expect(shown.period).toBe('30d');
    expect(shown.categories).toEqual({ benefits: 20, training: 10, membership: 0, other: 2 });
    const twoDaysAgo = shown.daily.find((day) => day.date === addDays(todayInIndia(), -2));
    expect(twoDaysAgo).toEqual({
      date: addDays(todayInIndia(), -2),
      benefits: 20,
      training: 0,
      membership: 0,
      other: 2,
    });
    expect(shown.daily.reduce((sum, day) => sum + day.training, 0)).toBe(10);
    expect(shown.campaigns).toEqual([
      {
        category: 'benefits',
        sent: 20,
        replied: 8,
        converted: 3,
        rateKind: 'response',
        rate: 40,
        topics: [
          { template: 'fpo_benefits_intro', sent: 15 },
          { template: 'fpo_benefits_loans', sent: 5 },
        ],
      },
      // 10 messages: not enough history for a rate.
      {
        category: 'training',
        sent: 10,
        replied: 5,
        converted: 0,
        rateKind: 'engagement',
        rate: null,
        topics: [{ template: 'training_soil_health', sent: 10 }],
      },
      {
        category: 'membership',
        sent: 0,
        replied: 0,
        converted: 0,
        rateKind: 'payment',
        rate: null,
        topics: [],
      },
    ]);
    // 90 days: membership has 30 messages, 6 registrations: 20% conversion, so a 24% payment rate.
    expect((await figures(kolarClient, '90d')).campaigns[2]).toMatchObject({
      sent: 30,
      converted: 6,
      rate: 24,
    });
    expect(shown.contact).toEqual({ phone: '1800 123 4567', email: 'help@sangam.example' });
  });

  it("never counts another FPO's messages or replies", async () => {
    const theirs = await figures(hosurClient, '90d');
    expect(theirs.totals).toMatchObject({
      farmers: 1,
      messagesSent: 25,
      replied: 25,
      converted: 25,
      responseRate: 100,
    });
    expect(theirs.categories).toEqual({ benefits: 25, training: 0, membership: 0, other: 0 });
    // The reply stored for Hosur that points at Kolar's message counts for neither.
    expect((await figures(kolarClient, '7d')).totals.replied).toBe(8);
  });

  it('says there is not enough history rather than showing 0%', async () => {
    const fresh = await createOperator(testApp);
    const shown = await figures(clientFor(testApp, fresh.cookie));
    expect(shown.minMessages).toBe(20);
    expect(shown.totals).toEqual({
      farmers: 0,
      newFarmers: 0,
      messagesSent: 0,
      replied: 0,
      converted: 0,
      read: 0,
      responseRate: null,
      conversionRate: null,
      readRate: null,
    });
    expect(shown.campaigns.map((c) => c.rate)).toEqual([null, null, null]);
    expect(shown.growth.every((day) => day.newFarmers === 0 && day.totalFarmers === 0)).toBe(true);
    // 19 messages are still not enough; the 20th is.
    await sent(19, { fpoId: fresh.fpoId, farmerId: ramesh, at: noonDaysAgo(1) });
    expect((await figures(clientFor(testApp, fresh.cookie))).totals.responseRate).toBeNull();
    await sent(1, { fpoId: fresh.fpoId, farmerId: ramesh, at: noonDaysAgo(1) });
    expect((await figures(clientFor(testApp, fresh.cookie))).totals.responseRate).toBe(0);
  });

  it('counts by India days: midnight is 18:30 UTC, for messages and for farmers who joined', async () => {
    const fpo = await createOperator(testApp);
    // 11:30 in India on 24 November: the 7 days are 18 to 24 November, from 17 November 18:30 UTC.
    const now = new Date('2026-11-24T06:00:00Z');
    const instants = {
      before: new Date('2026-11-17T18:29:59.999Z'), // 23:59:59.999 on the 17th in India
      firstMoment: new Date('2026-11-17T18:30:00Z'), // midnight starting the 18th
      lastOfDay: new Date('2026-11-18T18:29:00Z'), // 23:59 on the 18th
      nextDay: new Date('2026-11-18T18:30:00Z'), // midnight starting the 19th
      wholeHour: new Date('2026-11-20T19:10:00Z'), // 00:40 on the 21st
      afternoon: new Date('2026-11-21T12:00:00Z'), // 17:30 on the 21st
    };
    for (const at of Object.values(instants)) await sent(1, { fpoId: fpo.fpoId, at });
    await db.insert(farmers).values(
      Object.values(instants).map((createdAt, i) => ({
        fpoId: fpo.fpoId,
        ...farmerInput({ phoneNumber: `98450990${String(i).padStart(2, '0')}` }),
        acres: 2,
        gender: 'Male' as const,
        createdAt,
      })),
    );
    await recountFarmerFigures(db, fpo.fpoId);

    const shown = await getMobilization({
      db,
      fpoId: fpo.fpoId,
      period: '7d',
      contact: { phone: null, email: null },
      now,
    });
    expect(shown).toMatchObject({ from: '2026-11-18', to: '2026-11-24' });
    expect(shown.daily.map((day) => [day.date, day.benefits])).toEqual([
      ['2026-11-18', 2],
      ['2026-11-19', 1],
      ['2026-11-20', 0],
      ['2026-11-21', 2],
      ['2026-11-22', 0],
      ['2026-11-23', 0],
      ['2026-11-24', 0],
    ]);
    expect(shown.totals).toMatchObject({ messagesSent: 5, farmers: 6, newFarmers: 5 });
    expect(shown.growth.map((day) => [day.date, day.newFarmers, day.totalFarmers])).toEqual([
      ['2026-11-18', 2, 3],
      ['2026-11-19', 1, 4],
      ['2026-11-20', 0, 4],
      ['2026-11-21', 2, 6],
      ['2026-11-22', 0, 6],
      ['2026-11-23', 0, 6],
      ['2026-11-24', 0, 6],
    ]);
  });

  const replies = async (client = kolarClient, page = 1) => {
    const response = await client.get(`/api/mobilization/replies?page=${page}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as MobilizationReplies;
  };
  const patch = (client: typeof kolarClient, id: string, payload: unknown) =>
    testApp.app.inject({
      method: 'PATCH',
      url: `/api/mobilization/replies/${id}`,
      headers: {
        cookie: client === kolarClient ? kolar.cookie : hosur.cookie,
        origin: 'http://localhost:3000',
      },
      payload: payload as object,
    });

  it("lists the FPO's replies newest first, with the farmer and the message each answers", async () => {
    const first = await replies();
    // 8 + 1 + 5 + 6 replies of Kolar's farmers.
    expect(first).toMatchObject({ total: 20, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    const [newest] = first.items;
    expect(newest).toMatchObject({
      text: 'When is the meeting?',
      phone: '+919845012301',
      farmer: { id: ramesh, name: 'Ramesh Gowda' },
      answers: {
        id: benefits[0],
        template: 'fpo_benefits_intro',
        category: 'benefits',
        text: 'Body of fpo_benefits_intro',
      },
      outcome: null,
      outcomeAt: null,
    });
    const times = first.items.map((item) => item.receivedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.items.some((item) => item.id === strayReply)).toBe(false);
    expect((await replies(kolarClient, 2)).items).toEqual([]);
    const theirs = await replies(hosurClient);
    expect(theirs.total).toBe(26);
    expect(theirs.items.find((item) => item.id === strayReply)?.answers).toBeNull();
  });

  it('marks what a reply led to, which moves the conversion rate, and takes the mark away', async () => {
    const before = (await figures(kolarClient, '7d')).totals;
    const reply = (await replies()).items.find((item) => item.answers?.id === benefits[5]);
    expect(reply?.outcome).toBeNull();
    const marked = await patch(kolarClient, reply?.id as string, { outcome: 'order' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ id: reply?.id, outcome: 'order', outcomeAt: expect.any(String) });
    const [stored] = await db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.id, reply?.id as string));
    expect(stored?.outcomeBy).toEqual(expect.any(String));
    expect((await figures(kolarClient, '7d')).totals).toMatchObject({ converted: before.converted + 1 });

    const cleared = await patch(kolarClient, reply?.id as string, { outcome: null });
    expect(cleared.json()).toMatchObject({ outcome: null, outcomeAt: null });
    const [after] = await db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.id, reply?.id as string));
    expect(after).toMatchObject({ outcome: null, outcomeAt: null, outcomeBy: null });
    expect((await figures(kolarClient, '7d')).totals.converted).toBe(before.converted);
  });

  it("does not find another FPO's reply, or a message that is not a reply", async () => {
    const ours = (await replies()).items[0]?.id as string;
    const answer = await patch(hosurClient, ours, { outcome: 'order' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ error: { code: 'not_found' } });
    const [row] = await db.select().from(whatsappMessages).where(eq(whatsappMessages.id, ours));
    expect(row?.outcome).not.toBe('order');
    expect((await patch(kolarClient, benefits[0] as string, { outcome: 'order' })).statusCode).toBe(404);
    expect((await patch(kolarClient, crypto.randomUUID(), { outcome: 'order' })).statusCode).toBe(404);
  });

  it('refuses a body with an unknown outcome or key', async () => {
    const ours = (await replies()).items[0]?.id as string;
    for (const payload of [{ outcome: 'sale' }, { outcome: 'order', by: 'someone' }, {}]) {
      const answer = await patch(kolarClient, ours, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().error.code).toBe('validation_failed');
    }
    expect((await kolarClient.get('/api/mobilization?period=365d')).statusCode).toBe(400);
  });

  it('asks for Pro once the trial has ended, as /api/recommendations does', async () => {
    const lapsed = await createOperator(testApp);
    await db.execute(
      sql`update fpos set trial_end_date = now() - interval '1 day' where id = ${lapsed.fpoId}`,
    );
    const client = clientFor(testApp, lapsed.cookie);
    for (const answer of [
      await client.get('/api/mobilization'),
      await client.get('/api/mobilization/replies'),
      await testApp.app.inject({
        method: 'PATCH',
        url: `/api/mobilization/replies/${crypto.randomUUID()}`,
        headers: { cookie: lapsed.cookie, origin: 'http://localhost:3000' },
        payload: { outcome: 'order' },
      }),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error.code).toBe('plan_required');
    }
    await db.execute(sql`update fpos set plan = 'pro' where id = ${lapsed.fpoId}`);
    expect((await client.get('/api/mobilization')).statusCode).toBe(200);
  });

  it('reads the support line from SUPPORT_PHONE, and shows none without it', () => {
    expect(loadConfig({ SUPPORT_PHONE: '+91 80 4567 8900' }).supportPhone).toBe('+91 80 4567 8900');
    expect(loadConfig({ SUPPORT_PHONE: '' }).supportPhone).toBeUndefined();
    expect(loadConfig({}).supportPhone).toBeUndefined();
    expect(() => loadConfig({ SUPPORT_PHONE: 'call us' })).toThrow(/SUPPORT_PHONE: must be a phone number/);
  });
});
