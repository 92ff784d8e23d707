import {
  calculateDividend,
  dividendInputsFromQuery,
  MEMBERS_MAX,
  shareDividendPool,
  toCsv,
  todayInIndia,
  type DividendQuery,
  type Member,
  type MemberDividends,
  type MemberInput,
  type MemberRegister,
  type MemberUpdate,
} from '@sangam/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { farmers } from '../../db/schema/farmers.ts';
import { fpoShareholders } from '../../db/schema/shareholders.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/**
 * The member register (issue 19; decision 031): which of the FPO's farmers hold shares, how many,
 * the capital they paid up and since when; the dividend calculator runs over it. Every query is
 * scoped by the FPO from the session; another FPO's farmer or member is not found.
 */

const alreadyMember = () => new AppError('already_member', { status: 409 });

const memberColumns = {
  id: fpoShareholders.id,
  farmerId: fpoShareholders.farmerId,
  farmerName: farmers.farmerName,
  village: farmers.village,
  phoneNumber: farmers.phoneNumber,
  shares: fpoShareholders.shares,
  paidUpCapital: fpoShareholders.paidUpCapital,
  joinedOn: fpoShareholders.joinedOn,
};

type MemberRow = {
  [K in keyof typeof memberColumns]: K extends 'shares' | 'paidUpCapital' ? number : string;
};
const toMember = (row: MemberRow): Member => ({
  ...row,
  shares: Number(row.shares),
  paidUpCapital: Number(row.paidUpCapital),
});

const selectMembers = (db: Db, fpoId: string, memberId?: string) =>
  db
    .select(memberColumns)
    .from(fpoShareholders)
    .innerJoin(farmers, eq(farmers.id, fpoShareholders.farmerId))
    .where(and(eq(fpoShareholders.fpoId, fpoId), memberId ? eq(fpoShareholders.id, memberId) : undefined));

/** Totals in paise, so a register of odd amounts adds up exactly. */
const totalsOf = (items: Member[]) => ({
  members: items.length,
  shares: items.reduce((sum, item) => sum + item.shares, 0),
  paidUpCapital: items.reduce((sum, item) => sum + Math.round(item.paidUpCapital * 100), 0) / 100,
});

export const listMembers = async ({ db, fpoId }: { db: Db; fpoId: string }): Promise<MemberRegister> => {
  const rows = await selectMembers(db, fpoId).orderBy(
    asc(farmers.farmerName),
    asc(fpoShareholders.createdAt),
  );
  const items = rows.map(toMember);
  return { items, totals: totalsOf(items) };
};

const findMember = async (db: Db, fpoId: string, memberId: string): Promise<Member> => {
  const [row] = await selectMembers(db, fpoId, memberId);
  if (!row) throw new AppError('not_found');
  return toMember(row);
};

export const createMember = async ({
  db,
  fpoId,
  input,
}: {
  db: Db;
  fpoId: string;
  input: MemberInput;
}): Promise<Member> => {
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      // The farmer must be the FPO's own; locked so a delete cannot slip between check and insert.
      const [farmer] = await t
        .select({ id: farmers.id })
        .from(farmers)
        .where(and(eq(farmers.id, input.farmerId), eq(farmers.fpoId, fpoId)))
        .for('share');
      if (!farmer) throw new AppError('not_found');
      const [held] = await t
        .select({ id: fpoShareholders.id })
        .from(fpoShareholders)
        .where(and(eq(fpoShareholders.fpoId, fpoId), eq(fpoShareholders.farmerId, input.farmerId)));
      if (held) throw alreadyMember();
      const [counted] = await t
        .select({ value: count() })
        .from(fpoShareholders)
        .where(eq(fpoShareholders.fpoId, fpoId));
      if ((counted?.value ?? 0) >= MEMBERS_MAX) throw new AppError('limit_reached');
      const [row] = await t
        .insert(fpoShareholders)
        .values({ fpoId, ...input })
        .returning({ id: fpoShareholders.id });
      return findMember(t, fpoId, (row as { id: string }).id);
    });
  } catch (error) {
    // Two simultaneous registrations of one farmer: the unique index lets only one win.
    if (isUniqueViolation(error)) throw alreadyMember();
    throw error;
  }
};

