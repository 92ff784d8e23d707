import {
  CAMPAIGN_TOPICS,
  campaignCategories,
  campaignRate,
  campaignRateKinds,
  datesBetween,
  MOBILIZATION_MIN_MESSAGES,
  MOBILIZATION_REPLIES_PAGE_SIZE,
  mobilizationDates,
  rateOf,
  type MessageCategory,
  type Mobilization,
  type MobilizationPeriod,
  type MobilizationReplies,
  type MobilizationReply,
  type ReplyOutcome,
} from '@sangam/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { farmers } from '../../db/schema/farmers.ts';
import { whatsappMessages } from '../../db/schema/messaging.ts';
import { rowsOf } from '../farmers/farmer-figures.ts';

/**
 * The advisory page's figures (document 2, 2.12), each defined in decision 027: the FPO's own
 * farmers and WhatsApp messages of the period, in three statements whatever the FPO's size. Every
 * statement reads one FPO's rows of the period on an index that starts with `fpo_id`.
 */

/** Messages handed to the provider: neither waiting in a bulk send (`queued`) nor `failed`. */
const SENT_STATUSES = sql.raw(`('sending', 'accepted', 'sent', 'delivered', 'read')`);

/** Midnight in India at the start of a `YYYY-MM-DD` date, as an instant. */
const indiaMidnight = (date: string) => new Date(`${date}T00:00:00+05:30`);

type MessageRow = {
  /** 1 for a day and category's count, 0 for a category and template's. */
  perDay: number;
  day: string | null;
  category: MessageCategory;
  template: string | null;
  sent: number;
  replied: number;
  converted: number;
  read: number;
};

/**
 * The period's messages sent, counted twice in one pass: per day and category (tiles, pie, bars),
 * and per category and template (campaign cards, key topics). A message is replied when an
 * incoming message of the FPO points at it (`reply_to_id`), converted when such a reply is marked
 * an order or a registration. A reply cannot come before its message, so the replies read are the
 * FPO's incoming messages since the period began, on the same index as the messages.
 */
const readMessages = async (db: Db, fpoId: string, start: Date, now: Date) =>
  rowsOf<MessageRow>(
    await db.execute(sql`
      with replies as (
        select r.reply_to_id as id, bool_or(r.outcome in ('order', 'registration')) as converted
        from whatsapp_messages r
        where r.fpo_id = ${fpoId} and r.created_at >= ${start.toISOString()} and r.direction = 'in'
          and r.reply_to_id is not null
        group by r.reply_to_id
      )
      select grouping(m.template_name)::int as "perDay",
        to_char(m.created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as "day",
        coalesce(m.category, 'other') as "category",
        m.template_name as "template",
        count(*)::int as "sent",
        count(r.id)::int as "replied",
        count(*) filter (where r.converted)::int as "converted",
        count(*) filter (where m.status = 'read')::int as "read"
      from whatsapp_messages m
      left join replies r on r.id = m.id
      where m.fpo_id = ${fpoId} and m.created_at >= ${start.toISOString()} and m.created_at <= ${now.toISOString()}
        and m.direction = 'out' and m.status in ${SENT_STATUSES}
      group by grouping sets (
        (to_char(m.created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD'), m.category),
        (m.category, m.template_name)
      )`),
  );

/**
 * Farmers who joined on each India day of the period, from the per-hour figures (decision 011).
 * India's midnight is 18:30 UTC, half way through a UTC hour: every hour but the one starting at
 * 18:00 UTC lies within one India day and is read from its figures row; that hour is split by
 * reading its farmers from the register (on the list index, one hour's additions at most).
 */
