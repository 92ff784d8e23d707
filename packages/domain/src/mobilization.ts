import { z } from 'zod';
import { apiObject, queryInteger, uuid } from './field-atoms.ts';
import { addDays, todayInIndia } from './india-dates.ts';
import { campaignCategories, type CampaignCategory } from './whatsapp-bulk.ts';

/**
 * The advisory and farmer mobilization page (document 2, 2.12; decision 027): the FPO's own farmers
 * and WhatsApp messages over a period, the rates worked out from the replies farmers sent and the
 * outcomes the FPO marked on them, and the campaign cards. Every figure is defined in decision 027.
 */

/** Last 7, 30 or 90 days, counted in India's calendar days, today included; 30 is the default. */
export const mobilizationPeriods = ['7d', '30d', '90d'] as const;
export type MobilizationPeriod = (typeof mobilizationPeriods)[number];
export const DEFAULT_MOBILIZATION_PERIOD: MobilizationPeriod = '30d';

export const mobilizationPeriodDays: Record<MobilizationPeriod, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** The period's India dates: its first day and today (its last), both `YYYY-MM-DD`. */
export const mobilizationDates = (period: MobilizationPeriod, now: Date = new Date()) => {
  const to = todayInIndia(now);
  return { from: addDays(to, 1 - mobilizationPeriodDays[period]), to };
};

/** Every India date from `from` to `to`, both included. */
export const datesBetween = (from: string, to: string): string[] => {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
};

/**
 * Below this many messages sent in a period (or in a campaign), a rate says more about chance than
 * about the farmers: the page says there is not enough history yet instead of showing one.
 */
export const MOBILIZATION_MIN_MESSAGES = 20;

export const hasEnoughHistory = (sent: number) => sent >= MOBILIZATION_MIN_MESSAGES;

/** `part` of `whole` in whole percent, rounded down so a rate never claims more than happened. */
export const percentOf = (part: number, whole: number) => (whole > 0 ? Math.floor((100 * part) / whole) : 0);

/**
 * The share of the messages sent in whole percent (rounded down); null without enough history. The
 * response rate counts those with a reply, the conversion rate those whose reply the FPO marked an
 * order or a registration, the read rate those WhatsApp reports read.
 */
export const rateOf = (part: number, sent: number) => (hasEnoughHistory(sent) ? percentOf(part, sent) : null);

/** Document 2, 2.12: 80% of the response rate, rounded down (integer arithmetic, so exact). */
export const engagementRate = (response: number) => Math.floor((response * 8) / 10);

/** Document 2, 2.12: 1.2 times the conversion rate, rounded down, and never above 100. */
export const paymentRate = (conversion: number) => Math.min(100, Math.floor((conversion * 12) / 10));

/** Which rate each campaign card shows (document 2, 2.12). */
export const campaignRateKinds = {
  benefits: 'response',
  training: 'engagement',
  membership: 'payment',
} as const satisfies Record<CampaignCategory, string>;
export type CampaignRateKind = (typeof campaignRateKinds)[CampaignCategory];

/** A campaign's messages: the figures of its card. */
export type CampaignCounts = { sent: number; replied: number; converted: number };

/** The rate a campaign's card shows, from that campaign's own messages; null without enough history. */
export const campaignRate = (category: CampaignCategory, counts: CampaignCounts): number | null => {
  const response = rateOf(counts.replied, counts.sent);
  const conversion = rateOf(counts.converted, counts.sent);
  switch (campaignRateKinds[category]) {
    case 'response':
      return response;
    case 'engagement':
      return response === null ? null : engagementRate(response);
    case 'payment':
      return conversion === null ? null : paymentRate(conversion);
  }
};

/** How many template names a campaign card lists as its key topics. */
export const CAMPAIGN_TOPICS = 3;

/** The three campaigns, and `other` for messages sent one at a time, outside any campaign. */
export const messageCategories = [...campaignCategories, 'other'] as const;
export type MessageCategory = (typeof messageCategories)[number];

export const mobilizationQuerySchema = apiObject({
  period: z.enum(mobilizationPeriods, { error: 'period_invalid' }).default(DEFAULT_MOBILIZATION_PERIOD),
});
export type MobilizationQuery = z.output<typeof mobilizationQuerySchema>;

