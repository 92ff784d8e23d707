import { roundTo, type FarmerTotals } from '@sangam/domain';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * An FPO's farmer figures are kept beside the register and changed in the same transaction as every
 * write to it, so no request aggregates the register (decision 011): one row per FPO for the totals,
 * one per FPO and UTC hour of creation for "added in the last N days".
 */

/** How a write changes the figures of the farmers created in one hour; acres are exact decimals. */
export type FigureDelta = {
  /** Start of the UTC hour the farmers were created in, in epoch seconds. */
  hour: number;
  farmers: number;
  acres: string;
  male: number;
  female: number;
  maleAcres: string;
  femaleAcres: string;
};

const HOUR_MS = 60 * 60 * 1000;

/** What one farmer adds to (sign 1) or takes from (sign -1) the figures. */
export const farmerDelta = (
  farmer: { createdAt: Date; acres: number; gender: 'Male' | 'Female' },
  sign: 1 | -1,
): FigureDelta => {
  // Acres come from numeric(7,2); their shortest decimal form is exact, and the sums are SQL's.
  const acres = sign === 1 ? String(farmer.acres) : `-${farmer.acres}`;
  const male = farmer.gender === 'Male';
  return {
    hour: Math.floor(farmer.createdAt.getTime() / HOUR_MS) * (HOUR_MS / 1000),
    farmers: sign,
    acres,
    male: male ? sign : 0,
    female: male ? 0 : sign,
    maleAcres: male ? acres : '0',
    femaleAcres: male ? '0' : acres,
  };
};

/**
 * A statement answering figure deltas by hour: `write` is a data-modifying CTE (`name as (...)`),
 * `rows` selects `created_at, acres, gender, sign` from it (sign 1 for a row that enters the
 * figures, -1 for one that leaves). `written` counts the entering rows.
 */
export const figureDeltasOf = (write: SQL, rows: SQL) => sql`
  with ${write}, d as (${rows})
  select extract(epoch from date_trunc('hour', d.created_at, 'UTC'))::float8 as "hour",
    sum(d.sign)::int as "farmers",
    sum(d.sign * d.acres)::text as "acres",
    coalesce(sum(d.sign) filter (where d.gender = 'Male'), 0)::int as "male",
    coalesce(sum(d.sign) filter (where d.gender = 'Female'), 0)::int as "female",
    coalesce(sum(d.sign * d.acres) filter (where d.gender = 'Male'), 0)::text as "maleAcres",
    coalesce(sum(d.sign * d.acres) filter (where d.gender = 'Female'), 0)::text as "femaleAcres",
    count(*) filter (where d.sign > 0)::int as "written"
  from d
  group by 1`;

export type WrittenDelta = FigureDelta & { written: number };

export const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? result : (result as { rows: T[] }).rows;

const figureSet = (table: string) =>
  sql.raw(`farmers = ${table}.farmers + excluded.farmers, acres = ${table}.acres + excluded.acres,
    male = ${table}.male + excluded.male, female = ${table}.female + excluded.female,
    male_acres = ${table}.male_acres + excluded.male_acres, female_acres = ${table}.female_acres + excluded.female_acres`);

const deltaColumns = sql.raw(`hour float8, farmers int, acres numeric, male int, female int,
  "maleAcres" numeric, "femaleAcres" numeric`);

/**
 * Applies a write's figure deltas. Call it last in the writing transaction: the FPO's totals row
 * is locked first (an upsert adds to the stored values, never a read-then-write), so every writer
 * of an FPO takes its figure locks in one order and holds them only until its commit.
 */
export const applyFigureDeltas = async (tx: Db, fpoId: string, deltas: FigureDelta[]) => {
  const changed = deltas.filter(
    (d) => d.farmers || d.male || d.female || Number(d.acres) || Number(d.maleAcres) || Number(d.femaleAcres),
  );
  if (!changed.length) return;
  const json = JSON.stringify(
    changed.map(({ hour, farmers, acres, male, female, maleAcres, femaleAcres }) => ({
      hour,
      farmers,
      acres,
      male,
      female,
      maleAcres,
      femaleAcres,
    })),
  );
  await tx.execute(sql`
    insert into fpo_farmer_stats as s (fpo_id, farmers, acres, male, female, male_acres, female_acres)
    select ${fpoId}, sum(farmers), sum(acres), sum(male), sum(female), sum("maleAcres"), sum("femaleAcres")
    from jsonb_to_recordset(${json}::jsonb) as d(${deltaColumns})
    on conflict (fpo_id) do update set ${figureSet('s')}`);
  await tx.execute(sql`
    insert into fpo_farmer_hours as h (fpo_id, hour, farmers, acres, male, female, male_acres, female_acres)
    select ${fpoId}, to_timestamp(hour), sum(farmers), sum(acres), sum(male), sum(female), sum("maleAcres"),
      sum("femaleAcres")
    from jsonb_to_recordset(${json}::jsonb) as d(${deltaColumns})
    group by hour
    order by hour
    on conflict (fpo_id, hour) do update set ${figureSet('h')}`);
};

