import {
  dealershipFiguresSchema,
  dealershipEligibilitySchema,
  type AdminDealershipApplication,
  type AdminDealershipApplicationsPage,
  type AdminDealershipApplicationsQuery,
  type AdminDealershipCategory,
  type AdminDealershipCompany,
  type AdminDealershipRequirement,
  type DealershipStatusInput,
  type DealershipCategoryInput,
  type DealershipCompanyInput,
  type DealershipRequirementInput,
  type DealershipTerms,
} from '@sangam/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import {
  agricultureCompanies,
  dealershipApplications,
  dealershipCategories,
  dealershipRequirements,
} from '../../db/schema/dealerships.ts';
import { fpos } from '../../db/schema/tenancy.ts';
import type { Admin } from '../../plugins/admin-guard.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { recordNotice, type Notice, type Recipient } from '../notifications/notify.ts';
import { ruleOf, toApplication } from './dealerships.service.ts';

/**
 * The dealership catalogue's editors and the applications' review (document 2, 2.17, 3, 4;
 * decision 029), behind the back office's `dealerships` page. Every change is an `audit_events` row
 * in the same transaction (DECISIONS D5).
 */

const audit = (
  tx: Db,
  actor: Admin,
  action: string,
  targetType: string,
  targetId: string,
  details: Record<string, unknown>,
) => tx.insert(auditEvents).values({ actorUserId: actor.user.id, action, targetType, targetId, details });

/** A name another row has (case-insensitive) is refused with the code the screen words. */
const uniquely = async <T>(code: string, write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(code, { status: 409 });
    throw error;
  }
};

// ------------------------------------------------------------------------------------- companies

// Named by table: drizzle leaves a lone table's columns unqualified, and the subquery would take them.
const requirementCount = sql<number>`(select count(*)::int from dealership_requirements r where r.company_id = agriculture_companies.id)`;

const toCompany = (
  company: typeof agricultureCompanies.$inferSelect,
  requirements: number,
): AdminDealershipCompany => ({
  id: company.id,
  name: company.name,
  description: company.description,
  website: company.website,
  isActive: company.isActive,
  requirementCount: Number(requirements),
  createdAt: company.createdAt.toISOString(),
});

/** Every company, active or not, by name. */
export const listCompanies = async (db: Db): Promise<AdminDealershipCompany[]> =>
  (
    await db
      .select({ company: agricultureCompanies, requirementCount })
      .from(agricultureCompanies)
      .orderBy(asc(agricultureCompanies.name))
  ).map((row) => toCompany(row.company, row.requirementCount));

const companyById = async (db: Db, companyId: string) => {
  const [row] = await db
    .select({ company: agricultureCompanies, requirementCount })
    .from(agricultureCompanies)
    .where(eq(agricultureCompanies.id, companyId));
  if (!row) throw notFound();
  return toCompany(row.company, row.requirementCount);
};

export const createCompany = async ({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: Admin;
  input: DealershipCompanyInput;
}) => {
  const id = await uniquely('company_exists', () =>
    db.transaction(async (tx) => {
      const [company] = await tx.insert(agricultureCompanies).values(input).returning();
      if (!company) throw new Error('insert returned nothing');
      await audit(tx, actor, 'dealership_company.created', 'agriculture_company', company.id, { ...input });
      return company.id;
    }),
  );
  return companyById(db, id);
};

export const updateCompany = async ({
  db,
  actor,
  companyId,
  input,
  now = new Date(),
}: {
  db: Db;
  actor: Admin;
  companyId: string;
  input: DealershipCompanyInput;
  now?: Date;
}) => {
  await uniquely('company_exists', () =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(agricultureCompanies)
        .where(eq(agricultureCompanies.id, companyId))
        .for('update');
      if (!before) throw notFound();
      await tx
        .update(agricultureCompanies)
        .set({ ...input, updatedAt: now })
        .where(eq(agricultureCompanies.id, companyId));
      await audit(tx, actor, 'dealership_company.updated', 'agriculture_company', companyId, {
        before: { name: before.name, description: before.description, website: before.website },
        after: input,
      });
    }),
  );
  return companyById(db, companyId);
};

