import { todayInIndia } from '@sangam/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { farmers } from '../db/schema/farmers.ts';
import { createMember } from '../modules/members/members.service.ts';

/** The face value of one share of the demonstration FPO, in rupees. */
const SHARE_VALUE = 100;
/** About this share of the demonstration farmers hold shares. */
const MEMBER_SHARE = 0.6;

/**
 * The demonstration FPO's member register (issue 19; decision 031; DECISIONS S6): about 60% of its
 * farmers registered as shareholders through the members service, each with 10 to 100 shares of
 * ₹100, most fully paid up and one in seven part paid, joined over the four years before `now`;
 * so /dividend-calculator opens with a register to run on. Deterministic: the same farmers, shares
 * and dates every time. Call after the farmers exist, e.g.
 * `await seedDemoMembers(app, { fpoId, userId: me.user.id, now })` in seed-demo.ts.
 */
export const seedDemoMembers = async (
  app: FastifyInstance,
  { fpoId, now = new Date() }: { fpoId: string; userId?: string; now?: Date },
) => {
  const db = app.database.db;
  const rows = await db
    .select({ id: farmers.id })
    .from(farmers)
    .where(eq(farmers.fpoId, fpoId))
    .orderBy(asc(farmers.seq));
  const dayMs = 24 * 60 * 60 * 1000;
  let registered = 0;
  for (const [index, farmer] of rows.entries()) {
    // Three of every five farmers, spread through the register.
    if ((index * 3) % 5 >= 3 || registered >= Math.round(rows.length * MEMBER_SHARE)) continue;
    const shares = 10 + ((index * 37) % 91);
    const fullyPaid = index % 7 !== 3;
    const paidUpCapital = fullyPaid ? shares * SHARE_VALUE : Math.round(shares * SHARE_VALUE * 0.5);
    const joinedOn = todayInIndia(new Date(now.getTime() - (30 + ((index * 53) % 1430)) * dayMs));
    await createMember({ db, fpoId, input: { farmerId: farmer.id, shares, paidUpCapital, joinedOn } });
    registered++;
  }
  return registered;
};
