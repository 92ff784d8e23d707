import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fpoMembers } from '../../db/schema/tenancy.ts';
import { createOperator, signUp, verifyEmail } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor } from '../../test/clients.ts';
import { farmerInput } from '../../test/farmers.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('users and trials in the back office', async () => {
  const testApp = await buildTestApp({ OWNER_EMAIL: 'owner@sangam.example' });
  const { app, database } = testApp;
  const ownerAccount = await createOperator(testApp, 'owner@sangam.example');
  const owner = clientFor(testApp, ownerAccount.cookie);
  const idOf = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user.id as string;
  const hosur = await createOperator(testApp, 'hosur@fpo.example');
  const hosurId = await idOf(hosur.cookie);

  it('pages through every account, newest first, with its FPO, plan, trial and last sign-in', async () => {
    for (let i = 0; i < 9; i++) await createOperator(testApp, `member-${i}@fpo.example`);
    const unconfirmed = await signUp(testApp, 'unconfirmed@fpo.example');
    const first = (await owner.get('/api/admin/users?pageSize=10')).json();
    expect(first.total).toBe(12);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({
      email: 'unconfirmed@fpo.example',
      emailVerified: false,
      fpoId: null,
      trial: null,
    });
    expect(
      (await owner.get('/api/admin/users?pageSize=10&page=2'))
        .json()
        .items.map((u: { email: string }) => u.email),
    ).toEqual(['hosur@fpo.example', 'owner@sangam.example']);
    const found = (await owner.get('/api/admin/users?search=hosur%40')).json();
    expect(found.items).toEqual([
      expect.objectContaining({
        userId: hosurId,
        fullName: 'Lakshmi Devi',
        fpoName: 'Hosur Farmers Producer Company',
        role: 'owner',
        plan: 'starters',
        customTrial: false,
        trial: expect.objectContaining({ daysRemaining: 30, isTrialActive: true }),
      }),
    ]);
    expect(found.items[0].lastSignInAt).not.toBeNull();
    expect((await owner.get('/api/admin/users?pageSize=25')).statusCode).toBe(400);
    void unconfirmed;
  });

  it("extends and sets the trial of a user's FPO with a reason, which the user sees at once", async () => {
    const extended = await owner.post(`/api/admin/users/${hosurId}/trial`, {
      action: 'extend',
      days: 7,
      reason: 'Harvest season',
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json()).toMatchObject({ daysRemaining: 37, extendedByAdmin: true });
    const expired = (
      await owner.post(`/api/admin/users/${hosurId}/trial`, {
        action: 'set',
        days: -1,
        reason: 'Test the banner',
      })
    ).json();
    expect(expired).toMatchObject({ isExpired: true });
    const me = (
      await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: hosur.cookie } })
    ).json();
    expect(me.fpo.trial, JSON.stringify(me.fpo)).toMatchObject({ isExpired: true });
    expect((await owner.get('/api/admin/users?search=hosur%40')).json().items[0].customTrial).toBe(true);
    expect(
      (await owner.post(`/api/admin/users/${hosurId}/trial`, { action: 'set', days: 30 })).json().error
        .issues,
    ).toEqual([{ field: 'reason', code: 'reason_required' }]);
    const log = rowsOf<{ details: { reason: string; days: number } }>(
      await database.db.execute(
        sql`select details from audit_events where action = 'trial.adjusted' order by created_at`,
      ),
    );
    expect(log.map((row) => [row.details.reason, row.details.days])).toEqual([
      ['Harvest season', 7],
      ['Test the banner', -1],
    ]);
  });

  it("deletes another member alone, and the last owner with the FPO's data and files", async () => {
    const kolar = await createOperator(testApp, 'kolar@fpo.example', { fpoName: 'Kolar Raitha FPO' });
    const kolarId = await idOf(kolar.cookie);
    const client = clientFor(testApp, kolar.cookie);
    expect((await client.post('/api/farmers', farmerInput())).statusCode).toBe(201);
    const product = (
      await client.post('/api/products', {
        productName: 'Ragi',
        packagingType: 'open',
        quantityTonnes: 2,
        salePrice: 38000,
      })
    ).json();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7d44' } })
      .png()
      .toBuffer();
    const pictured = (
      await client.upload(`/api/products/${product.id}/picture`, 'ragi.png', png, 'image/png')
    ).json();
    const pictureKey = String(pictured.picture.url).replace('/media/', '');
    expect(await app.fileStore.get(pictureKey)).not.toBeNull();

    // A member who is not an owner leaves the FPO's data with the FPO.
    const staff = await signUp(testApp, 'staff@fpo.example');
    await verifyEmail(testApp, staff);
    const staffId = await idOf(staff.cookie);
    await database.db.insert(fpoMembers).values({ fpoId: kolar.fpoId, userId: staffId, role: 'field_staff' });
    expect((await owner.get(`/api/admin/users/${staffId}/deletion`)).json()).toMatchObject({
      removesFpo: false,
      farmers: 0,
    });
    expect((await owner.delete(`/api/admin/users/${staffId}`)).statusCode).toBe(204);
    expect((await client.get('/api/farmers')).json().total).toBe(1);

    expect((await owner.get(`/api/admin/users/${kolarId}/deletion`)).json()).toEqual({
      email: 'kolar@fpo.example',
      fpoName: 'Kolar Raitha FPO',
      removesFpo: true,
      farmers: 1,
      products: 1,
      inputs: 0,
      buyers: 0,
      files: 0,
    });
    expect((await owner.delete(`/api/admin/users/${kolarId}`)).statusCode).toBe(204);
    const left = rowsOf<{ fpos: number; farmers: number; products: number; users: number }>(
      await database.db.execute(sql`select
        (select count(*)::int from fpos where id = ${kolar.fpoId}) as fpos,
        (select count(*)::int from farmers where fpo_id = ${kolar.fpoId}) as farmers,
        (select count(*)::int from product_inventory where fpo_id = ${kolar.fpoId}) as products,
        (select count(*)::int from "user" where id = ${kolarId}) as users`),
    )[0];
    expect(left).toEqual({ fpos: 0, farmers: 0, products: 0, users: 0 });
    expect(await app.fileStore.get(pictureKey)).toBeNull();
    expect(
      (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: kolar.cookie } })).statusCode,
    ).toBe(401);
    const audit = rowsOf<{ details: { removedFpo: boolean } }>(
      await database.db.execute(
        sql`select details from audit_events where action = 'user.deleted' and target_id = ${kolarId}`,
      ),
    );
    expect(audit[0]?.details.removedFpo).toBe(true);
  });

  it("shows one account with its FPO's blocks, counts and lists, and the owner the audit log", async () => {
    const client = clientFor(testApp, hosur.cookie);
    expect((await client.post('/api/farmers', farmerInput())).statusCode).toBe(201);
    const detail = (await owner.get(`/api/admin/users/${hosurId}`)).json();
    expect(detail).toMatchObject({
      user: { email: 'hosur@fpo.example', fullName: 'Lakshmi Devi', phone: '+919845012345', language: 'en' },
      fpo: {
        name: 'Hosur Farmers Producer Company',
        plan: 'starters',
        role: 'owner',
        isVerified: false,
        hfnCertified: false,
      },
      counts: { farmers: 1, products: 0, inputs: 0, buyers: 0 },
    });
    expect((await owner.get(`/api/admin/users/${hosurId}/farmers`)).json().items).toHaveLength(1);
    expect((await owner.get(`/api/admin/users/${hosurId}/products`)).json().items).toEqual([]);
    expect((await owner.get('/api/admin/users/nobody-here')).statusCode).toBe(404);
    const unconfirmed = await signUp(testApp, 'no-fpo@fpo.example');
    const lonely = await idOf(unconfirmed.cookie);
    expect((await owner.get(`/api/admin/users/${lonely}`)).json().fpo).toBeNull();
    expect((await owner.get(`/api/admin/users/${lonely}/farmers`)).json().error.code).toBe('no_fpo');

    const log = (await owner.get('/api/admin/audit?pageSize=10')).json();
    expect(log.total).toBeGreaterThanOrEqual(3);
    expect(log.items[0]).toMatchObject({ actorEmail: 'owner@sangam.example' });
    expect(log.items.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['trial.adjusted']),
    );
  });

  it("lets the owner alone add, change and delete an FPO's products from its user's page", async () => {
    const body = {
      productName: 'Cold-pressed groundnut oil',
      quantityAvailable: 40,
      packetSizeGms: 1000,
      salePrice: 245,
    };
    const added = await owner.post(`/api/admin/users/${hosurId}/products`, body);
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().id;
    const theirs = clientFor(testApp, hosur.cookie);
    expect((await theirs.get('/api/products')).json().items.map((p: { id: string }) => p.id)).toContain(id);
    expect(
      (await owner.put(`/api/admin/users/${hosurId}/products/${id}`, { ...body, salePrice: 250 })).json()
        .salePrice,
    ).toBe(250);
    const superAdmin = await createOperator(testApp);
    expect(
      (await owner.post('/api/admin/access', { userId: await idOf(superAdmin.cookie), isSuperAdmin: true }))
        .statusCode,
    ).toBe(204);
    const colleague = clientFor(testApp, superAdmin.cookie);
    expect((await colleague.delete(`/api/admin/users/${hosurId}/products/${id}`)).statusCode).toBe(403);
    expect(
      (await owner.post(`/api/admin/users/${hosurId}/products`, { ...body, salePrice: 0 })).statusCode,
    ).toBe(400);
    expect((await owner.delete(`/api/admin/users/${hosurId}/products/${id}`)).statusCode).toBe(204);
    expect((await owner.delete(`/api/admin/users/${hosurId}/products/${id}`)).statusCode).toBe(404);
  });

  it('refuses to delete oneself or the owner admin, and answers 404 for an account that is gone', async () => {
    const ownerId = await idOf(ownerAccount.cookie);
    expect((await owner.delete(`/api/admin/users/${ownerId}`)).json().error.code).toBe('own_account');
    const superAdmin = await createOperator(testApp);
    const superId = await idOf(superAdmin.cookie);
    expect((await owner.post('/api/admin/access', { userId: superId, isSuperAdmin: true })).statusCode).toBe(
      204,
    );
    const colleague = clientFor(testApp, superAdmin.cookie);
    expect((await colleague.delete(`/api/admin/users/${ownerId}`)).json().error.code).toBe('owner_account');
    expect((await owner.delete('/api/admin/users/no-such-user')).statusCode).toBe(404);
  });
});