/** Switches a company on or off: an inactive company leaves the FPOs' page; its applications stay. */
export const setCompanyActive = async ({
  db,
  actor,
  companyId,
  isActive,
  now = new Date(),
}: {
  db: Db;
  actor: Admin;
  companyId: string;
  isActive: boolean;
  now?: Date;
}) => {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(agricultureCompanies)
      .where(eq(agricultureCompanies.id, companyId))
      .for('update');
    if (!before) throw notFound();
    if (before.isActive === isActive) return;
    await tx
      .update(agricultureCompanies)
      .set({ isActive, updatedAt: now })
      .where(eq(agricultureCompanies.id, companyId));
    await audit(
      tx,
      actor,
      isActive ? 'dealership_company.activated' : 'dealership_company.deactivated',
      'agriculture_company',
      companyId,
      { name: before.name },
    );
  });
  return companyById(db, companyId);
};

// ------------------------------------------------------------------------------------ categories

const categoryColumns = {
  category: dealershipCategories,
  requirementCount: sql<number>`(select count(*)::int from dealership_requirements r where r.category_id = dealership_categories.id)`,
  applicationCount: sql<number>`(select count(*)::int from dealership_applications a where a.category_id = dealership_categories.id)`,
};

type CategoryRow = {
  category: typeof dealershipCategories.$inferSelect;
  requirementCount: number;
  applicationCount: number;
};
const toCategory = (row: CategoryRow): AdminDealershipCategory => ({
  id: row.category.id,
  name: row.category.name,
  requirementCount: Number(row.requirementCount),
  applicationCount: Number(row.applicationCount),
});

export const listCategories = async (db: Db): Promise<AdminDealershipCategory[]> =>
  (await db.select(categoryColumns).from(dealershipCategories).orderBy(asc(dealershipCategories.name))).map(
    toCategory,
  );

const categoryById = async (db: Db, categoryId: string) => {
  const [row] = await db
    .select(categoryColumns)
    .from(dealershipCategories)
    .where(eq(dealershipCategories.id, categoryId));
  if (!row) throw notFound();
  return toCategory(row);
};

export const createCategory = async ({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: Admin;
  input: DealershipCategoryInput;
}) => {
  const id = await uniquely('category_exists', () =>
    db.transaction(async (tx) => {
      const [category] = await tx.insert(dealershipCategories).values(input).returning();
      if (!category) throw new Error('insert returned nothing');
      await audit(tx, actor, 'dealership_category.created', 'dealership_category', category.id, {
        name: input.name,
      });
      return category.id;
    }),
  );
  return categoryById(db, id);
};

export const renameCategory = async ({
  db,
  actor,
  categoryId,
  input,
}: {
  db: Db;
  actor: Admin;
  categoryId: string;
  input: DealershipCategoryInput;
}) => {
  await uniquely('category_exists', () =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(dealershipCategories)
        .where(eq(dealershipCategories.id, categoryId))
        .for('update');
      if (!before) throw notFound();
      await tx
        .update(dealershipCategories)
        .set({ name: input.name })
        .where(eq(dealershipCategories.id, categoryId));
      await audit(tx, actor, 'dealership_category.renamed', 'dealership_category', categoryId, {
        before: before.name,
        after: input.name,
      });
    }),
  );
  return categoryById(db, categoryId);
};

/**
 * Deletes a category no requirement and no application names; otherwise `category_in_use` (409):
 * an FPO's application must keep saying what it applied for. Locked first, so nothing can start
 * naming it between the check and the delete.
 */
export const deleteCategory = async ({
  db,
  actor,
  categoryId,
}: {
  db: Db;
  actor: Admin;
  categoryId: string;
}) => {
  await db.transaction(async (tx) => {
    const [category] = await tx
      .select()
      .from(dealershipCategories)
      .where(eq(dealershipCategories.id, categoryId))
      .for('update');
    if (!category) throw notFound();
    const [row] = await tx
      .select(categoryColumns)
      .from(dealershipCategories)
      .where(eq(dealershipCategories.id, categoryId));
    if (Number(row?.requirementCount ?? 0) + Number(row?.applicationCount ?? 0) > 0)
      throw new AppError('category_in_use', { status: 409 });
    await tx.delete(dealershipCategories).where(eq(dealershipCategories.id, categoryId));
    await audit(tx, actor, 'dealership_category.deleted', 'dealership_category', categoryId, {
      name: category.name,
    });
  });
};

// ---------------------------------------------------------------------------------- requirements

const requirementColumns = {
  requirement: dealershipRequirements,
  companyName: agricultureCompanies.name,
  categoryName: dealershipCategories.name,
};

type RequirementRow = {
  requirement: typeof dealershipRequirements.$inferSelect;
  companyName: string;
  categoryName: string;
};

