import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor } from '../../test/clients.ts';
import { csv, fullMapping, header } from '../../test/spreadsheets.ts';
import { addMember } from '../../test/team.ts';
import { finishedImport, uploadSpreadsheet } from '../../test/uploads.ts';

const ADMIN = 'admin@sangam.example';
const product = { productName: 'Ragi', packagingType: 'open', quantityTonnes: 2, salePrice: 38000 };
const input = { itemName: 'Neem oil', quantityAvailable: 10, purchasePrice: 300, salePrice: 350 };
const buyer = {
  name: 'Sri Lakshmi Traders',
  phone: '9845011111',
  address: 'APMC Yard',
  cropInterest: 'Maize',
};

/**
 * Who added and who last changed the FPO's records (issue 20): products, inputs, buyers, imported
 * farmers and the Documents tab's files each name the member, or the admin, who did it.
 */
describe('who changed what in a team', async () => {
  const testApp = await buildTestApp({ OWNER_EMAIL: ADMIN, API_RATE_LIMIT: '1000000' });
  const { database } = testApp;
  const admin = await createOperator(testApp, ADMIN);
  const owner = await createOperator(testApp, 'lakshmi@hosur.example');
  const manager = await addMember(testApp, owner.cookie, 'manager', { fullName: 'Meena Rao' });
  const staff = await addMember(testApp, owner.cookie, 'field_staff', { fullName: 'Ravi Kumar' });
  const idOf = async (cookie: string) =>
    ((await clientFor(testApp, cookie).get('/api/me')).json() as { user: { id: string } }).user.id;
  const ownerId = await idOf(owner.cookie);
  const adminId = await idOf(admin.cookie);
  const as = (cookie: string) => clientFor(testApp, cookie);
  const changedBy = async (table: string, where: ReturnType<typeof sql>) =>
    (
      (await database.db.execute(
        sql`select created_by, updated_by from ${sql.identifier(table)} where ${where}`,
      )) as unknown as { rows: { created_by: string | null; updated_by: string | null }[] }
    ).rows;
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7d44' } })
    .png()
    .toBuffer();

  it('names who added a product, who changed it and who set its picture, the admin included', async () => {
    const created = await as(manager.cookie).post('/api/products', product);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(await changedBy('product_inventory', sql`id = ${id}`)).toEqual([
      { created_by: manager.userId, updated_by: manager.userId },
    ]);
    expect(
      (await as(owner.cookie).put(`/api/products/${id}`, { ...product, salePrice: 39000 })).statusCode,
    ).toBe(200);
    expect(await changedBy('product_inventory', sql`id = ${id}`)).toEqual([
      { created_by: manager.userId, updated_by: ownerId },
    ]);
    const pictured = await as(manager.cookie).upload(
      `/api/products/${id}/picture`,
      'ragi.png',
      png,
      'image/png',
    );
    expect(pictured.statusCode, pictured.body).toBe(200);
    expect((await changedBy('product_inventory', sql`id = ${id}`))[0]?.updated_by).toBe(manager.userId);

    // The back office's product controls (document 2, 2.4) change it as the admin.
    const edited = await as(admin.cookie).put(`/api/admin/users/${ownerId}/products/${id}`, product);
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await changedBy('product_inventory', sql`id = ${id}`))[0]?.updated_by).toBe(adminId);
    const added = await as(admin.cookie).post(`/api/admin/users/${ownerId}/products`, product);
    expect(added.statusCode, added.body).toBe(201);
    expect(await changedBy('product_inventory', sql`id = ${added.json().id}`)).toEqual([
      { created_by: adminId, updated_by: adminId },
    ]);
  });

  it('names who added and changed an input, the admin included', async () => {
    const created = await as(manager.cookie).post('/api/inputs', input);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect((await as(owner.cookie).put(`/api/inputs/${id}`, { ...input, salePrice: 360 })).statusCode).toBe(
      200,
    );
    expect(await changedBy('input_inventory', sql`id = ${id}`)).toEqual([
      { created_by: manager.userId, updated_by: ownerId },
    ]);
    const edited = await as(admin.cookie).put(`/api/admin/inputs/${id}`, { ...input, salePrice: 370 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await changedBy('input_inventory', sql`id = ${id}`))[0]?.updated_by).toBe(adminId);
  });

  it("names who put a buyer on the FPO's list and who last changed it", async () => {
    const added = await as(manager.cookie).post('/api/buyers', buyer);
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().id as string;
    const mine = sql`global_buyer_id = ${id} and fpo_id = ${owner.fpoId}`;
    expect(await changedBy('buyer_associations', mine)).toEqual([
      { created_by: manager.userId, updated_by: manager.userId },
    ]);
    expect((await as(owner.cookie).put(`/api/buyers/${id}`, { ...buyer, rating: 4 })).statusCode).toBe(200);
    expect(await changedBy('buyer_associations', mine)).toEqual([
      { created_by: manager.userId, updated_by: ownerId },
    ]);
    const rated = await as(manager.cookie).put(`/api/advanced-buyers/${id}/rating`, {
      rating: 5,
      comment: null,
    });
    expect(rated.statusCode, rated.body).toBe(200);
    expect((await changedBy('buyer_associations', mine))[0]?.updated_by).toBe(manager.userId);
  });

  it('names the member who started an import as who added and who updated its farmers', async () => {
    const importAs = async (cookie: string, rows: string, updateExisting: boolean) => {
      const file = await uploadSpreadsheet(
        testApp,
        cookie,
        'members.csv',
        csv(`${header.join(',')}\n${rows}\n`),
      );
      expect(file.statusCode, file.body).toBe(201);
      const started = await as(cookie).post(`/api/uploads/${file.json().id}/import`, {
        sheet: 'CSV',
        mapping: fullMapping,
        updateExisting,
      });
      expect(started.statusCode, started.body).toBe(202);
      expect(await finishedImport(testApp, cookie, started.json().id)).toMatchObject({ status: 'completed' });
    };
    await importAs(staff.cookie, 'Ramesh,9845012345,2,M,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109', false);
    const imported = sql`fpo_id = ${owner.fpoId} and phone_number like '%9845012345'`;
    expect(await changedBy('farmers', imported)).toEqual([
      { created_by: staff.userId, updated_by: staff.userId },
    ]);
    await importAs(owner.cookie, 'Ramesh,9845012345,3,M,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109', true);
    expect(await changedBy('farmers', imported)).toEqual([{ created_by: staff.userId, updated_by: ownerId }]);
    const [{ version }] = (
      (await database.db.execute(sql`select version from farmers where ${imported}`)) as unknown as {
        rows: { version: number }[];
      }
    ).rows as [{ version: number }];
    expect(version).toBe(2);
  });

  it('says who stored each document, and records who removed one', async () => {
    const stored = await as(manager.cookie).upload(
      '/api/settings/documents/pan',
      'pan.png',
      png,
      'image/png',
    );
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().pan).toMatchObject({ type: 'png', changedBy: { name: 'Meena Rao' } });
    const listed = (await as(owner.cookie).get('/api/settings/documents')).json();
    expect(listed.pan.changedBy.name).toBe('Meena Rao');
    expect(Date.parse(listed.pan.changedBy.at)).toBeGreaterThan(Date.now() - 60_000);
    expect(listed.tan).toBeNull();

    const removed = await as(owner.cookie).delete('/api/settings/documents/pan');
    expect(removed.json().pan).toBeNull();
    const changes = (
      (await database.db.execute(
        sql`select kind, changed_by from fpo_document_changes where fpo_id = ${owner.fpoId}`,
      )) as unknown as { rows: { kind: string; changed_by: string }[] }
    ).rows;
    expect(changes).toEqual([{ kind: 'pan', changed_by: ownerId }]);
  });
});
