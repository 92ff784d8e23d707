import { complianceCalendar, complianceRule, formatPeriod, remindersDue, todayInIndia } from '@sangam/domain';
import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { complianceReminders } from '../../db/schema/compliance.ts';
import { fpoMembers, fpos } from '../../db/schema/tenancy.ts';
import type { JobDefinition, JobQueue } from '../../jobs/job-queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { complianceReminderMail } from '../../mail/messages.ts';
import { recordsOf } from './compliance.service.ts';

export const COMPLIANCE_REMINDERS_JOB = 'compliance-reminders';
/** 09:00 in India, every day: before the working day starts, after the night's traffic. */
const EVERY_MORNING = '0 9 * * *';
const PAGE = 200;

type Deps = { db: Db; mailer: Mailer; log: FastifyBaseLogger; baseUrl: string | undefined };
type Fpo = {
  id: string;
  name: string;
  incorporationDate: string | null;
  gstFiling: 'monthly' | 'quarterly';
  gstin: string | null;
};

/**
 * One FPO's reminders for today. The rows are claimed before the mail goes (insert, skipping those
 * already there, `sent_at` empty): a second run, on this instance or another, finds them taken and
 * sends nothing. Once the mail went they are confirmed (`sent_at`). If the mail cannot be sent the
 * claim is given back, so tomorrow's run tries again; if the run's process dies in between, the
 * job's `interrupted` gives it back (decision 044).
 */
const remindFpo = async ({ db, mailer, baseUrl }: Deps, fpo: Fpo, today: string) => {
  const [records, sentRows] = await Promise.all([
    recordsOf(db, fpo.id),
    db.select().from(complianceReminders).where(eq(complianceReminders.fpoId, fpo.id)),
  ]);
  const sent = new Set(sentRows.map((row) => `${row.ruleKey}/${row.period}/${row.daysBefore}`));
  const due = remindersDue(complianceCalendar(fpo, records, today), sent, today);
  if (!due.length) return 0;
  const claimed = await db
    .insert(complianceReminders)
    .values(
      due.flatMap(({ item, covers }) =>
        covers.map((daysBefore) => ({
          fpoId: fpo.id,
          ruleKey: item.ruleKey,
          period: item.period,
          daysBefore,
        })),
      ),
    )
    .onConflictDoNothing()
    .returning();
  const claimedRows = and(
    eq(complianceReminders.fpoId, fpo.id),
    sql`(${complianceReminders.ruleKey}, ${complianceReminders.period}, ${complianceReminders.daysBefore}) in (${sql.join(
      claimed.map((row) => sql`(${row.ruleKey}, ${row.period}, ${row.daysBefore})`),
      sql`, `,
    )})`,
  );
  const claimedKeys = new Set(claimed.map((row) => `${row.ruleKey}/${row.period}/${row.daysBefore}`));
  const mine = due.filter(({ item, days }) => claimedKeys.has(`${item.ruleKey}/${item.period}/${days}`));
  if (!mine.length) {
    // Claimed rows with nothing to say (a reminder already covered by another): nothing to send.
    if (claimed.length) await db.update(complianceReminders).set({ sentAt: new Date() }).where(claimedRows);
    return 0;
  }
  const owners = await db
    .select({ email: user.email, language: user.language })
    .from(fpoMembers)
    .innerJoin(user, eq(user.id, fpoMembers.userId))
    .where(and(eq(fpoMembers.fpoId, fpo.id), eq(fpoMembers.role, 'owner'), eq(user.emailVerified, true)));
  const items = mine.map(({ item, daysLeft }) => ({
    ruleKey: item.ruleKey,
    form: complianceRule(item.ruleKey)?.form ?? null,
    period: formatPeriod(item.period),
    dueDate: item.dueDate,
    planBy: item.planBy,
    daysLeft,
  }));
  try {
    for (const owner of owners)
      await mailer.send(
        complianceReminderMail({
          to: owner.email,
          language: owner.language,
          fpoName: fpo.name,
          items,
          url: baseUrl && `${baseUrl}/settings?tab=compliance`,
        }),
      );
  } catch (error) {
    await db.delete(complianceReminders).where(claimedRows);
    throw error;
  }
  await db.update(complianceReminders).set({ sentAt: new Date() }).where(claimedRows);
  return owners.length;
};

/**
 * Today's compliance reminders for every FPO that gave its incorporation date, a page of FPOs at a
 * time. One FPO's failure (its mail server refusing) is logged and does not hold up the others.
 * Returns how many e-mails went.
 */
export const sendComplianceReminders = async (deps: Deps, today = todayInIndia()) => {
  let mails = 0;
  let failures = 0;
  for (let after: string | undefined; ;) {
    const page = await deps.db
      .select({
        id: fpos.id,
        name: fpos.name,
        incorporationDate: fpos.incorporationDate,
        gstFiling: fpos.gstFiling,
        gstin: fpos.gstNumber,
      })
      .from(fpos)
      .where(and(isNotNull(fpos.incorporationDate), after ? gt(fpos.id, after) : undefined))
      .orderBy(asc(fpos.id))
      .limit(PAGE);
    for (const fpo of page) {
      try {
        mails += await remindFpo(deps, fpo, today);
      } catch (error) {
        failures += 1;
        deps.log.error({ err: error, fpoId: fpo.id }, 'could not send compliance reminders');
      }
    }
    if (page.length < PAGE) break;
    after = page.at(-1)?.id;
  }
  deps.log.info({ mails, failures, today }, 'compliance reminders sent');
  return { mails, failures };
};

/** `again`: the run queued by `interrupted` after a lost one; it is not repeated if it is lost too. */
type Payload = { again?: boolean };

/**
 * Every morning, on one instance. A run that lost its process (or failed) leaves what it sent
 * confirmed; `interrupted` gives back the claims whose mail may not have gone, unconfirmed, and runs
 * the day once more for them and the FPOs it had not reached. The FPO being mailed when the process
 * died may therefore get its mail twice: at least once, never recorded as sent without its mail.
 */
export const complianceRemindersJob = (jobs: JobQueue, deps: Deps): JobDefinition<Payload> => ({
  run: async () => {
    await sendComplianceReminders(deps);
  },
  interrupted: async ({ again }) => {
    const released = await deps.db
      .delete(complianceReminders)
      .where(isNull(complianceReminders.sentAt))
      .returning({ fpoId: complianceReminders.fpoId });
    if (released.length)
      deps.log.warn({ claims: released.length }, 'compliance reminders of a lost run given back');
    if (again) return;
    await jobs.enqueue<Payload>(COMPLIANCE_REMINDERS_JOB, { again: true });
    jobs.wake(COMPLIANCE_REMINDERS_JOB);
  },
  cron: EVERY_MORNING,
});

export const defineComplianceReminders = (jobs: JobQueue, deps: Deps) =>
  jobs.define<Payload>(COMPLIANCE_REMINDERS_JOB, complianceRemindersJob(jobs, deps));