const toRequirement = ({
  requirement,
  companyName,
  categoryName,
}: RequirementRow): AdminDealershipRequirement => {
  const rule = ruleOf(requirement);
  return {
    id: requirement.id,
    companyId: requirement.companyId,
    companyName,
    categoryId: requirement.categoryId,
    categoryName,
    ...rule,
    requiredDocuments: [...rule.requiredDocuments],
    states: [...rule.states],
    commissionStructure: requirement.commissionStructure,
    additionalRequirements: requirement.additionalRequirements,
  };
};

const requirementsQuery = (db: Db) =>
  db
    .select(requirementColumns)
    .from(dealershipRequirements)
    .innerJoin(agricultureCompanies, eq(agricultureCompanies.id, dealershipRequirements.companyId))
    .innerJoin(dealershipCategories, eq(dealershipCategories.id, dealershipRequirements.categoryId));

/** Every requirement, by company then category. */
export const listRequirements = async (db: Db): Promise<AdminDealershipRequirement[]> =>
  (await requirementsQuery(db).orderBy(asc(agricultureCompanies.name), asc(dealershipCategories.name))).map(
    toRequirement,
  );

const requirementById = async (db: Db, requirementId: string) => {
  const [row] = await requirementsQuery(db).where(eq(dealershipRequirements.id, requirementId));
  if (!row) throw notFound();
  return toRequirement(row);
};

/**
 * A company's requirement in a category; one per company and category (`requirement_exists`, 409).
 * A company or category that does not exist is `not_found`.
 */
export const createRequirement = async ({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: Admin;
  input: DealershipRequirementInput;
}) => {
  const id = await uniquely('requirement_exists', () =>
    db.transaction(async (tx) => {
      const [[company], [category]] = await Promise.all([
        tx
          .select({ id: agricultureCompanies.id })
          .from(agricultureCompanies)
          .where(eq(agricultureCompanies.id, input.companyId)),
        tx
          .select({ id: dealershipCategories.id })
          .from(dealershipCategories)
          .where(eq(dealershipCategories.id, input.categoryId))
          .for('share'),
      ]);
      if (!company || !category) throw notFound();
      const [requirement] = await tx.insert(dealershipRequirements).values(input).returning();
      if (!requirement) throw new Error('insert returned nothing');
      await audit(tx, actor, 'dealership_requirement.created', 'dealership_requirement', requirement.id, {
        ...input,
      });
      return requirement.id;
    }),
  );
  return requirementById(db, id);
};

/** Changes a requirement's terms; applications already made keep the checks they were made with. */
export const updateRequirement = async ({
  db,
  actor,
  requirementId,
  input,
  now = new Date(),
}: {
  db: Db;
  actor: Admin;
  requirementId: string;
  input: DealershipTerms;
  now?: Date;
}) => {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(dealershipRequirements)
      .where(eq(dealershipRequirements.id, requirementId))
      .for('update');
    if (!before) throw notFound();
    await tx
      .update(dealershipRequirements)
      .set({ ...input, updatedAt: now })
      .where(eq(dealershipRequirements.id, requirementId));
    await audit(tx, actor, 'dealership_requirement.updated', 'dealership_requirement', requirementId, {
      companyId: before.companyId,
      categoryId: before.categoryId,
      before: {
        ...ruleOf(before),
        commissionStructure: before.commissionStructure,
        additionalRequirements: before.additionalRequirements,
      },
      after: input,
    });
  });
  return requirementById(db, requirementId);
};

/** Deletes a requirement: the company stops offering the category; applications made stay. */
export const deleteRequirement = async ({
  db,
  actor,
  requirementId,
}: {
  db: Db;
  actor: Admin;
  requirementId: string;
}) => {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .delete(dealershipRequirements)
      .where(eq(dealershipRequirements.id, requirementId))
      .returning();
    if (!before) throw notFound();
    await audit(tx, actor, 'dealership_requirement.deleted', 'dealership_requirement', requirementId, {
      companyId: before.companyId,
      categoryId: before.categoryId,
      ...ruleOf(before),
    });
  });
};

// ---------------------------------------------------------------------------------- applications

const adminApplicationColumns = {
  application: dealershipApplications,
  companyName: agricultureCompanies.name,
  categoryName: dealershipCategories.name,
  fpoName: fpos.name,
};

type AdminApplicationRow = {
  application: typeof dealershipApplications.$inferSelect;
  companyName: string;
  categoryName: string;
  fpoName: string;
};