export const toTotals = (row: Record<string, unknown> | null | undefined): FarmerTotals => ({
  total: Number(row?.farmers ?? 0),
  acres: roundTo(Number(row?.acres ?? 0), 2),
  male: Number(row?.male ?? 0),
  female: Number(row?.female ?? 0),
  maleAcres: roundTo(Number(row?.maleAcres ?? 0), 2),
  femaleAcres: roundTo(Number(row?.femaleAcres ?? 0), 2),
});

/** The bounds of "created since": `since` itself, and the first whole hour after it. */
export const sinceBounds = (since: Date) => ({
  since: since.toISOString(),
  edge: new Date((Math.floor(since.getTime() / HOUR_MS) + 1) * HOUR_MS).toISOString(),
});

type Param = string | Placeholder;

/**
 * The figures of the farmers created since `since` as a one-row subquery, to read alone or join
 * beside other rows of one statement: the whole hours after it from the hour rows, and the rest of
 * its own hour from the register (at most one hour's additions, on the list index). `edge` is
 * `sinceBounds(since).edge`. Its columns are named `since_*`, apart from the tables it may join.
 */
export const totalsSince = (db: Db, fpoId: Param, since: Param, edge: Param) =>
  db
    .select({
      farmers: sql<string | null>`sum(farmers)`.as('since_farmers'),
      acres: sql<string | null>`sum(acres)`.as('since_acres'),
      male: sql<string | null>`sum(male)`.as('since_male'),
      female: sql<string | null>`sum(female)`.as('since_female'),
      maleAcres: sql<string | null>`sum(male_acres)`.as('since_male_acres'),
      femaleAcres: sql<string | null>`sum(female_acres)`.as('since_female_acres'),
    })
    .from(
      sql`(
        select farmers, acres, male, female, male_acres, female_acres
        from fpo_farmer_hours where fpo_id = ${fpoId} and hour >= ${edge}
        union all
        select 1, acres, (gender = 'Male')::int, (gender = 'Female')::int,
          case when gender = 'Male' then acres else 0 end, case when gender = 'Female' then acres else 0 end
        from farmers where fpo_id = ${fpoId} and created_at >= ${since} and created_at < ${edge}
      ) f`,
    )
    .as('since_totals');

export const readFarmerTotalsSince = async (db: Db, fpoId: string, since: Date): Promise<FarmerTotals> => {
  const bounds = sinceBounds(since);
  const [row] = await db.select().from(totalsSince(db, fpoId, bounds.since, bounds.edge));
  return toTotals(row);
};

/**
 * Counts the figures again from the register, for data written behind the services' back (a
 * benchmark's seed, a repair by hand); the migration that introduced them ran the same SQL.
 */
export const recountFarmerFigures = async (db: Db, fpoId: string) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`delete from fpo_farmer_stats where fpo_id = ${fpoId}`);
    await tx.execute(sql`delete from fpo_farmer_hours where fpo_id = ${fpoId}`);
    await tx.execute(sql`
      insert into fpo_farmer_stats (fpo_id, farmers, acres, male, female, male_acres, female_acres)
      select fpo_id, count(*), sum(acres), count(*) filter (where gender = 'Male'),
        count(*) filter (where gender = 'Female'), coalesce(sum(acres) filter (where gender = 'Male'), 0),
        coalesce(sum(acres) filter (where gender = 'Female'), 0)
      from farmers where fpo_id = ${fpoId} group by fpo_id`);
    await tx.execute(sql`
      insert into fpo_farmer_hours (fpo_id, hour, farmers, acres, male, female, male_acres, female_acres)
      select fpo_id, date_trunc('hour', created_at, 'UTC'), count(*), sum(acres),
        count(*) filter (where gender = 'Male'), count(*) filter (where gender = 'Female'),
        coalesce(sum(acres) filter (where gender = 'Male'), 0),
        coalesce(sum(acres) filter (where gender = 'Female'), 0)
      from farmers where fpo_id = ${fpoId} group by 1, 2`);
  });
