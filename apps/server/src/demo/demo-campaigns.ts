import type { BulkSendRequest } from '@sangam/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { whatsappBulkSends, whatsappMessages } from '../db/schema/messaging.ts';
import { markReplyOutcome } from '../modules/mobilization/mobilization.service.ts';
import { bulkSendJob } from '../modules/whatsapp/bulk-send.job.ts';
import { createBulkSend } from '../modules/whatsapp/bulk-send.service.ts';
import { applyWebhook, syncTemplates } from '../modules/whatsapp/whatsapp.service.ts';

/**
 * The demonstration FPO's WhatsApp campaigns of the last weeks (issue 18; decision S6), made the way
 * a real one is: the outbox's sample templates synced, each campaign started as a bulk send and run
 * by its job, then dated back, with the delivery reports and replies a provider would have sent and
 * the outcomes the FPO marked, so /farmer-mobilization and /admin/whatsapp open on real history.
 */

type Campaign = {
  daysAgo: number;
  input: Omit<BulkSendRequest, 'fpoId'>;
  /** Shares of the recipients whose phones reported delivered and read, and who wrote back. */
  delivered: number;
  read: number;
  replied: number;
  /** Share of the replies the FPO marked as leading to an order or a registration. */
  converted: number;
  outcome: 'order' | 'registration';
  replies: readonly string[];
};

const all = { kind: 'all' } as const;
const campaigns: Campaign[] = [
  {
    daysAgo: 26,
    input: {
      category: 'benefits',
      template: 'sample_membership_benefits',
      fallbackLanguage: 'en',
      audience: all,
      parameters: [{ kind: 'farmer_name' }, { kind: 'fpo_name' }],
    },
    delivered: 0.93,
    read: 0.71,
    replied: 0.22,
    converted: 0.35,
    outcome: 'registration',
    replies: ['How do I become a member?', 'ಸದಸ್ಯತ್ವ ಶುಲ್ಕ ಎಷ್ಟು?', 'सदस्य बनना है', 'Interested'],
  },
  {
    daysAgo: 13,
    input: {
      category: 'training',
      template: 'sample_training_invitation',
      fallbackLanguage: 'en',
      audience: all,
      parameters: [
        { kind: 'farmer_name' },
        { kind: 'fpo_name' },
        { kind: 'text', value: 'ragi seed treatment' },
        { kind: 'text', value: '2 December' },
      ],
    },
    delivered: 0.95,
    read: 0.78,
    replied: 0.31,
    converted: 0.2,
    outcome: 'order',
    replies: ['YES', 'Yes, I will come', 'ಹೌದು', 'हाँ, आऊँगा', 'Can my son come?'],
  },
  {
    daysAgo: 4,
    input: {
      category: 'membership',
      template: 'sample_meeting_reminder',
      fallbackLanguage: 'en',
      audience: all,
      parameters: [
        { kind: 'farmer_name' },
        { kind: 'fpo_name' },
        { kind: 'text', value: '15 December' },
        { kind: 'text', value: 'the FPO office' },
      ],
    },
    delivered: 0.9,
    read: 0.64,
    replied: 0.12,
    converted: 0.4,
    outcome: 'registration',
    replies: ['Will pay the fee at the meeting', 'ಶುಲ್ಕ ಕಟ್ಟುತ್ತೇನೆ', 'OK'],
  },
];

const HOUR = 3_600_000;

export const seedDemoCampaigns = async (
  app: FastifyInstance,
  { fpoId, userId, now, random }: { fpoId: string; userId: string; now: Date; random: () => number },
) => {
  const db = app.database.db;
  await syncTemplates({ db, provider: app.messaging, actorUserId: userId });
  // Run here rather than on the worker's pace, so the demo is ready when the server opens.
  const job = bulkSendJob(app.jobs, { db, provider: app.messaging, log: app.log, rate: 1000 });
  for (const campaign of campaigns) {
    const bulk = await createBulkSend({
      db,
      jobs: app.jobs,
      actorUserId: userId,
      input: { ...campaign.input, fpoId },
    });
    await job.run({ bulkSendId: bulk.id });
    // The worker may hold the last recipient a moment longer.
    for (let i = 0; i < 200; i++) {
      const [open] = await db
        .select({ id: whatsappMessages.id })
        .from(whatsappMessages)
        .where(
          and(
            eq(whatsappMessages.bulkSendId, bulk.id),
            inArray(whatsappMessages.status, ['queued', 'sending']),
          ),
        )
        .limit(1);
      if (!open) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const at = new Date(now.getTime() - campaign.daysAgo * 24 * HOUR);
    await db
      .update(whatsappBulkSends)
      .set({ createdAt: at, startedAt: at, finishedAt: new Date(at.getTime() + 60_000) })
      .where(eq(whatsappBulkSends.id, bulk.id));
    await db
      .update(whatsappMessages)
      .set({ createdAt: at, acceptedAt: at })
      .where(eq(whatsappMessages.bulkSendId, bulk.id));
    const sent = await db
      .select({ providerMessageId: whatsappMessages.providerMessageId, phone: whatsappMessages.phone })
      .from(whatsappMessages)
      .where(and(eq(whatsappMessages.bulkSendId, bulk.id), eq(whatsappMessages.status, 'accepted')));

    const statuses = [];
    const inbound = [];
    for (const [i, message] of sent.entries()) {
      const id = message.providerMessageId!;
      const report = (status: 'sent' | 'delivered' | 'read', minutes: number) => ({
        providerMessageId: id,
        status,
        at: new Date(at.getTime() + minutes * 60_000),
        recipient: message.phone,
        reference: null,
        error: null,
      });
      statuses.push(report('sent', 1));
      const chance = random();
      if (chance < campaign.delivered) statuses.push(report('delivered', 2 + (i % 50)));
      if (chance < campaign.read) statuses.push(report('read', 30 + (i % 300)));
      if (chance < campaign.replied)
        inbound.push({
          providerMessageId: `demo.${bulk.id}.${i}`,
          from: message.phone,
          at: new Date(at.getTime() + (1 + (i % 20)) * HOUR),
          type: 'text',
          text: campaign.replies[i % campaign.replies.length]!,
          replyTo: i % 3 === 0 ? id : null,
          profileName: null,
        });
    }
    await applyWebhook(db, { statuses, inbound });
    // Received when the farmers wrote, not today.
    await db
      .update(whatsappMessages)
      .set({ createdAt: sql`${whatsappMessages.sentAt}` })
      .where(sql`${whatsappMessages.providerMessageId} like ${`demo.${bulk.id}.%`}`);
    const replies = await db
      .select({ id: whatsappMessages.id })
      .from(whatsappMessages)
      .where(
        and(
          eq(whatsappMessages.direction, 'in'),
          eq(whatsappMessages.fpoId, fpoId),
          sql`${whatsappMessages.providerMessageId} like ${`demo.${bulk.id}.%`}`,
        ),
      );
    for (const reply of replies)
      await markReplyOutcome({
        db,
        fpoId,
        userId,
        replyId: reply.id,
        outcome: random() < campaign.converted ? campaign.outcome : 'none',
      });
  }
};
