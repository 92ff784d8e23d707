import { NOTIFICATIONS_SHOWN } from '@sangam/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../db/schema/auth.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { fpoMembers } from '../../db/schema/tenancy.ts';
import { createOperator, signUp, verifyEmail } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor } from '../../test/clients.ts';
import { mailNotice, recordNotice, type Notice } from './notify.ts';

type Listed = {
  items: { id: string; kind: string; params: Record<string, unknown>; link: string; readAt: string | null }[];
  unread: number;
};

const dealership = (fpoId: string, status: string): Notice => ({
  fpoId,
  kind: 'dealership_status',
  params: { company: 'Green Agro Ltd', category: 'Seeds', status },
  link: '/dealership',
});
const fair = (fpoId: string, status: string): Notice => ({
  fpoId,
  kind: 'trade_fair_status',
  params: { fair: 'Krishi Mela 2026', status },
  link: '/trade-fairs',
});

describe('notifications', async () => {
  const testApp = await buildTestApp();
  const { app, database, mailbox } = testApp;
  const db = database.db;
  const hosur = await createOperator(testApp);
  const dharwad = await createOperator(testApp);
  const ours = clientFor(testApp, hosur.cookie);
  const theirs = clientFor(testApp, dharwad.cookie);
  const list = async (client = ours) => {
    const answer = await client.get('/api/notifications');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as Listed;
  };
  /** As a status change does it: the rows in its transaction. */
  const record = (notice: Notice) => db.transaction((tx) => recordNotice(tx, notice));

  it('lists nothing before anything happened', async () => {
    expect(await list()).toEqual({ items: [], unread: 0 });
  });

  it("records a notice for the FPO's owner, who lists it newest first with the unread count", async () => {
    const recipients = await record(dealership(hosur.fpoId, 'under_review'));
    expect(recipients).toEqual([{ email: hosur.email, language: 'en' }]);
    await record(fair(hosur.fpoId, 'confirmed'));

    const { items, unread } = await list();
    expect(unread).toBe(2);
    expect(items.map((item) => [item.kind, item.params, item.link, item.readAt])).toEqual([
      ['trade_fair_status', { fair: 'Krishi Mela 2026', status: 'confirmed' }, '/trade-fairs', null],
      [
        'dealership_status',
        { company: 'Green Agro Ltd', category: 'Seeds', status: 'under_review' },
        '/dealership',
        null,
      ],
    ]);
    // Another FPO's user sees none of it.
    expect(await list(theirs)).toEqual({ items: [], unread: 0 });
  });

  it('marks one read, keeps the first moment on a second mark, and counts the rest', async () => {
    const [newest, older] = (await list()).items;
    const marked = await ours.post(`/api/notifications/${older?.id}/read`);
    expect(marked.statusCode, marked.body).toBe(204);
    const after = await list();
    expect(after.unread).toBe(1);
    const readAt = after.items.find((item) => item.id === older?.id)?.readAt;
    expect(readAt).toEqual(expect.any(String));
    expect(after.items.find((item) => item.id === newest?.id)?.readAt).toBeNull();

    expect((await ours.post(`/api/notifications/${older?.id}/read`)).statusCode).toBe(204);
    expect((await list()).items.find((item) => item.id === older?.id)?.readAt).toBe(readAt);
  });

  it("tells another FPO's user that the owner's notification does not exist, and changes nothing", async () => {
    const [newest] = (await list()).items;
    const answer = await theirs.post(`/api/notifications/${newest?.id}/read`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ error: { code: 'not_found' } });
    expect((await theirs.post('/api/notifications/read')).statusCode).toBe(204);
    expect((await list()).unread).toBe(1);
    expect((await ours.post(`/api/notifications/${crypto.randomUUID()}/read`)).statusCode).toBe(404);
  });

  it('marks all read at once', async () => {
    await record(dealership(hosur.fpoId, 'approved'));
    expect((await list()).unread).toBe(2);
    expect((await ours.post('/api/notifications/read')).statusCode).toBe(204);
    const { items, unread } = await list();
    expect(unread).toBe(0);
    expect(items.every((item) => item.readAt !== null)).toBe(true);
  });

  it('gives each member of the FPO their own copy to read', async () => {
    const staff = await signUp(
      testApp,
      `staff-${crypto.randomUUID().slice(0, 8)}@example.org`,
      'secret123',
      'hi',
    );
    const cookie = await verifyEmail(testApp, staff);
    const [staffUser] = await db.select({ id: user.id }).from(user).where(eq(user.email, staff.email));
    await db
      .insert(fpoMembers)
      .values({ fpoId: hosur.fpoId, userId: staffUser?.id as string, role: 'field_staff' });
    const colleague = clientFor(testApp, cookie);

    const recipients = await record(fair(hosur.fpoId, 'cancelled'));
    expect(recipients).toHaveLength(2);
    expect(recipients).toContainEqual({ email: staff.email, language: 'hi' });
    expect((await list(colleague)).unread).toBe(1);
    expect((await colleague.post('/api/notifications/read')).statusCode).toBe(204);
    expect((await list(colleague)).unread).toBe(0);
    expect((await list()).unread).toBe(1);
    await ours.post('/api/notifications/read');
  });

  it('mails each recipient in their language with a link into the app', async () => {
    const notice = dealership(hosur.fpoId, 'rejected');
    const recipients = await record(notice);
    await mailNotice({ mailer: app.mailer, log: app.log, baseUrl: app.config.baseUrl }, notice, recipients);
    const mail = mailbox.lastTo(hosur.email);
    expect(mail?.subject).toBe('Your dealership application: Rejected');
    expect(mail?.text).toContain(
      "Your FPO's application to be a Green Agro Ltd dealer for Seeds is now: Rejected.",
    );
    expect(mail?.links).toEqual(['http://localhost:3000/dealership']);
    const staffMail = mailbox.messages.findLast((m) => m.to.startsWith('staff-'));
    expect(staffMail?.subject).toBe('आपका डीलरशिप आवेदन: अस्वीकृत');
  });

  it('logs a mail that cannot go, and the notification stays', async () => {
    const notice = fair(dharwad.fpoId, 'confirmed');
    const recipients = await record(notice);
    const errors: unknown[] = [];
    const failing = { send: async () => Promise.reject(new Error('SMTP down')) };
    const log = { ...app.log, error: (...args: unknown[]) => errors.push(args) } as typeof app.log;
    await mailNotice({ mailer: failing, log, baseUrl: undefined }, notice, recipients);
    expect(errors).toHaveLength(1);
    expect((await list(theirs)).unread).toBe(1);
  });

  it(`lists the latest ${NOTIFICATIONS_SHOWN} and counts every unread one`, async () => {
    const [owner] = await db
      .select({ id: fpoMembers.userId })
      .from(fpoMembers)
      .where(eq(fpoMembers.fpoId, dharwad.fpoId));
    const start = Date.parse('2026-11-01T00:00:00Z');
    await db.insert(notifications).values(
      Array.from({ length: NOTIFICATIONS_SHOWN + 5 }, (_, i) => ({
        userId: owner?.id as string,
        fpoId: dharwad.fpoId,
        kind: 'trade_fair_status',
        params: { fair: `Fair ${i}`, status: 'pending' },
        link: '/trade-fairs',
        createdAt: new Date(start + i * 60_000),
      })),
    );
    const { items, unread } = await list(theirs);
    expect(items).toHaveLength(NOTIFICATIONS_SHOWN);
    expect(unread).toBe(NOTIFICATIONS_SHOWN + 6);
    // The one recorded just now first, then the inserted ones from the latest down.
    expect(items.slice(1, 3).map((item) => item.params.fair)).toEqual([
      `Fair ${NOTIFICATIONS_SHOWN + 4}`,
      `Fair ${NOTIFICATIONS_SHOWN + 3}`,
    ]);
  });

  it('refuses the signed-out', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});
