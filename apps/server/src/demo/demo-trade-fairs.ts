import { addDays, todayInIndia, tradeFairInputSchema } from '@sangam/domain';
import type { FastifyInstance } from 'fastify';
import type { Admin } from '../plugins/admin-guard.ts';
import { createTradeFair, registerForTradeFair } from '../modules/trade-fairs/trade-fairs.service.ts';

/**
 * Four fictional trade fairs around `now` (days from India's today), one for each thing the card
 * shows: open, closing tomorrow, registration closed before the fair, and over. Names, places'
 * websites and figures are made up; the websites are under example.org.
 */
const demoFairs = [
  {
    name: 'Deccan Millet and Organic Mela',
    description: 'Millets, organic produce and seed companies; buyers from hotel chains and retail.',
    categories: 'Millets, Organic, Seeds',
    start: 24,
    end: 27,
    deadline: 14,
    city: 'Dharwad',
    state: 'Karnataka',
    participationCost: 12000,
    expectedVisitors: 40000,
    websiteUrl: 'https://deccan-mela.example.org',
    registerDemoFpo: false,
  },
  {
    name: 'Godavari Agri Expo',
    description: 'Farm machinery, drip irrigation and post-harvest equipment, with FPO stalls.',
    categories: 'Machinery, Irrigation, Organic',
    start: 6,
    end: 8,
    deadline: 1,
    city: 'Rajahmundry',
    state: 'Andhra Pradesh',
    participationCost: 8000,
    expectedVisitors: 15000,
    websiteUrl: 'https://godavari-expo.example.org',
    registerDemoFpo: true,
  },
  {
    name: 'Malabar Spice and Plantation Fair',
    description: 'Pepper, cardamom, turmeric and coconut products.',
    categories: 'Spices, Plantation',
    start: 5,
    end: 7,
    deadline: -1,
    city: 'Kozhikode',
    state: 'Kerala',
    participationCost: 10000,
    expectedVisitors: 20000,
    websiteUrl: null,
    registerDemoFpo: false,
  },
  {
    name: 'Kaveri Horticulture Show',
    description: 'Fruits, vegetables and flowers from FPOs of the Kaveri basin.',
    categories: 'Horticulture, Organic',
    start: -23,
    end: -20,
    deadline: -30,
    city: 'Mysuru',
    state: 'Karnataka',
    participationCost: 0,
    expectedVisitors: 25000,
    websiteUrl: null,
    registerDemoFpo: false,
  },
] as const;

/**
 * The demonstration trade fairs (issue 19; decision 030; DECISIONS S6): four fictional fairs made
 * through the trade fair services, and one pending registration of the demo FPO, so /trade-fairs
 * shows each state and /admin/trade-fairs has a registration to confirm. The catalogue is audited as
 * made by `userId` (the demo user). Call once the FPO exists, e.g.
 * `await seedDemoTradeFairs(app, { fpoId: me.fpo.id, userId: me.user.id, now })` in seed-demo.ts.
 */
export const seedDemoTradeFairs = async (
  app: FastifyInstance,
  { fpoId, userId, now = new Date() }: { fpoId: string; userId: string; now?: Date },
) => {
  const db = app.database.db;
  const today = todayInIndia(now);
  const actor = { user: { id: userId }, standing: { kind: 'owner' } } as unknown as Admin;
  let made = 0;
  for (const fair of demoFairs) {
    const input = tradeFairInputSchema.parse({
      name: fair.name,
      description: fair.description,
      categories: fair.categories,
      startDate: addDays(today, fair.start),
      endDate: addDays(today, fair.end),
      registrationDeadline: addDays(today, fair.deadline),
      city: fair.city,
      state: fair.state,
      participationCost: fair.participationCost,
      expectedVisitors: fair.expectedVisitors,
      websiteUrl: fair.websiteUrl,
    });
    const created = await createTradeFair({ db, actor, input });
    made++;
    if (fair.registerDemoFpo)
      await registerForTradeFair({
        db,
        fpoId,
        userId,
        tradeFairId: created.id,
        input: {
          productsToDisplay: ['Cold-pressed groundnut oil', 'Foxtail millet', 'Turmeric powder'],
          boothRequirements: 'A 3 m x 3 m stall with one power point',
        },
        now,
      });
  }
  return made;
};
