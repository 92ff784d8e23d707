import {
  checkDealershipEligibility,
  dealershipDocuments,
  dealershipTurnover,
  sortDealershipCompanies,
  type DealershipApplication,
  type DealershipDocument,
  type DealershipFigures,
  type DealershipOverview,
  type DealershipRule,
} from '@sangam/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import {
  agricultureCompanies,
  dealershipApplications,
  dealershipCategories,
  dealershipRequirements,
} from '../../db/schema/dealerships.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { rowsOf } from '../farmers/farmer-figures.ts';

type FiguresRow = {
  farmers: number;
  acres: string;
  gst: boolean;
  fssai: boolean;
  pan: boolean;
  moa: boolean;
  aoa: boolean;
  state: string | null;
  sales: string;
};

/**
 * The FPO's figures for eligibility (document 2, 5; decision 029): farmers and acres from the kept
 * figures (decision 011); documents from its profile (GST and FSSAI numbers, PAN, MOA and AOA
 * files); its state, the one most of its farmers name (ties alphabetical, as the recommendations
 * snapshot does); turnover, its recorded sales of the last 12 months (the deal amounts of its
 * buyer reviews) where it has any, else total acres x ₹45,000, labelled an estimate. One read.
 */
export const dealershipFiguresOf = async (
  db: Db,
  fpoId: string,
  now = new Date(),
): Promise<DealershipFigures> => {
  const [row] = rowsOf<FiguresRow>(
    await db.execute(sql`
      select coalesce(s.farmers, 0)::int as farmers, coalesce(s.acres, 0)::text as acres,
        coalesce(trim(f.gst_number), '') <> '' as gst, coalesce(trim(f.fssai_number), '') <> '' as fssai,
        coalesce(trim(f.pan_file), '') <> '' as pan, coalesce(trim(f.moa_file), '') <> '' as moa,
        coalesce(trim(f.aoa_file), '') <> '' as aoa,
        (select nullif(trim(state), '') from farmers
          where fpo_id = f.id and nullif(trim(state), '') is not null
          group by 1 order by count(*) desc, 1 limit 1) as state,
        (select coalesce(sum(transaction_amount), 0) from buyer_feedback
          where fpo_id = f.id and transaction_amount > 0
            and coalesce(transaction_date, (created_at at time zone 'Asia/Kolkata')::date)
              > (${now.toISOString()}::timestamptz at time zone 'Asia/Kolkata')::date - interval '12 months'
        )::text as sales
      from fpos f
      left join fpo_farmer_stats s on s.fpo_id = f.id
      where f.id = ${fpoId}`),
  );
  if (!row) throw notFound();
  const acres = Number(row.acres);
  const held = { gst: row.gst, fssai: row.fssai, pan: row.pan, moa: row.moa, aoa: row.aoa };
  return {
    farmers: row.farmers,
    acres,
    ...dealershipTurnover({ recordedSales: Number(row.sales), acres }),
    documents: dealershipDocuments.filter((document) => held[document]),
    state: row.state,
  };
};

type RequirementRow = typeof dealershipRequirements.$inferSelect;

export const ruleOf = (requirement: RequirementRow): DealershipRule => ({
  minFarmers: requirement.minFarmers,
  minAcres: Number(requirement.minAcres),
  minAnnualTurnover: Number(requirement.minAnnualTurnover),
  requiredDocuments: requirement.requiredDocuments.filter((d): d is DealershipDocument =>
    (dealershipDocuments as readonly string[]).includes(d),
  ),
  states: requirement.states,
});

const applicationColumns = {
  application: dealershipApplications,
  companyName: agricultureCompanies.name,
  categoryName: dealershipCategories.name,
};

type ApplicationRow = {
  application: typeof dealershipApplications.$inferSelect;
  companyName: string;
  categoryName: string;
};

export const toApplication = ({
  application,
  companyName,
  categoryName,
}: ApplicationRow): DealershipApplication => ({
  id: application.id,
  companyId: application.companyId,
  companyName,
  categoryId: application.categoryId,
  categoryName,
  status: application.status,
  appliedAt: application.appliedAt.toISOString(),
  statusChangedAt: application.statusChangedAt?.toISOString() ?? null,
  reviewNote: application.reviewNote,
});

const applicationsOf = async (db: Db, fpoId: string) =>
  (
    await db
      .select(applicationColumns)
      .from(dealershipApplications)
      .innerJoin(agricultureCompanies, eq(agricultureCompanies.id, dealershipApplications.companyId))
      .innerJoin(dealershipCategories, eq(dealershipCategories.id, dealershipApplications.categoryId))
      .where(eq(dealershipApplications.fpoId, fpoId))
      .orderBy(desc(dealershipApplications.appliedAt), asc(dealershipApplications.id))
  ).map(toApplication);

