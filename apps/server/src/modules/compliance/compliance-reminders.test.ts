import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../mail/mailer.ts';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor } from '../../test/clients.ts';
import { settingsBody } from '../../test/settings.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { complianceRemindersJob, sendComplianceReminders } from './compliance-reminders.ts';

describe('compliance reminders', async () => {
  const testApp = await buildTestApp();
  const { database, mailbox, app } = testApp;
  const owner = await createOperator(testApp);
  const client = clientFor(testApp, owner.cookie);
  // No GST number: the AGM and the directors' KYC are due on 30 September 2026, a Wednesday.
  await client.put('/api/settings', { ...settingsBody, gstNumber: null, incorporationDate: '2019-06-01' });
  // An FPO without its incorporation date gets nothing.
  await createOperator(testApp);
  const deps = { db: database.db, mailer: mailbox, log: app.log, baseUrl: testApp.config.baseUrl };
  const mailsTo = (email: string) => mailbox.messages.filter((m) => m.to === email);
  const run = async (today: string) => {
    const before = mailsTo(owner.email).length;
    const result = await sendComplianceReminders(deps, today);
    return { ...result, mails: mailsTo(owner.email).slice(before) };
  };

  it('says nothing 16 days ahead, then sends one mail for everything 15 days ahead', async () => {
    expect((await run('2026-09-14')).mails).toEqual([]);
    const { mails } = await run('2026-09-15');
    expect(mails).toHaveLength(1);
    const [mail] = mails as [MailMessage];
    expect(mail.subject).toBe('Tungabhadra Farmer Producer Company: 2 compliance due dates are coming up');
    expect(mail.text).toContain('Annual general meeting (AGM) FY 2025-26: due 30 Sept 2026, 15 days left.');
    expect(mail.text).toContain("Directors' KYC (DIR-3 KYC) FY 2025-26: due 30 Sept 2026, 15 days left.");
    expect(mail.text).toContain('http://localhost:3000/settings?tab=compliance');
  });

  it('sends each reminder once, however often it runs', async () => {
    expect((await run('2026-09-15')).mails).toEqual([]);
    expect((await run('2026-09-20')).mails).toEqual([]);
    const [a, b] = await Promise.all([
      sendComplianceReminders(deps, '2026-09-27'),
      sendComplianceReminders(deps, '2026-09-27'),
    ]);
    expect(a.mails + b.mails).toBe(1);
  });

  it("stops reminding of an item once it is done, and writes in the owner's language", async () => {
    const calendar = (await client.get('/api/compliance')).json();
    expect(calendar.items.length).toBeGreaterThan(0);
    await database.db.execute(sql`delete from compliance_reminders`);
    await client.put('/api/me/language', { language: 'hi' });
    // Only the AGM is left for the 3-day reminder once the KYC is recorded, on any day it applies.
    await database.db.execute(
      sql`insert into compliance_records (fpo_id, rule_key, period, status, done_on) values (${owner.fpoId}, 'director_kyc', 'FY2026', 'done', '2026-09-01')`,
    );
    const { mails } = await run('2026-09-28');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Tungabhadra Farmer Producer Company: 1 अनुपालन की अंतिम तारीख पास है');
    expect(mails[0]?.text).toContain('वार्षिक आम बैठक (AGM) FY 2025-26');
    expect(mails[0]?.text).not.toContain('KYC');
    await client.put('/api/me/language', { language: 'en' });
  });

  it('tries again the next day when the mail could not go', async () => {
    await database.db.execute(sql`delete from compliance_reminders`);
    await database.db.execute(sql`delete from compliance_records`);
    const failing = { ...deps, mailer: { send: async () => Promise.reject(new Error('SMTP refused')) } };
    expect(await sendComplianceReminders(failing, '2026-09-15')).toMatchObject({ mails: 0, failures: 1 });
    expect((await run('2026-09-16')).mails).toHaveLength(1);
  });

  it('gives back a reminder whose run died before its mail went, and sends it on the next run', async () => {
    await database.db.execute(sql`delete from compliance_reminders`);
    // The run claims the reminders and its process dies before the mail goes: a mail that never returns.
    const dying = { ...deps, mailer: { send: () => new Promise<void>(() => {}) } };
    void sendComplianceReminders(dying, '2026-09-15');
    const claimed = async () =>
      (
        (await database.db.execute(
          sql`select sent_at from compliance_reminders where fpo_id = ${owner.fpoId}`,
        )) as unknown as { rows: { sent_at: string | null }[] }
      ).rows;
    for (let i = 0; i < 100 && !(await claimed()).length; i++) await new Promise((r) => setTimeout(r, 20));
    expect((await claimed()).map((row) => row.sent_at)).toEqual([null, null]);
    expect((await run('2026-09-15')).mails).toEqual([]);

    // The queue finds the run lost: its unconfirmed claims are given back and the day runs once more.
    const queued: object[] = [];
    const jobs = { enqueue: async (_name: string, payload: object) => queued.push(payload), wake: () => {} };
    const job = complianceRemindersJob(jobs as unknown as JobQueue, deps);
    await job.interrupted({});
    expect(queued).toEqual([{ again: true }]);
    expect(await claimed()).toEqual([]);
    const { mails } = await run('2026-09-15');
    expect(mails).toHaveLength(1);
    expect((await claimed()).every((row) => row.sent_at !== null)).toBe(true);
    // What went out stays sent; the run queued again is not queued once more if it is lost too.
    await job.interrupted({ again: true });
    expect(queued).toHaveLength(1);
    expect(await claimed()).toHaveLength(2);
    expect((await run('2026-09-15')).mails).toEqual([]);
  });

  it('plans for the Saturday when the due date is a Sunday, and says so', async () => {
    await database.db.execute(sql`delete from compliance_reminders`);
    // The income-tax return of FY 2026-27 is due on Sunday 31 October 2027.
    const { mails } = await run('2027-10-27');
    const text = mails[0]?.text ?? '';
    expect(text).toContain(
      'Income-tax return (ITR-6) FY 2026-27: due 31 Oct 2027, a Sunday or national holiday, so plan for 30 Oct 2027: 3 days left.',
    );
  });

  it('runs every morning at 09:00 in India, on one instance', async () => {
    const rows = await database.db.execute(
      sql`select name, cron, timezone from pgboss.schedule where name = 'compliance-reminders'`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { name: 'compliance-reminders', cron: '0 9 * * *', timezone: 'Asia/Kolkata' },
    ]);
  });
});
