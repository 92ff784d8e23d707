import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { pincodeFile, readPincodeFile, type PincodeRow } from './pincode-file.ts';

type AnyDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);

export type PincodeLoad = { loaded: false } | { loaded: true; rows: number; ms: number };

/**
 * Makes the `pincodes` table hold the committed file, when it holds another copy or none: one
 * transaction empties and refills it and records the file's sha256, so a reader sees the old copy
 * or the new one, never half. Runs inside `Database.migrate()`, after the migrations and under their
 * advisory lock on PostgreSQL, so instances starting together load it once.
 */
export const loadPincodeDirectory = async (db: AnyDb, file = pincodeFile): Promise<PincodeLoad> => {
  const started = performance.now();
  const directory = readPincodeFile(file);
  const [current] = rowsOf<{ sha256: string }>(
    await db.execute(sql`select sha256 from pincode_directory where id = 'current'`),
  );
  if (current?.sha256 === directory.sha256) return { loaded: false };
  const column = (key: keyof PincodeRow) => sql.param(directory.rows.map((row) => row[key]));
  await db.transaction(async (tx) => {
    // DELETE rather than TRUNCATE: lookups on other instances keep reading the old copy meanwhile.
    await tx.execute(sql`delete from pincodes`);
    await tx.execute(sql`insert into pincodes (pincode, district, state)
      select * from unnest(${column('pincode')}::text[], ${column('district')}::text[], ${column('state')}::text[])`);
    await tx.execute(sql`insert into pincode_directory (id, sha256) values ('current', ${directory.sha256})
      on conflict (id) do update set sha256 = excluded.sha256`);
  });
  return { loaded: true, rows: directory.rows.length, ms: Math.round(performance.now() - started) };
};
