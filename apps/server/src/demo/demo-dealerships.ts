import type { DealershipTerms } from '@sangam/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Admin } from '../plugins/admin-guard.ts';
import type { SessionUser } from '../plugins/tenancy.ts';
import {
  changeApplicationStatus,
  createCategory,
  createCompany,
  createRequirement,
} from '../modules/dealerships/admin-dealerships.service.ts';
import { applyForDealership, dealershipFiguresOf } from '../modules/dealerships/dealerships.service.ts';

/** The five categories of document 2, 3. */
const categoryNames = ['Seeds', 'Fertilizers', 'Tools', 'Insecticides', 'Irrigation Systems'] as const;
type CategoryName = (typeof categoryNames)[number];

/** Made-up companies: no real brand is named. */
const companies = [
  {
    name: 'Hasiru Seeds and Saplings Pvt Ltd',
    description: 'Certified millet, pulse and vegetable seed for rain-fed farms of the Deccan.',
    website: 'https://hasiru-seeds.example.org',
  },
  {
    name: 'Kaveri Agro Inputs Ltd',
    description: 'Fertilizers and crop protection through FPO-run input shops.',
    website: 'https://kaveri-agro.example.org',
  },
  {
    name: 'Bhoomi Farm Implements',
    description: 'Hand tools, sprayers and small machinery for smallholders.',
    website: null,
  },
  {
    name: 'Jaladhara Irrigation Systems',
    description: 'Drip and sprinkler systems with subsidy paperwork handled for the farmer.',
    website: 'https://jaladhara.example.org',
  },
] as const;

/** A round figure at or below `share` of `value`, so the FPO meets it whatever the demo's size. */
const below = (value: number, share: number, step: number) =>
  Math.max(0, Math.floor((value * share) / step) * step);
/** A round figure well above `value`, so the FPO misses it. */
const above = (value: number, step: number) => (Math.floor(value / step) + 2) * step;

const terms = (partial: Partial<DealershipTerms>): DealershipTerms => ({
  minFarmers: 0,
  minAcres: 0,
  minAnnualTurnover: 0,
  requiredDocuments: [],
  states: [],
  commissionStructure: null,
  additionalRequirements: null,
  ...partial,
});

/**
 * The demonstration dealership catalogue (issue 19; decision 029; DECISIONS S6): four made-up
 * companies, the five categories, requirements set from the demo FPO's own figures so it meets some
 * and misses others (farmers, acres, turnover, a document, a state), and one application of the FPO's
 * already under review, with the in-app notification that move leaves. Everything goes through the
 * dealership services, audited as the demo user. Skipped when a company exists already. Call after
 * the farmers, the settings and the buyers' reviews exist:
 * `await seedDemoDealerships(app, { fpoId, userId: me.user.id, now })` in seed-demo.ts.
 */
export const seedDemoDealerships = async (
  app: FastifyInstance,
  { fpoId, userId, now = new Date() }: { fpoId: string; userId: string; now?: Date },
) => {
  const db = app.database.db;
  const [existing] = (
    (await db.execute(sql`select 1 from agriculture_companies limit 1`)) as unknown as { rows: unknown[] }
  ).rows;
  if (existing) return false;
  const actor: Admin = {
    user: { id: userId } as SessionUser,
    standing: { kind: 'owner' },
  };
  const figures = await dealershipFiguresOf(db, fpoId, now);
  const state = figures.state ?? 'Karnataka';
  const otherState = state.toLowerCase() === 'kerala' ? 'Tamil Nadu' : 'Kerala';

  const category = {} as Record<CategoryName, string>;
  for (const name of categoryNames)
    category[name] = (await createCategory({ db, actor, input: { name } })).id;
  const [hasiru, kaveri, bhoomi, jaladhara] = await Promise.all(
    companies.map(async (company) => (await createCompany({ db, actor, input: company })).id),
  );
  if (!hasiru || !kaveri || !bhoomi || !jaladhara) throw new Error('demo: the companies were not kept');

  const offers: [string, CategoryName, DealershipTerms][] = [
    // Met: a small farmer base in the FPO's own state with its GST number.
    [
      hasiru,
      'Seeds',
      terms({
        minFarmers: below(figures.farmers, 0.5, 10),
        minAcres: below(figures.acres, 0.5, 10),
        requiredDocuments: figures.documents.includes('gst') ? ['gst'] : [],
        states: [state],
        commissionStructure: '8% on seed sales, paid monthly',
        additionalRequirements: 'A dry store of at least 200 sq ft',
      }),
    ],
    // Missed: more farmers and acres than the FPO has.
    [
      hasiru,
      'Irrigation Systems',
      terms({ minFarmers: above(figures.farmers, 100), minAcres: above(figures.acres, 100) }),
    ],
    // Met on figures; missed on a document the demo FPO has not uploaded (its MOA).
    [
      kaveri,
      'Fertilizers',
      terms({
        minFarmers: below(figures.farmers, 0.8, 10),
        requiredDocuments: ['gst', 'moa'],
        commissionStructure: '₹18 a bag on fertilizer, 6% on micronutrients',
      }),
    ],
    // Missed: a turnover above the FPO's.
    [
      kaveri,
      'Insecticides',
      terms({ minAnnualTurnover: above(figures.turnover, 1_000_000), requiredDocuments: ['gst'] }),
    ],
    // Met: anyone anywhere.
    [bhoomi, 'Tools', terms({ commissionStructure: '10% on hand tools, 5% on machinery' })],
    // Missed: another state only.
    [
      jaladhara,
      'Irrigation Systems',
      terms({ minFarmers: below(figures.farmers, 0.3, 10), states: [otherState] }),
    ],
  ];
  const requirementIds: string[] = [];
  for (const [companyId, name, offer] of offers)
    requirementIds.push(
      (await createRequirement({ db, actor, input: { companyId, categoryId: category[name], ...offer } })).id,
    );

  // The FPO applied for Bhoomi's tools dealership last week; the company is looking at it.
  const toolsOffer = requirementIds[4] as string;
  const application = await applyForDealership({ db, fpoId, userId, requirementId: toolsOffer });
  const appliedAt = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  await db.execute(
    sql`update dealership_applications set applied_at = ${appliedAt.toISOString()} where id = ${application.id}`,
  );
  await changeApplicationStatus({
    db,
    actor,
    applicationId: application.id,
    input: { status: 'under_review', note: 'Our area manager will visit your store next week.' },
    now: new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000),
  });
  return true;
};
