import fs from 'node:fs';
import path from 'node:path';
import { todayInIndia, addDays } from '@sangam/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor, type Client } from '../../test/clients.ts';
import { settingsBody } from '../../test/settings.ts';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

type Item = {
  ruleKey: string;
  period: string;
  dueDate: string;
  status: string;
  estimated: boolean;
  record: { document: unknown } | null;
};
type Calendar = { incorporationDate: string | null; gstRegistered: boolean; today: string; items: Item[] };

describe('the compliance calendar', async () => {
  const testApp = await buildTestApp();
  const owner = await createOperator(testApp);
  const other = await createOperator(testApp);
  const mine = clientFor(testApp, owner.cookie);
  const theirs = clientFor(testApp, other.cookie);
  const calendar = async (client: Client = mine) => (await client.get('/api/compliance')).json() as Calendar;
  const storedFiles = (fpoId: string) => {
    const folder = path.join(testApp.config.dataDir, 'files', 'documents', fpoId);
    return fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.startsWith('compliance-')) : [];
  };
  const today = todayInIndia();

  it('is empty until the incorporation date is given in settings, then lists the due dates', async () => {
    expect(await calendar()).toMatchObject({ incorporationDate: null, gstRegistered: false, items: [] });
    const saved = await mine.put('/api/settings', {
      ...settingsBody,
      gstNumber: null,
      incorporationDate: '2019-06-01',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ incorporationDate: '2019-06-01', gstFiling: 'monthly' });
    const items = (await calendar()).items;
    expect(items.map((i) => i.ruleKey)).toEqual(
      expect.arrayContaining(['agm', 'director_kyc', 'income_tax_return']),
    );
    expect(items.some((i) => i.ruleKey.startsWith('gst'))).toBe(false);
    // Registered for GST: the returns join the calendar.
    await mine.put('/api/settings', { ...settingsBody, incorporationDate: '2019-06-01' });
    const withGst = await calendar();
    expect(withGst.gstRegistered).toBe(true);
    expect(withGst.items.some((i) => i.ruleKey === 'gstr3b')).toBe(true);
  });

  it('refuses an incorporation date that is not a real day, or is ahead', async () => {
    for (const incorporationDate of ['2019-02-30', addDays(today, 1), '1999-01-01']) {
      const refused = await mine.put('/api/settings', { ...settingsBody, incorporationDate });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.issues).toEqual([
        { field: 'incorporationDate', code: 'incorporation_date_invalid' },
      ]);
    }
  });

  it('marks the AGM held on a day, and dates the filings after it from that day', async () => {
    const agm = (await calendar()).items.find((i) => i.ruleKey === 'agm') as Item;
    const before = (await calendar()).items.find(
      (i) => i.ruleKey === 'annual_return' && i.period === agm.period,
    );
    expect(before?.estimated).toBe(true);
    const held = await mine.put(`/api/compliance/items/agm/${agm.period}`, { status: 'done', doneOn: today });
    expect(held.statusCode, held.body).toBe(200);
    const after = held.json() as Calendar;
    expect(after.items.find((i) => i.ruleKey === 'agm' && i.period === agm.period)?.status).toBe('done');
    expect(after.items.find((i) => i.ruleKey === 'annual_return' && i.period === agm.period)).toMatchObject({
      dueDate: addDays(today, 60),
      estimated: false,
    });
  });

  it.each([
    [{ status: 'done', doneOn: addDays(todayInIndia(), 1) }, 'done_on_future'],
    [{ status: 'done' }, 'done_on_required'],
    [{ status: 'done', doneOn: '2026-02-30' }, 'done_on_invalid'],
    [{ status: 'filed' }, 'status_invalid'],
  ])('refuses %j with %s', async (body, code) => {
    const agm = (await calendar()).items.find((i) => i.ruleKey === 'agm') as Item;
    const refused = await mine.put(`/api/compliance/items/agm/${agm.period}`, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.issues.map((i: { code: string }) => i.code)).toEqual([code]);
  });

  it('finds no item the calendar does not show, or of a rule that does not exist', async () => {
    expect(
      (await mine.put('/api/compliance/items/agm/FY9999', { status: 'not_applicable' })).statusCode,
    ).toBe(404);
    expect(
      (await mine.put('/api/compliance/items/agm/M2026-01', { status: 'not_applicable' })).statusCode,
    ).toBe(400);
    expect(
      (await mine.put('/api/compliance/items/ceo_birthday/once', { status: 'not_applicable' })).statusCode,
    ).toBe(400);
  });

  it("keeps a done item's proof private to its FPO, and removes it with the record", async () => {
    const agm = (await calendar()).items.find((i) => i.ruleKey === 'agm') as Item;
    const url = `/api/compliance/items/agm/${agm.period}/document`;
    const attached = await mine.upload(url, 'minutes.pdf', pdf, 'application/pdf');
    expect(attached.statusCode, attached.body).toBe(200);
    expect(
      (attached.json() as Calendar).items.find((i) => i.ruleKey === 'agm')?.record?.document,
    ).toMatchObject({ type: 'pdf' });
    const file = await mine.get(url);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(storedFiles(owner.fpoId)).toHaveLength(1);

    // Another FPO names the same item: its own calendar has no such record.
    expect((await theirs.get(url)).statusCode).toBe(404);
    expect((await theirs.upload(url, 'x.pdf', pdf, 'application/pdf')).statusCode).toBe(404);
    expect((await theirs.delete(url)).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await mine.get(url)).statusCode).toBe(200);

    // A replacement takes the old file's place.
    const scan = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ddd' } })
      .png()
      .toBuffer();
    await mine.upload(url, 'scan.png', scan, 'image/png');
    expect(storedFiles(owner.fpoId)).toHaveLength(1);
    expect((await mine.get(url)).headers['content-type']).toBe('image/png');

    // A spoofed file is refused and stores nothing.
    const spoof = await mine.upload(url, 'minutes.pdf', Buffer.from('MZ this is no pdf'), 'application/pdf');
    expect(spoof.statusCode).toBe(415);
    expect(storedFiles(owner.fpoId)).toHaveLength(1);

    // Reopened: the record and its proof go.
    const reopened = await mine.delete(`/api/compliance/items/agm/${agm.period}`);
    expect(reopened.statusCode).toBe(200);
    expect(
      (reopened.json() as Calendar).items.find((i) => i.ruleKey === 'agm' && i.period === agm.period)?.record,
    ).toBeNull();
    expect(storedFiles(owner.fpoId)).toHaveLength(0);
    expect((await mine.get(url)).statusCode).toBe(404);
  });

  it("attaches a proof only to a done item, and 'not due' drops the proof", async () => {
    const kyc = (await calendar()).items.find((i) => i.ruleKey === 'director_kyc') as Item;
    const url = `/api/compliance/items/director_kyc/${kyc.period}`;
    expect((await mine.upload(`${url}/document`, 'kyc.pdf', pdf, 'application/pdf')).statusCode).toBe(404);
    await mine.put(url, { status: 'not_applicable' });
    const refused = await mine.upload(`${url}/document`, 'kyc.pdf', pdf, 'application/pdf');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('item_not_done');
    await mine.put(url, { status: 'done', doneOn: today });
    await mine.upload(`${url}/document`, 'kyc.pdf', pdf, 'application/pdf');
    expect(storedFiles(owner.fpoId)).toHaveLength(1);
    const notDue = await mine.put(url, { status: 'not_applicable' });
    expect(
      (notDue.json() as Calendar).items.find((i) => i.ruleKey === 'director_kyc' && i.period === kyc.period),
    ).toMatchObject({
      status: 'not_applicable',
      record: { document: null },
    });
    expect(storedFiles(owner.fpoId)).toHaveLength(0);
  });

  it("shows another FPO none of this FPO's records", async () => {
    const theirCalendar = await calendar(theirs);
    expect(theirCalendar.items).toEqual([]);
    expect(JSON.stringify(theirCalendar)).not.toContain(owner.fpoId);
  });
});