const toAdminApplication = (row: AdminApplicationRow): AdminDealershipApplication => {
  const figures = dealershipFiguresSchema.safeParse(row.application.applicationData);
  const checks = dealershipEligibilitySchema.safeParse(row.application.eligibilityCheck);
  return {
    ...toApplication(row),
    fpoId: row.application.fpoId,
    fpoName: row.fpoName,
    figures: figures.success ? figures.data : null,
    unmet: checks.success ? checks.data.unmet : [],
  };
};

const adminApplicationsQuery = (db: Db) =>
  db
    .select(adminApplicationColumns)
    .from(dealershipApplications)
    .innerJoin(agricultureCompanies, eq(agricultureCompanies.id, dealershipApplications.companyId))
    .innerJoin(dealershipCategories, eq(dealershipCategories.id, dealershipApplications.categoryId))
    .innerJoin(fpos, eq(fpos.id, dealershipApplications.fpoId));

/** The applications, newest first, by status, a page at a time, with every status counted. */
export const listApplications = async ({
  db,
  query,
}: {
  db: Db;
  query: AdminDealershipApplicationsQuery;
}): Promise<AdminDealershipApplicationsPage> => {
  const where = query.status === 'all' ? undefined : eq(dealershipApplications.status, query.status);
  const [rows, [counted]] = await Promise.all([
    adminApplicationsQuery(db)
      .where(where)
      .orderBy(desc(dealershipApplications.appliedAt), asc(dealershipApplications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({
        selected: where ? sql<number>`count(*) filter (where ${where})::int` : sql<number>`count(*)::int`,
        pending: sql<number>`count(*) filter (where ${dealershipApplications.status} = 'pending')::int`,
        underReview: sql<number>`count(*) filter (where ${dealershipApplications.status} = 'under_review')::int`,
        approved: sql<number>`count(*) filter (where ${dealershipApplications.status} = 'approved')::int`,
        rejected: sql<number>`count(*) filter (where ${dealershipApplications.status} = 'rejected')::int`,
      })
      .from(dealershipApplications),
  ]);
  return {
    items: rows.map(toAdminApplication),
    total: Number(counted?.selected ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    counts: {
      pending: Number(counted?.pending ?? 0),
      under_review: Number(counted?.underReview ?? 0),
      approved: Number(counted?.approved ?? 0),
      rejected: Number(counted?.rejected ?? 0),
    },
  };
};

/**
 * Moves an application to under review, approved or rejected (document 2, 4), with an optional
 * note to the FPO. In one transaction: the change, who and when, the audit row and the FPO members'
 * notifications; the caller mails them after the commit. A move to the status it already has
 * changes nothing and tells no one.
 */
export const changeApplicationStatus = async ({
  db,
  actor,
  applicationId,
  input,
  now = new Date(),
}: {
  db: Db;
  actor: Admin;
  applicationId: string;
  input: DealershipStatusInput;
  now?: Date;
}): Promise<{ application: AdminDealershipApplication; notice: Notice | null; recipients: Recipient[] }> => {
  const told = await db.transaction(async (tx) => {
    const [before] = await adminApplicationsQuery(tx)
      .where(eq(dealershipApplications.id, applicationId))
      .for('update', { of: dealershipApplications });
    if (!before) throw notFound();
    const { application } = before;
    if (application.status === input.status && (input.note === null || input.note === application.reviewNote))
      return null;
    await tx
      .update(dealershipApplications)
      .set({
        status: input.status,
        statusChangedAt: now,
        statusChangedBy: actor.user.id,
        ...(input.note !== null && { reviewNote: input.note }),
      })
      .where(eq(dealershipApplications.id, applicationId));
    await audit(tx, actor, 'dealership_application.status_changed', 'dealership_application', applicationId, {
      fpoId: application.fpoId,
      company: before.companyName,
      category: before.categoryName,
      before: application.status,
      after: input.status,
      note: input.note,
    });
    if (application.status === input.status) return null;
    const notice: Notice = {
      fpoId: application.fpoId,
      kind: 'dealership_status',
      params: { company: before.companyName, category: before.categoryName, status: input.status },
      link: '/dealership',
    };
    return { notice, recipients: await recordNotice(tx, notice) };
  });
  const [row] = await adminApplicationsQuery(db).where(eq(dealershipApplications.id, applicationId));
  if (!row) throw notFound();
  return {
    application: toAdminApplication(row),
    notice: told?.notice ?? null,
    recipients: told?.recipients ?? [],
  };
};