export const updateMember = async ({
  db,
  fpoId,
  memberId,
  input,
}: {
  db: Db;
  fpoId: string;
  memberId: string;
  input: MemberUpdate;
}): Promise<Member> =>
  db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .update(fpoShareholders)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(fpoShareholders.id, memberId), eq(fpoShareholders.fpoId, fpoId)))
      .returning({ id: fpoShareholders.id });
    if (!row) throw new AppError('not_found');
    return findMember(t, fpoId, memberId);
  });

export const deleteMember = async ({ db, fpoId, memberId }: { db: Db; fpoId: string; memberId: string }) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .delete(fpoShareholders)
      .where(and(eq(fpoShareholders.id, memberId), eq(fpoShareholders.fpoId, fpoId)))
      .returning({ id: fpoShareholders.id });
    if (!row) throw new AppError('not_found');
  });

/**
 * The calculator over the register: the total paid-up capital is the register's, and each
 * member's dividend is their share of the pool (largest remainder, so they add up to it). Without
 * a result (no profit, no capital, bad percents) every dividend is 0 and `reason` says why.
 */
export const memberDividends = async ({
  db,
  fpoId,
  query,
}: {
  db: Db;
  fpoId: string;
  query: DividendQuery;
}): Promise<MemberDividends> => {
  const register = await listMembers({ db, fpoId });
  const inputs = dividendInputsFromQuery(query, register.totals.paidUpCapital);
  const outcome = calculateDividend(inputs);
  const dividends = outcome.ok
    ? shareDividendPool(
        outcome.result,
        register.items.map((item) => item.paidUpCapital),
      )
    : register.items.map(() => 0);
  const items = register.items.map((item, index) => ({ ...item, dividend: dividends[index] ?? 0 }));
  return {
    inputs: {
      netProfit: Number.isFinite(inputs.netProfit) ? inputs.netProfit : 0,
      reservesPercent: Number.isFinite(inputs.reservesPercent) ? inputs.reservesPercent : 0,
      developmentPercent: Number.isFinite(inputs.developmentPercent) ? inputs.developmentPercent : 0,
      allocationPercent: Number.isFinite(inputs.allocationPercent) ? inputs.allocationPercent : 0,
    },
    result: outcome.ok ? outcome.result : null,
    reason: outcome.ok ? null : outcome.reason,
    items,
    totals: {
      ...register.totals,
      dividends: items.reduce((sum, item) => sum + Math.round(item.dividend * 100), 0) / 100,
    },
  };
};

const paise = (amount: number) => amount.toFixed(2);

/**
 * The per-member list as CSV (English headers, plain numbers with paise, a total row); every text
 * cell that could run as a formula is neutralised by `toCsv`. Refused without a result.
 */
export const memberDividendsCsv = async ({
  db,
  fpoId,
  query,
  now = new Date(),
}: {
  db: Db;
  fpoId: string;
  query: DividendQuery;
  now?: Date;
}) => {
  const run = await memberDividends({ db, fpoId, query });
  if (!run.result)
    throw new AppError('dividend_no_result', {
      status: 422,
      issues: [{ field: 'netProfit', code: run.reason ?? 'net_profit_required' }],
    });
  const rate = run.result.ratePercent.toFixed(4);
  const rows = [
    [
      'Member',
      'Phone',
      'Village',
      'Shares',
      'Paid-up capital (INR)',
      'Joined on',
      'Dividend rate (%)',
      'Dividend (INR)',
    ],
    ...run.items.map((item) => [
      item.farmerName,
      item.phoneNumber,
      item.village,
      item.shares,
      paise(item.paidUpCapital),
      item.joinedOn,
      rate,
      paise(item.dividend),
    ]),
    [
      'Total',
      '',
      '',
      run.totals.shares,
      paise(run.totals.paidUpCapital),
      '',
      rate,
      paise(run.totals.dividends),
    ],
  ];
  return { filename: `member-dividends-${todayInIndia(now)}.csv`, body: toCsv(rows) };
};