const readGrowth = async (db: Db, fpoId: string, start: Date) => {
  const since = start.toISOString();
  const [days, totals] = await Promise.all([
    db.execute(sql`
      select day, sum(added)::int as "added" from (
        select to_char(h.hour at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day, h.farmers as added
        from fpo_farmer_hours h
        where h.fpo_id = ${fpoId} and h.hour >= ${since} and extract(hour from h.hour at time zone 'UTC') <> 18
        union all
        select to_char(f.created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD'), 1
        from fpo_farmer_hours h
        join farmers f on f.fpo_id = h.fpo_id and f.created_at >= h.hour and f.created_at < h.hour + interval '1 hour'
        where h.fpo_id = ${fpoId} and h.hour >= ${since}::timestamptz - interval '1 hour'
          and extract(hour from h.hour at time zone 'UTC') = 18 and f.created_at >= ${since}
      ) d
      group by day`),
    db.execute(sql`select farmers from fpo_farmer_stats where fpo_id = ${fpoId}`),
  ]);
  return {
    added: new Map(rowsOf<{ day: string; added: number }>(days).map((row) => [row.day, row.added])),
    total: Number(rowsOf<{ farmers: number }>(totals)[0]?.farmers ?? 0),
  };
};

const noCategories = (): Record<MessageCategory, number> => ({
  benefits: 0,
  training: 0,
  membership: 0,
  other: 0,
});

/** Everything the advisory page shows for one period. */
export const getMobilization = async ({
  db,
  fpoId,
  period,
  contact,
  now = new Date(),
}: {
  db: Db;
  fpoId: string;
  period: MobilizationPeriod;
  contact: Mobilization['contact'];
  now?: Date;
}): Promise<Mobilization> => {
  const { from, to } = mobilizationDates(period, now);
  const start = indiaMidnight(from);
  const dates = datesBetween(from, to);
  const [messages, growth] = await Promise.all([
    readMessages(db, fpoId, start, now),
    readGrowth(db, fpoId, start),
  ]);

  const daily = new Map(dates.map((date) => [date, noCategories()]));
  const categories = noCategories();
  const totals = { messagesSent: 0, replied: 0, converted: 0, read: 0 };
  const campaigns = new Map(
    campaignCategories.map((category) => [
      category,
      { sent: 0, replied: 0, converted: 0, topics: [] as { template: string; sent: number }[] },
    ]),
  );
  for (const row of messages) {
    if (row.perDay) {
      const day = daily.get(row.day ?? '');
      if (day) day[row.category] += row.sent;
      categories[row.category] += row.sent;
      totals.messagesSent += row.sent;
      totals.replied += row.replied;
      totals.converted += row.converted;
      totals.read += row.read;
      const campaign = row.category === 'other' ? undefined : campaigns.get(row.category);
      if (campaign) {
        campaign.sent += row.sent;
        campaign.replied += row.replied;
        campaign.converted += row.converted;
      }
    } else if (row.template !== null && row.category !== 'other') {
      campaigns.get(row.category)?.topics.push({ template: row.template, sent: row.sent });
    }
  }

  // The register after each day: today's total less those who joined on later days.
  let after = growth.total;
  const joined = dates
    .toReversed()
    .map((date) => {
      const newFarmers = growth.added.get(date) ?? 0;
      const entry = { date, newFarmers, totalFarmers: after };
      after -= newFarmers;
      return entry;
    })
    .toReversed();

  return {
    period,
    from,
    to,
    minMessages: MOBILIZATION_MIN_MESSAGES,
    totals: {
      farmers: growth.total,
      newFarmers: joined.reduce((sum, day) => sum + day.newFarmers, 0),
      ...totals,
      responseRate: rateOf(totals.replied, totals.messagesSent),
      conversionRate: rateOf(totals.converted, totals.messagesSent),
      readRate: rateOf(totals.read, totals.messagesSent),
    },
    growth: joined,
    categories,
    daily: [...daily].map(([date, counts]) => ({ date, ...counts })),
    campaigns: campaignCategories.map((category) => {
      const { topics, ...counts } = campaigns.get(category) as NonNullable<ReturnType<typeof campaigns.get>>;
      return {
        category,
        ...counts,
        rateKind: campaignRateKinds[category],
        rate: campaignRate(category, counts),
        topics: topics
          .sort((a, b) => b.sent - a.sent || a.template.localeCompare(b.template))
          .slice(0, CAMPAIGN_TOPICS),
      };
    }),
    contact,
  };
};

