import {
  loanFit,
  schemeFit,
  schemeVisible,
  type Fit,
  type FpoSnapshot,
  type LoanOption,
  type LoanRecommendations,
  type RecommendationKind,
  type Scheme,
  type SchemeRecommendations,
} from '@sangam/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cachedRecommendations, loanOptions, schemes } from '../../db/schema/recommendations.ts';
import { snapshotOf } from './fpo-snapshot.ts';

/** Document 2, 4 and 9: a cached record is used only while not stale and younger than this. */
export const CACHE_HOURS = 25;

export type Score = { id: string; fitmentScore: number; tier: Fit['tier']; fitmentReasons: Fit['reasons'] };
export type Catalogue = { loans: LoanOption[]; schemes: Scheme[] };

const score = (id: string, fit: Fit): Score => ({
  id,
  fitmentScore: fit.score,
  tier: fit.tier,
  fitmentReasons: fit.reasons,
});

/** Best first; the catalogue's order breaks ties, so the list never shuffles between reads. */
const byScore = (scores: Score[]) =>
  scores
    .map((s, i) => ({ s, i }))
    .sort((a, b) => b.s.fitmentScore - a.s.fitmentScore || a.i - b.i)
    .map(({ s }) => s);

export const readCatalogue = async (db: Db): Promise<Catalogue> => {
  const [loanRows, schemeRows] = await Promise.all([
    db.select().from(loanOptions).where(eq(loanOptions.isActive, true)).orderBy(asc(loanOptions.id)),
    db.select().from(schemes).where(eq(schemes.isActive, true)).orderBy(asc(schemes.id)),
  ]);
  return {
    loans: loanRows.map(({ isActive: _a, updatedAt: _u, ...row }) => row as LoanOption),
    schemes: schemeRows.map(({ isActive: _a, updatedAt: _u, ...row }) => row as Scheme),
  };
};

/** The scores of both kinds for one snapshot; schemes of other states are left out (document 2, 5). */
export const scoreCatalogue = (snapshot: FpoSnapshot, catalogue: Catalogue) => ({
  loans: byScore(catalogue.loans.map((loan) => score(loan.id, loanFit(snapshot, loan)))),
  schemes: byScore(
    catalogue.schemes
      .filter((scheme) => schemeVisible(snapshot, scheme))
      .map((scheme) => score(scheme.id, schemeFit(snapshot, scheme))),
  ),
});

/** Stores scores of the given kinds for an FPO, fresh, in one statement. */
export const storeScores = async (
  db: Db,
  fpoId: string,
  snapshot: FpoSnapshot,
  scores: Partial<Record<RecommendationKind, Score[]>>,
  now: Date,
) => {
  const rows = Object.entries(scores).map(([kind, list]) => ({
    fpoId,
    kind: kind as RecommendationKind,
    snapshot,
    scores: list,
    calculatedAt: now,
    isStale: false,
    updatedAt: now,
  }));
  await db
    .insert(cachedRecommendations)
    .values(rows)
    .onConflictDoUpdate({
      target: [cachedRecommendations.fpoId, cachedRecommendations.kind],
      set: {
        snapshot: sql`excluded.snapshot`,
        scores: sql`excluded.scores`,
        calculatedAt: sql`excluded.calculated_at`,
        isStale: false,
        updatedAt: sql`excluded.updated_at`,
      },
    });
};

/** Computes an FPO's recommendations of both kinds and stores them (a cache miss, Refresh Now). */
export const computeRecommendations = async (
  db: Db,
  fpoId: string,
  catalogue: Catalogue,
  now = new Date(),
) => {
  const snapshot = await snapshotOf(db, fpoId);
  const scores = scoreCatalogue(snapshot, catalogue);
  await storeScores(db, fpoId, snapshot, scores, now);
  return { snapshot, scores, calculatedAt: now };
};

type Cached = { snapshot: FpoSnapshot; scores: Score[]; calculatedAt: Date };

const cachedOf = async (db: Db, fpoId: string, kind: RecommendationKind, usable: boolean) => {
  const [row] = await db
    .select()
    .from(cachedRecommendations)
    .where(
      and(
        eq(cachedRecommendations.fpoId, fpoId),
        eq(cachedRecommendations.kind, kind),
        usable
          ? sql`not ${cachedRecommendations.isStale} and ${cachedRecommendations.calculatedAt} > now() - make_interval(hours => ${CACHE_HOURS})`
          : undefined,
      ),
    );
  return row
    ? ({ snapshot: row.snapshot, scores: row.scores, calculatedAt: row.calculatedAt } as Cached)
    : null;
};

/** The catalogue entries in the cached order, each with its score; entries since removed are left out. */
const present = <T extends { id: string }>(entries: T[], scores: Score[]) => {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return scores.flatMap((s) => {
    const entry = byId.get(s.id);
    return entry ? [{ ...entry, ...s }] : [];
  });
};

type Result = { loans: LoanRecommendations; schemes: SchemeRecommendations };

const shape = (
  kind: RecommendationKind,
  cached: Cached,
  catalogue: Catalogue,
  fromCache: boolean,
): Result[RecommendationKind] => {
  const base = { snapshot: cached.snapshot, calculatedAt: cached.calculatedAt.toISOString(), fromCache };
  return kind === 'loans'
    ? { ...base, items: present(catalogue.loans, cached.scores) }
    : { ...base, items: present(catalogue.schemes, cached.scores) };
};

/**
 * An FPO's recommendations of one kind (document 2, 4): the cached record while it is fresh and
 * not stale, else computed now and stored. `refresh` (Refresh Now) always computes.
 */
export async function recommendationsFor(
  db: Db,
  fpoId: string,
  kind: 'loans',
  options?: { refresh?: boolean },
): Promise<LoanRecommendations>;
export async function recommendationsFor(
  db: Db,
  fpoId: string,
  kind: 'schemes',
  options?: { refresh?: boolean },
): Promise<SchemeRecommendations>;
export async function recommendationsFor(
  db: Db,
  fpoId: string,
  kind: RecommendationKind,
  { refresh = false }: { refresh?: boolean } = {},
) {
  const catalogue = await readCatalogue(db);
  const cached = refresh ? null : await cachedOf(db, fpoId, kind, true);
  if (cached) return shape(kind, cached, catalogue, true);
  const computed = await computeRecommendations(db, fpoId, catalogue);
  return shape(
    kind,
    { snapshot: computed.snapshot, scores: computed.scores[kind], calculatedAt: computed.calculatedAt },
    catalogue,
    false,
  );
}

/** What the back office shows of an FPO: its stored recommendations as they are, stale or not. */
export const storedRecommendations = async (db: Db, fpoId: string) => {
  const [catalogue, loans, schemeScores] = await Promise.all([
    readCatalogue(db),
    cachedOf(db, fpoId, 'loans', false),
    cachedOf(db, fpoId, 'schemes', false),
  ]);
  return {
    loans: loans ? (shape('loans', loans, catalogue, true) as LoanRecommendations) : null,
    schemes: schemeScores ? (shape('schemes', schemeScores, catalogue, true) as SchemeRecommendations) : null,
  };
};