/**
 * The /dealership page (document 2, 2.17 and 7): the categories by name, the active companies with
 * each category they appoint dealers in, the FPO's standing there from its own figures, its
 * applications, and the counters. Companies eligible first, then by name.
 */
export const dealershipOverview = async ({
  db,
  fpoId,
}: {
  db: Db;
  fpoId: string;
}): Promise<DealershipOverview> => {
  const [figures, categories, companies, requirements, applications] = await Promise.all([
    dealershipFiguresOf(db, fpoId),
    db
      .select({ id: dealershipCategories.id, name: dealershipCategories.name })
      .from(dealershipCategories)
      .orderBy(asc(dealershipCategories.name)),
    db
      .select()
      .from(agricultureCompanies)
      .where(eq(agricultureCompanies.isActive, true))
      .orderBy(asc(agricultureCompanies.name)),
    db.select().from(dealershipRequirements),
    applicationsOf(db, fpoId),
  ]);
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  const applicationAt = new Map(applications.map((a) => [`${a.companyId}:${a.categoryId}`, a]));
  const listed = companies.map((company) => {
    const offers = requirements
      .filter((r) => r.companyId === company.id)
      .map((requirement) => {
        const rule = ruleOf(requirement);
        return {
          requirementId: requirement.id,
          categoryId: requirement.categoryId,
          categoryName: categoryName.get(requirement.categoryId) ?? '',
          ...rule,
          requiredDocuments: [...rule.requiredDocuments],
          states: [...rule.states],
          commissionStructure: requirement.commissionStructure,
          additionalRequirements: requirement.additionalRequirements,
          eligibility: checkDealershipEligibility(figures, rule),
          application: applicationAt.get(`${company.id}:${requirement.categoryId}`) ?? null,
        };
      })
      .sort((a, b) => a.categoryName.localeCompare(b.categoryName, 'en', { sensitivity: 'base' }));
    return {
      id: company.id,
      name: company.name,
      description: company.description,
      website: company.website,
      eligible: offers.some((o) => o.eligibility.eligible),
      offers,
    };
  });
  const offers = listed.flatMap((c) => c.offers);
  return {
    figures,
    categories,
    companies: sortDealershipCompanies(listed),
    applications,
    counts: {
      eligible: offers.filter((o) => o.eligibility.eligible).length,
      applied: applications.length,
      total: offers.length,
    },
  };
};

/**
 * An FPO applies to be a company's dealer in a category (document 2, 7): pending, with its figures
 * and the checks as they stand now. An inactive company's requirement is not found; one the FPO
 * does not meet is refused (`not_eligible`, 409: the screen offers the button only when it does);
 * a second application in the same company and category is refused (`already_applied`, 409).
 */
export const applyForDealership = async ({
  db,
  fpoId,
  userId,
  requirementId,
}: {
  db: Db;
  fpoId: string;
  userId: string;
  requirementId: string;
}): Promise<DealershipApplication> => {
  const [found] = await db
    .select({
      requirement: dealershipRequirements,
      companyName: agricultureCompanies.name,
      categoryName: dealershipCategories.name,
    })
    .from(dealershipRequirements)
    .innerJoin(agricultureCompanies, eq(agricultureCompanies.id, dealershipRequirements.companyId))
    .innerJoin(dealershipCategories, eq(dealershipCategories.id, dealershipRequirements.categoryId))
    .where(and(eq(dealershipRequirements.id, requirementId), eq(agricultureCompanies.isActive, true)));
  if (!found) throw notFound();
  const { requirement } = found;
  const figures = await dealershipFiguresOf(db, fpoId);
  const eligibility = checkDealershipEligibility(figures, ruleOf(requirement));
  if (!eligibility.eligible) throw new AppError('not_eligible', { status: 409 });
  try {
    const [application] = await db
      .insert(dealershipApplications)
      .values({
        fpoId,
        userId,
        companyId: requirement.companyId,
        categoryId: requirement.categoryId,
        requirementId: requirement.id,
        status: 'pending',
        applicationData: figures,
        eligibilityCheck: eligibility,
      })
      .returning();
    if (!application) throw new Error('insert returned nothing');
    return toApplication({ application, companyName: found.companyName, categoryName: found.categoryName });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('already_applied', { status: 409 });
    throw error;
  }
};
