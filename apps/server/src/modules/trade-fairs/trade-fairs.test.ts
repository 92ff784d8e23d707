import { addDays, todayInIndia } from '@sangam/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor } from '../../test/clients.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('trade fairs', async () => {
  const testApp = await buildTestApp({ OWNER_EMAIL: 'owner@sangam.example' });
  const { app, database, mailbox } = testApp;
  const db = database.db;
  const ownerAccount = await createOperator(testApp, 'owner@sangam.example');
  const owner = clientFor(testApp, ownerAccount.cookie);
  const idOf = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user.id as string;
  const adminOf = async (pageAccess: object) => {
    const account = await createOperator(testApp);
    const granted = await owner.post('/api/admin/access', { userId: await idOf(account.cookie), pageAccess });
    expect(granted.statusCode, granted.body).toBe(204);
    return clientFor(testApp, account.cookie);
  };
  const fairsEditor = await adminOf({ trade_fairs: { view: true, edit: true, delete: false } });
  const fairsViewer = await adminOf({ trade_fairs: { view: true, edit: false, delete: false } });

  const hosurAccount = await createOperator(testApp, 'lakshmi@hosur.example');
  const hosur = clientFor(testApp, hosurAccount.cookie);
  const otherAccount = await createOperator(testApp, 'ravi@dharwad.example', {
    fpoName: 'Dharwad Millet Producer Company',
  });
  const other = clientFor(testApp, otherAccount.cookie);

  const today = todayInIndia();
  const fairBody = (overrides: object = {}) => ({
    name: 'Krishi Mela Dharwad',
    description: 'Seeds, millets and farm machinery',
    categories: 'Organic, Millets',
    startDate: addDays(today, 10),
    endDate: addDays(today, 13),
    registrationDeadline: addDays(today, 5),
    city: 'Dharwad',
    state: 'Karnataka',
    participationCost: 15000,
    expectedVisitors: 50000,
    websiteUrl: 'krishimela.example.org',
    ...overrides,
  });
  const createFair = async (overrides: object = {}) => {
    const answer = await fairsEditor.post('/api/admin/trade-fairs', fairBody(overrides));
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().id as string;
  };
  type FpoFair = {
    id: string;
    name: string;
    registrationState: string;
    registration: { status: string } | null;
  };
  const fpoFairs = async (client = hosur) => {
    const answer = await client.get('/api/trade-fairs');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().items as FpoFair[];
  };
  const fpoFair = async (id: string, client = hosur) =>
    (await fpoFairs(client)).find((fair) => fair.id === id);
  const register = (
    id: string,
    body: object = { productsToDisplay: 'Turmeric, Millet flour' },
    client = hosur,
  ) => client.post(`/api/trade-fairs/${id}/registrations`, body);
  const audit = async (targetId: string) =>
    rowsOf<{ action: string }>(
      await db.execute(
        sql`select action from audit_events where target_id = ${targetId} order by created_at`,
      ),
    ).map((row) => row.action);

  it('starts with no fairs: a real deployment has an empty catalogue', async () => {
    expect(await fpoFairs()).toEqual([]);
    expect((await owner.get('/api/admin/trade-fairs')).json()).toEqual({ items: [] });
  });

  it('an admin adds a fair; it is audited and FPOs see it open, by start date', async () => {
    const later = await createFair({
      name: 'Agri Expo Pune',
      startDate: addDays(today, 30),
      endDate: addDays(today, 32),
    });
    const sooner = await createFair();
    const created = (await owner.get('/api/admin/trade-fairs')).json().items;
    expect(created.map((fair: { name: string }) => fair.name)).toEqual([
      'Agri Expo Pune',
      'Krishi Mela Dharwad',
    ]);
    expect(created[1]).toMatchObject({
      categories: ['Organic', 'Millets'],
      participationCost: 15000,
      expectedVisitors: 50000,
      websiteUrl: 'https://krishimela.example.org/',
      isActive: true,
      registrations: { pending: 0, confirmed: 0, cancelled: 0 },
    });
    expect(await audit(sooner)).toEqual(['trade_fair.created']);
    const seen = await fpoFairs();
    expect(seen.map((fair) => [fair.id, fair.registrationState, fair.registration])).toEqual([
      [sooner, 'open', null],
      [later, 'open', null],
    ]);
  });

  it('refuses a fair whose dates do not hold together, naming the field', async () => {
    const ends = await fairsEditor.post('/api/admin/trade-fairs', fairBody({ endDate: addDays(today, 9) }));
    expect(ends.statusCode).toBe(400);
    expect(ends.json().error.issues).toContainEqual({ field: 'endDate', code: 'end_before_start' });
    const deadline = await fairsEditor.post(
      '/api/admin/trade-fairs',
      fairBody({ registrationDeadline: addDays(today, 14) }),
    );
    expect(deadline.json().error.issues).toContainEqual({
      field: 'registrationDeadline',
      code: 'deadline_after_end',
    });
  });

  it('keeps the catalogue to admins with the right: view reads, edit changes', async () => {
    expect((await fairsViewer.get('/api/admin/trade-fairs')).statusCode).toBe(200);
    expect((await fairsViewer.post('/api/admin/trade-fairs', fairBody())).statusCode).toBe(403);
    expect((await hosur.get('/api/admin/trade-fairs')).statusCode).toBe(403);
    expect((await hosur.post('/api/admin/trade-fairs', fairBody())).statusCode).toBe(403);
  });

  it('registers an FPO with its products, pending: the card shows the registration', async () => {
    const id = await createFair({ name: 'Millet Fest Hyderabad', city: 'Hyderabad', state: 'Telangana' });
    const answer = await register(id, {
      productsToDisplay: ' Foxtail millet, , Ragi flour,foxtail MILLET ',
      boothRequirements: 'Corner stall, one power point',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({
      status: 'pending',
      productsToDisplay: ['Foxtail millet', 'Ragi flour'],
      boothRequirements: 'Corner stall, one power point',
    });
    expect(await fpoFair(id)).toMatchObject({
      registrationState: 'registered',
      registration: { status: 'pending' },
    });
    // Another FPO sees the same fair still open: a registration is its FPO's alone.
    expect(await fpoFair(id, other)).toMatchObject({ registrationState: 'open', registration: null });
  });

  it('refuses a registration without a product to display', async () => {
    const id = await createFair({ name: 'Organic Bazaar' });
    for (const productsToDisplay of [' , ', '', []]) {
      const answer = await register(id, { productsToDisplay });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.issues).toEqual([{ field: 'productsToDisplay', code: 'products_required' }]);
    }
    expect(await fpoFair(id)).toMatchObject({ registrationState: 'open' });
  });

  it('tells an FPO that registers twice that it already registered; one row stays', async () => {
    const id = await createFair({ name: 'Spice Expo Kochi' });
    const [first, second] = await Promise.all([register(id), register(id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const again = await register(
      id,
      { productsToDisplay: 'Pepper' },
      clientFor(testApp, hosurAccount.cookie),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_registered');
    const [count] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from trade_fair_registrations where trade_fair_id = ${id}`,
      ),
    );
    expect(count?.n).toBe(1);
  });

  it('keeps the registration deadline open all of its day, closed the day after, completed once over', async () => {
    const lastDay = await createFair({ name: 'Deadline Today Mela', registrationDeadline: today });
    const closed = await createFair({
      name: 'Deadline Yesterday Mela',
      startDate: addDays(today, -3),
      registrationDeadline: addDays(today, -1),
      endDate: today,
    });
    const over = await createFair({
      name: 'Ended Yesterday Mela',
      startDate: addDays(today, -4),
      registrationDeadline: addDays(today, -6),
      endDate: addDays(today, -1),
    });
    expect((await fpoFair(lastDay))?.registrationState).toBe('open');
    expect((await fpoFair(closed))?.registrationState).toBe('closed');
    expect((await fpoFair(over))?.registrationState).toBe('completed');
    const closedAnswer = await register(closed);
    expect(closedAnswer.statusCode).toBe(409);
    expect(closedAnswer.json().error.code).toBe('registration_closed');
    const overAnswer = await register(over);
    expect(overAnswer.json().error.code).toBe('event_completed');
    expect((await register(lastDay)).statusCode).toBe(201);
  });

  it('hides a deactivated fair and refuses registrations for it; an edit is audited with what changed', async () => {
    const id = await createFair({ name: 'Horticulture Show' });
    const off = await fairsEditor.post(`/api/admin/trade-fairs/${id}/deactivate`);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().isActive).toBe(false);
    expect(await fpoFair(id)).toBeUndefined();
    expect((await register(id)).statusCode).toBe(404);
    expect((await fairsEditor.post(`/api/admin/trade-fairs/${id}/activate`)).json().isActive).toBe(true);
    expect(await fpoFair(id)).toMatchObject({ registrationState: 'open' });

    const edited = await fairsEditor.put(
      `/api/admin/trade-fairs/${id}`,
      fairBody({ name: 'Horticulture Show', city: 'Mysuru' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().city).toBe('Mysuru');
    const [details] = rowsOf<{ details: { changed: Record<string, unknown> } }>(
      await db.execute(
        sql`select details from audit_events where target_id = ${id} and action = 'trade_fair.updated'`,
      ),
    );
    expect(details?.details.changed).toEqual({ city: { before: 'Dharwad', after: 'Mysuru' } });
    expect(await audit(id)).toEqual([
      'trade_fair.created',
      'trade_fair.deactivated',
      'trade_fair.activated',
      'trade_fair.updated',
    ]);
    expect(
      (await fairsEditor.put(`/api/admin/trade-fairs/${crypto.randomUUID()}`, fairBody())).statusCode,
    ).toBe(404);
  });

  it('confirms a registration: audited, the FPO’s people get a notification and an e-mail, others nothing', async () => {
    const id = await createFair({ name: 'Sahyadri Agri Fair' });
    const registration = (await register(id)).json().id as string;
    const listed = (await fairsViewer.get(`/api/admin/trade-fairs/${id}/registrations`)).json();
    expect(listed.items).toEqual([
      expect.objectContaining({
        id: registration,
        fairName: 'Sahyadri Agri Fair',
        fpoName: 'Hosur Farmers Producer Company',
        registeredByEmail: 'lakshmi@hosur.example',
        productsToDisplay: ['Turmeric', 'Millet flour'],
        status: 'pending',
      }),
    ]);
    expect(listed.counts).toEqual({ pending: 1, confirmed: 0, cancelled: 0 });

    // A viewer may read but not decide.
    expect(
      (
        await fairsViewer.put(`/api/admin/trade-fairs/registrations/${registration}/status`, {
          status: 'confirmed',
        })
      ).statusCode,
    ).toBe(403);
    const before = mailbox.messages.length;
    const confirmed = await fairsEditor.put(`/api/admin/trade-fairs/registrations/${registration}/status`, {
      status: 'confirmed',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed' });
    expect(await fpoFair(id)).toMatchObject({
      registrationState: 'registered',
      registration: { status: 'confirmed' },
    });

    const notices = rowsOf<{ kind: string; params: object; link: string; fpo_id: string }>(
      await db.execute(
        sql`select kind, params, link, fpo_id from notifications where params->>'fair' = 'Sahyadri Agri Fair'`,
      ),
    );
    expect(notices).toEqual([
      {
        kind: 'trade_fair_status',
        params: { fair: 'Sahyadri Agri Fair', status: 'confirmed' },
        link: '/trade-fairs',
        fpo_id: hosurAccount.fpoId,
      },
    ]);
    const mails = mailbox.messages.slice(before);
    expect(mails.map((mail) => mail.to)).toEqual(['lakshmi@hosur.example']);
    expect(mails[0]?.subject).toContain('Sahyadri Agri Fair');
    expect(mails[0]?.text).toContain('Confirmed');
    expect(await audit(registration)).toEqual(['trade_fair_registration.confirmed']);

    // The same answer again changes nothing and tells no one.
    await fairsEditor.put(`/api/admin/trade-fairs/registrations/${registration}/status`, {
      status: 'confirmed',
    });
    expect(mailbox.messages.length).toBe(before + 1);
    expect(await audit(registration)).toHaveLength(1);

    const cancelled = await fairsEditor.put(`/api/admin/trade-fairs/registrations/${registration}/status`, {
      status: 'cancelled',
    });
    expect(cancelled.json().status).toBe('cancelled');
    expect(await fpoFair(id)).toMatchObject({ registration: { status: 'cancelled' } });
    expect(
      (
        await fairsEditor.put(`/api/admin/trade-fairs/registrations/${registration}/status`, {
          status: 'pending',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('lists registrations across fairs filtered by status, with the counts', async () => {
    const all = (await owner.get('/api/admin/trade-fairs/registrations')).json();
    expect(all.total).toBe(all.counts.pending + all.counts.confirmed + all.counts.cancelled);
    expect(all.counts.cancelled).toBe(1);
    const cancelled = (await owner.get('/api/admin/trade-fairs/registrations?status=cancelled')).json();
    expect(cancelled.items.map((r: { fairName: string }) => r.fairName)).toEqual(['Sahyadri Agri Fair']);
    expect((await owner.get('/api/admin/trade-fairs/registrations?status=lost')).statusCode).toBe(400);
    expect((await owner.get(`/api/admin/trade-fairs/${crypto.randomUUID()}/registrations`)).statusCode).toBe(
      404,
    );
  });

  it('is a Pro Max feature: open in the trial, refused after it on a lower plan', async () => {
    const lapsed = await createOperator(testApp);
    const client = clientFor(testApp, lapsed.cookie);
    await db.execute(
      sql`update fpos set trial_end_date = now() - interval '1 day' where id = ${lapsed.fpoId}`,
    );
    await db.execute(sql`update fpos set plan = 'pro' where id = ${lapsed.fpoId}`);
    const refused = await client.get('/api/trade-fairs');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('plan_required');
    await db.execute(sql`update fpos set plan = 'pro_max' where id = ${lapsed.fpoId}`);
    expect((await client.get('/api/trade-fairs')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/trade-fairs' })).statusCode).toBe(401);
  });
});