const count = z.number().int();
const rate = z.nullable(z.number().int());
const categoryCounts = z.object({
  benefits: count,
  training: count,
  membership: count,
  other: count,
});

export const mobilizationSchema = z.object({
  period: z.enum(mobilizationPeriods),
  /** The period's first India date and today, `YYYY-MM-DD`. */
  from: z.string(),
  to: z.string(),
  /** `MOBILIZATION_MIN_MESSAGES`, so the page can say how many are needed. */
  minMessages: count,
  totals: z.object({
    /** Farmers in the register now. */
    farmers: count,
    /** Of them, those who joined in the period. */
    newFarmers: count,
    messagesSent: count,
    /** Messages sent with at least one reply pointing at them. */
    replied: count,
    /** Messages sent with a reply the FPO marked an order or a registration. */
    converted: count,
    /** Messages sent that WhatsApp reports read. */
    read: count,
    responseRate: rate,
    conversionRate: rate,
    readRate: rate,
  }),
  /** One entry per day of the period, oldest first: who joined that day, and the register after it. */
  growth: z.array(z.object({ date: z.string(), newFarmers: count, totalFarmers: count })),
  /** Messages sent in the period per category. */
  categories: categoryCounts,
  /** One entry per day of the period, oldest first: messages sent that day per category. */
  daily: z.array(categoryCounts.extend({ date: z.string() })),
  campaigns: z.array(
    z.object({
      category: z.enum(campaignCategories),
      sent: count,
      replied: count,
      converted: count,
      rateKind: z.enum(['response', 'engagement', 'payment']),
      rate,
      /** The templates sent most in the campaign in the period, most first (up to three). */
      topics: z.array(z.object({ template: z.string(), sent: count })),
    }),
  ),
  /** Sangam's support contact (SUPPORT_PHONE, SUPPORT_EMAIL); each null when not configured. */
  contact: z.object({ phone: z.nullable(z.string()), email: z.nullable(z.string()) }),
});
export type Mobilization = z.infer<typeof mobilizationSchema>;

/** What a reply led to, as the FPO marks it. */
export const replyOutcomes = ['order', 'registration', 'none'] as const;
export type ReplyOutcome = (typeof replyOutcomes)[number];

/** Replies a page of the list holds. */
export const MOBILIZATION_REPLIES_PAGE_SIZE = 20;

export const mobilizationRepliesQuerySchema = apiObject({
  page: queryInteger({ code: 'page_invalid', min: 1, max: 100_000 }).default(1),
});

export const replyIdParamsSchema = apiObject({ replyId: uuid('reply_id_invalid') });

/** The FPO marks what a reply led to, or takes the mark away (null). */
export const replyOutcomeInputSchema = apiObject({
  outcome: z.nullable(z.enum(replyOutcomes, { error: 'outcome_invalid' })),
});
export type ReplyOutcomeInput = z.infer<typeof replyOutcomeInputSchema>;

export const mobilizationReplySchema = z.object({
  id: z.string(),
  /** When Sangam received it (ISO). */
  receivedAt: z.string(),
  /** The sender's number, +91 and ten digits. */
  phone: z.string(),
  /** The FPO's farmer with that number; null once the farmer is deleted. */
  farmer: z.nullable(z.object({ id: z.string(), name: z.string() })),
  /** What the farmer wrote; null for a message without text (a picture, a location). */
  text: z.nullable(z.string()),
  /** The FPO's message it answers; null when it answers none that is known. */
  answers: z.nullable(
    z.object({
      id: z.string(),
      template: z.nullable(z.string()),
      category: z.nullable(z.enum(campaignCategories)),
      text: z.nullable(z.string()),
      sentAt: z.string(),
    }),
  ),
  outcome: z.nullable(z.enum(replyOutcomes)),
  outcomeAt: z.nullable(z.string()),
});
export type MobilizationReply = z.infer<typeof mobilizationReplySchema>;

export const mobilizationRepliesSchema = z.object({
  items: z.array(mobilizationReplySchema),
  total: count,
  page: count,
  pageSize: count,
});
export type MobilizationReplies = z.infer<typeof mobilizationRepliesSchema>;