// The list of replies ------------------------------------------------------------------------------

const answered = alias(whatsappMessages, 'answered');

const replySelection = {
  id: whatsappMessages.id,
  createdAt: whatsappMessages.createdAt,
  phone: whatsappMessages.phone,
  text: whatsappMessages.text,
  outcome: whatsappMessages.outcome,
  outcomeAt: whatsappMessages.outcomeAt,
  farmerId: farmers.id,
  farmerName: farmers.farmerName,
  answersId: answered.id,
  answersTemplate: answered.templateName,
  answersCategory: answered.category,
  answersText: answered.text,
  answersCreatedAt: answered.createdAt,
};

/** The FPO's incoming messages with their farmer and the FPO's message each answers. */
const repliesOf = (db: Db, fpoId: string) =>
  db
    .select(replySelection)
    .from(whatsappMessages)
    .leftJoin(farmers, and(eq(farmers.id, whatsappMessages.farmerId), eq(farmers.fpoId, fpoId)))
    .leftJoin(answered, and(eq(answered.id, whatsappMessages.replyToId), eq(answered.fpoId, fpoId)))
    .$dynamic();

const incomingOf = (fpoId: string) =>
  and(eq(whatsappMessages.fpoId, fpoId), eq(whatsappMessages.direction, 'in'));

type ReplyRow = Awaited<ReturnType<ReturnType<typeof repliesOf>['execute']>>[number];

const toReply = (row: ReplyRow): MobilizationReply => ({
  id: row.id,
  receivedAt: row.createdAt.toISOString(),
  phone: row.phone,
  farmer: row.farmerId && row.farmerName !== null ? { id: row.farmerId, name: row.farmerName } : null,
  text: row.text,
  answers:
    row.answersId && row.answersCreatedAt
      ? {
          id: row.answersId,
          template: row.answersTemplate,
          category: row.answersCategory,
          text: row.answersText,
          sentAt: row.answersCreatedAt.toISOString(),
        }
      : null,
  outcome: row.outcome,
  outcomeAt: row.outcomeAt?.toISOString() ?? null,
});

/** A page of the FPO's replies, newest first. */
export const listReplies = async ({
  db,
  fpoId,
  page,
}: {
  db: Db;
  fpoId: string;
  page: number;
}): Promise<MobilizationReplies> => {
  const pageSize = MOBILIZATION_REPLIES_PAGE_SIZE;
  const [rows, [counted]] = await Promise.all([
    repliesOf(db, fpoId)
      .where(incomingOf(fpoId))
      .orderBy(desc(whatsappMessages.createdAt), desc(whatsappMessages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(whatsappMessages).where(incomingOf(fpoId)),
  ]);
  return { items: rows.map(toReply), total: counted?.total ?? 0, page, pageSize };
};

/**
 * The FPO marks what a reply led to (or takes the mark away with null), recording who and when.
 * Another FPO's reply, or an outgoing message, is not found.
 */
export const markReplyOutcome = async ({
  db,
  fpoId,
  userId,
  replyId,
  outcome,
}: {
  db: Db;
  fpoId: string;
  userId: string;
  replyId: string;
  outcome: ReplyOutcome | null;
}): Promise<MobilizationReply> => {
  const [updated] = await db
    .update(whatsappMessages)
    .set(
      outcome === null
        ? { outcome: null, outcomeAt: null, outcomeBy: null }
        : { outcome, outcomeAt: sql`now()`, outcomeBy: userId },
    )
    .where(and(eq(whatsappMessages.id, replyId), incomingOf(fpoId)))
    .returning({ id: whatsappMessages.id });
  if (!updated) throw notFound();
  const [row] = await repliesOf(db, fpoId).where(eq(whatsappMessages.id, updated.id));
  if (!row) throw notFound();
  return toReply(row);
};
