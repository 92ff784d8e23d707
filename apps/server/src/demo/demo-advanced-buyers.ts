import { buyerInputSchema, globalBuyerUpdateSchema } from '@sangam/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { globalBuyers } from '../db/schema/buyers.ts';
import { rateBuyer } from '../modules/advanced-buyers/advanced-buyers.service.ts';
import { setGlobalBuyerVerified, updateGlobalBuyer } from '../modules/admin-buyers/admin-buyers.service.ts';
import { addBuyer } from '../modules/buyers/buyers.service.ts';

/**
 * The demonstration's advanced buyers (document 2, 2.16; decision 028; DECISIONS S6), made the way
 * real ones are: more traders added to the demo FPO's buyer list with their stated monthly volumes
 * and prices, the stated figures of demoBuyers that had none filled in as the back office corrects a
 * shared record, the Sangam team's verified mark on some, and a rating left without words, so the
 * directory, its filters and the buyer intelligence of the demo's products have something to rank.
 */

/** Figures for demoBuyers that the demo data leaves without them, by phone. */
const statedFigures = [
  { phone: '+919741031403', monthlyVolumeTonnes: 150, priceMin: 6800, priceMax: 7250 },
  { phone: '+919902041504', monthlyVolumeTonnes: 20, priceMin: 1200, priceMax: 1800 },
  { phone: '+919538051605', monthlyVolumeTonnes: 60, priceMin: 5800, priceMax: 6400 },
] as const;

/** Verified by the Sangam team (by phone): demoBuyers and the traders below. */
const verifiedPhones = ['+919448011201', '+919880021302', '+919902041504', '+919448061707', '+919845071808'];

/** More traders for the demo's products (maize, paddy, groundnut, toor, jaggery, sunflower). */
export const demoMoreBuyers = [
  {
    name: 'Davangere Poultry Feeds',
    phone: '9448061707',
    address: 'KIADB Industrial Area, Davanagere',
    cropInterest: 'Maize, Soybean',
    monthlyVolumeTonnes: 180,
    priceMin: 1900,
    priceMax: 2050,
    rating: 4,
    feedback: 'Collects from the FPO godown; pays in ten days.',
  },
  {
    name: 'Sindhanur Rice Mills',
    phone: '9845071808',
    address: 'Raichur Road, Sindhanur',
    cropInterest: 'Paddy',
    monthlyVolumeTonnes: 250,
    priceMin: 2050,
    priceMax: 2250,
    quantityRequirements: 'Sona Masuri paddy after the kharif harvest',
  },
  {
    name: 'Gadag Oil Traders',
    phone: '9902081909',
    address: 'Old APMC Yard, Gadag',
    cropInterest: 'Groundnut, Sunflower, Safflower',
    monthlyVolumeTonnes: 40,
    priceMin: 5600,
    priceMax: 6100,
    rating: 2,
    feedback: 'Rejected two lots for moisture; slow to pay.',
  },
  {
    name: 'Ballari Grain Merchants',
    phone: '9741092010',
    address: 'Cowl Bazaar, Ballari',
    cropInterest: 'Maize, Jowar, Bengal gram',
    quantityRequirements: 'Asks each season; no fixed volume',
  },
  {
    name: 'Kalaburagi Dal Udyog',
    phone: '9538002111',
    address: 'Kapnoor Industrial Area, Kalaburagi',
    cropInterest: 'Toor dal, Bengal gram',
    monthlyVolumeTonnes: 30,
    priceMin: 9000,
    priceMax: 9800,
  },
  {
    name: 'Mandya Jaggery Mandi Agents',
    phone: '9886012212',
    address: 'Jaggery Market, Mandya',
    cropInterest: 'Jaggery',
    monthlyVolumeTonnes: 25,
    priceMin: 4200,
    priceMax: 4600,
    rating: 5,
    feedback: 'Best rate for organic jaggery; needs FSSAI labels.',
  },
];

/** Seeds the advanced buyers of the demo FPO; call after the demo's buyers and products exist. */
export const seedDemoAdvancedBuyers = async (
  app: FastifyInstance,
  { fpoId, userId }: { fpoId: string; userId: string; now: Date },
) => {
  const { db } = app.database;
  for (const buyer of demoMoreBuyers)
    await addBuyer({ db, fpoId, userId, input: buyerInputSchema.parse(buyer) });

  // The back office fills in the figures a shared record lacks; its edit is recorded (decision 015).
  for (const { phone, ...figures } of statedFigures) {
    const [row] = await db.select().from(globalBuyers).where(eq(globalBuyers.phoneNumber, phone));
    if (!row) throw new Error(`demo: no buyer with the phone ${phone}`);
    await updateGlobalBuyer({
      db,
      actorUserId: 'demo',
      buyerId: row.id,
      input: globalBuyerUpdateSchema.parse({
        name: row.name,
        phone: row.phoneNumber,
        address: row.address,
        cropInterest: row.cropInterest,
        quantityRequirements: row.quantityRequirements,
        qualityDescription: row.qualityDescription,
        ...figures,
      }),
    });
  }

  for (const phone of verifiedPhones) {
    const [row] = await db
      .select({ id: globalBuyers.id })
      .from(globalBuyers)
      .where(eq(globalBuyers.phoneNumber, phone));
    if (!row) throw new Error(`demo: no buyer with the phone ${phone}`);
    await setGlobalBuyerVerified({ db, actorUserId: 'demo', buyerId: row.id, isVerified: true });
  }

  // A rating left on /advanced-buyers without words.
  const [kalaburagi] = await db
    .select({ id: globalBuyers.id })
    .from(globalBuyers)
    .where(eq(globalBuyers.phoneNumber, '+919538002111'));
  if (kalaburagi)
    await rateBuyer({ db, fpoId, userId, buyerId: kalaburagi.id, input: { rating: 4, comment: null } });
};
