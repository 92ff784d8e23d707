import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resolveAuthSecret } from '../../plugins/auth.ts';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor } from '../../test/clients.ts';
import { issueFormToken } from '../buyer-requirements/form-token.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
type Row = { id: string; name: string; status: string; approvedByEmail: string | null; approvedAt: string };

describe('crop management in the back office', async () => {
  const testApp = await buildTestApp({ OWNER_EMAIL: 'owner@sangam.example' });
  const { app, database } = testApp;
  const ownerAccount = await createOperator(testApp, 'owner@sangam.example');
  const owner = clientFor(testApp, ownerAccount.cookie);
  const idOf = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user.id as string;
  const ownerId = await idOf(ownerAccount.cookie);
  const adminOf = async (pageAccess: object) => {
    const account = await createOperator(testApp);
    const granted = await owner.post('/api/admin/access', { userId: await idOf(account.cookie), pageAccess });
    expect(granted.statusCode, granted.body).toBe(204);
    return { client: clientFor(testApp, account.cookie), id: await idOf(account.cookie) };
  };
  const cropEditor = await adminOf({ crops: { view: true, edit: true, delete: false } });
  const cropViewer = await adminOf({ crops: { view: true, edit: false, delete: false } });
  const usersAdmin = await adminOf({ users: { view: true, edit: true, delete: true } });

  let address = 1;
  const visitor = (remoteAddress = `203.0.113.${address++}`) => ({
    get: (url: string) => app.inject({ method: 'GET', url, remoteAddress }),
    post: (url: string, payload: object) => app.inject({ method: 'POST', url, payload, remoteAddress }),
  });
  const suggest = async (name: string, category = 'Fruits') => {
    const answer = await visitor().post('/api/crops', { name, category });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().id as string;
  };
  const picker = async () =>
    ((await visitor().get('/api/crops')).json().items as { name: string }[]).map((c) => c.name);
  const list = async (query = '') => (await owner.get(`/api/admin/crops${query}`)).json();
  const audit = async (cropId: string) =>
    rowsOf<{ action: string; actor_user_id: string; details: { before: string; after: string } }>(
      await database.db.execute(
        sql`select action, actor_user_id, details from audit_events where target_type = 'crop' and target_id = ${cropId} order by created_at`,
      ),
    );

  it('lists the seeded crops as approved and counts them by status', async () => {
    const page = await list();
    expect(page.counts).toEqual({ total: 64, pending: 0, approved: 64, rejected: 0 });
    expect(page).toMatchObject({ total: 64, page: 1, pageSize: 20 });
    expect(page.items).toHaveLength(20);
    expect(page.items[0]).toMatchObject({
      status: 'approved',
      isApproved: true,
      isActive: true,
      requirementCount: 0,
    });
    expect((await owner.get('/api/admin/crops?status=removed')).statusCode).toBe(400);
  });

  it('puts a visitor’s crop first as pending, found by search and by the pending filter', async () => {
    const kiwi = await suggest('Kiwi Fruit');
    const page = await list();
    expect(page.counts).toEqual({ total: 65, pending: 1, approved: 64, rejected: 0 });
    expect(page.items[0]).toMatchObject({
      id: kiwi,
      name: 'Kiwi Fruit',
      category: 'Fruits',
      status: 'pending',
      approvedByEmail: null,
      approvedAt: null,
    });
    const pending = await list('?status=pending');
    expect(pending.items.map((c: Row) => c.name)).toEqual(['Kiwi Fruit']);
    expect(pending.total).toBe(1);
    // The counts stay whole for the stat cards whatever is searched or filtered.
    expect(pending.counts.total).toBe(65);
    const searched = await list('?search=KIWI');
    expect(searched.items.map((c: Row) => c.name)).toEqual(['Kiwi Fruit']);
    // % and _ are taken literally.
    expect((await list('?search=%25')).total).toBe(0);
    expect(await picker()).not.toContain('Kiwi Fruit');
  });

  it('approves a pending crop, recording who and when; the public picker lists it from then on', async () => {
    const lychee = await suggest('Lychee');
    expect(await picker()).not.toContain('Lychee');
    const approved = await cropEditor.client.post(`/api/admin/crops/${lychee}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', isApproved: true, isActive: true });
    expect(approved.json().approvedByEmail).toMatch(/@/);
    expect(Date.now() - Date.parse(approved.json().approvedAt)).toBeLessThan(60_000);
    const [stored] = rowsOf<{ approved_by: string }>(
      await database.db.execute(sql`select approved_by from crops where id = ${lychee}`),
    );
    expect(stored?.approved_by).toBe(cropEditor.id);
    expect(await picker()).toContain('Lychee');

    // A second approval changes nothing: the first approver stays recorded, one audit row.
    const again = await owner.post(`/api/admin/crops/${lychee}/approve`);
    expect(again.json().approvedAt).toBe(approved.json().approvedAt);
    expect(await audit(lychee)).toEqual([
      {
        action: 'crop.approved',
        actor_user_id: cropEditor.id,
        details: expect.objectContaining({ name: 'Lychee', before: 'pending', after: 'approved' }),
      },
    ]);
  });

  it('rejects, deactivates and reactivates: hidden from the picker while switched off, each audited', async () => {
    const jamun = await suggest('Jamun');
    const rejected = (await owner.post(`/api/admin/crops/${jamun}/reject`)).json();
    expect(rejected).toMatchObject({ status: 'rejected', isActive: false, isApproved: false });
    expect(await picker()).not.toContain('Jamun');
    // A rejected name stays taken: a visitor cannot add it again.
    expect((await visitor().post('/api/crops', { name: 'jamun' })).statusCode).toBe(409);
    // Reactivated, a crop that was never approved is back for review, not listed.
    expect((await owner.post(`/api/admin/crops/${jamun}/reactivate`)).json().status).toBe('pending');
    expect(await picker()).not.toContain('Jamun');

    const paddy = (await list('?search=Paddy')).items[0] as Row;
    expect((await owner.post(`/api/admin/crops/${paddy.id}/deactivate`)).json().status).toBe('rejected');
    expect(await picker()).not.toContain('Paddy');
    expect((await list()).counts).toMatchObject({ rejected: 1 });
    expect((await owner.post(`/api/admin/crops/${paddy.id}/reactivate`)).json().status).toBe('approved');
    expect(await picker()).toContain('Paddy');

    expect((await audit(jamun)).map((e) => [e.action, e.details.before, e.details.after])).toEqual([
      ['crop.rejected', 'pending', 'rejected'],
      ['crop.reactivated', 'rejected', 'pending'],
    ]);
    expect((await audit(paddy.id)).map((e) => [e.action, e.actor_user_id])).toEqual([
      ['crop.deactivated', ownerId],
      ['crop.reactivated', ownerId],
    ]);
    expect((await owner.post(`/api/admin/crops/${crypto.randomUUID()}/approve`)).statusCode).toBe(404);
    expect((await owner.post('/api/admin/crops/not-a-uuid/approve')).json().error.issues).toEqual([
      { field: 'cropId', code: 'crop_id_invalid' },
    ]);
  });

  it('deletes an unused crop for good, and refuses one a buyer requirement names', async () => {
    const amla = await suggest('Amla');
    const named = await suggest('Karonda');
    const sent = await visitor().post('/api/public/buyer-requirements', {
      name: 'Anand Traders',
      phone: '9886012345',
      city: 'Hubballi',
      state: 'Karnataka',
      pincode: '580029',
      cropIds: [named],
      formToken: issueFormToken(resolveAuthSecret(testApp.config), Date.now() - 5_000),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await list('?search=Karonda')).items[0].requirementCount).toBe(1);

    const refused = await owner.delete(`/api/admin/crops/${named}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'crop_in_use' } });
    const [links] = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from buyer_requirement_crops where crop_id = ${named}`,
      ),
    );
    expect(links?.n).toBe(1);

    expect((await owner.delete(`/api/admin/crops/${amla}`)).statusCode).toBe(204);
    expect((await list('?search=Amla')).items).toEqual([]);
    expect((await audit(amla)).map((e) => e.action)).toEqual(['crop.deleted']);
    expect((await owner.delete(`/api/admin/crops/${amla}`)).statusCode).toBe(404);
  });

  it('lets each admin do only what the crops page grants, and another page’s admin nothing', async () => {
    const fig = await suggest('Fig');
    expect((await cropViewer.client.get('/api/admin/crops')).statusCode).toBe(200);
    for (const answer of [
      await cropViewer.client.post(`/api/admin/crops/${fig}/approve`),
      await cropEditor.client.delete(`/api/admin/crops/${fig}`),
      await usersAdmin.client.get('/api/admin/crops'),
      await usersAdmin.client.post(`/api/admin/crops/${fig}/reject`),
    ]) {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json()).toEqual({ error: { code: 'forbidden' } });
    }
    expect((await list('?search=Fig')).items[0].status).toBe('pending');
  });
});
