import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { findBinDir, startCluster } from '../../../../scripts/postgres-cluster.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { openDatabase } from './client.ts';
import { loadPincodeDirectory } from './pincode-directory.ts';
import { readPincodeFile } from './pincode-file.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const postgresInstalled = (() => {
  try {
    findBinDir();
    return true;
  } catch {
    return false;
  }
})();

describe('the pincode directory', async () => {
  const database = await createTestDatabase();
  afterAll(() => database.close());
  const committed = readPincodeFile();
  const loaded = async () =>
    rowsOf<{ rows: number; sha256: string | null }>(
      await database.db.execute(
        sql`select (select count(*)::int from pincodes) as rows, (select sha256 from pincode_directory) as sha256`,
      ),
    )[0];

  it('is loaded with the migrations, from the committed file', async () => {
    expect(committed.rows.length).toBeGreaterThan(19_000);
    expect(await loaded()).toEqual({ rows: committed.rows.length, sha256: committed.sha256 });
    expect(new Set(committed.rows.map((row) => row.pincode)).size).toBe(committed.rows.length);
  });

  it('is not loaded again while the file is the same', async () => {
    expect(await loadPincodeDirectory(database.db)).toEqual({ loaded: false });
  });

  it('is replaced whole, in one transaction, when the file changes', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pincodes-'));
    const changed = path.join(folder, 'pincodes.csv.gz');
    fs.writeFileSync(
      changed,
      zlib.gzipSync(
        'pincode,district,state\n580029,Dharwad,Karnataka\n635109,"Krishnagiri, Hosur",Tamil Nadu\n',
      ),
    );
    expect(await loadPincodeDirectory(database.db, changed)).toMatchObject({ loaded: true, rows: 2 });
    expect(
      rowsOf(await database.db.execute(sql`select pincode, district, state from pincodes order by 1`)),
    ).toEqual([
      { pincode: '580029', district: 'Dharwad', state: 'Karnataka' },
      { pincode: '635109', district: 'Krishnagiri, Hosur', state: 'Tamil Nadu' },
    ]);
    // Every row and the version come from one transaction.
    const transactions = rowsOf<{ xmin: string }>(
      await database.db.execute(
        sql`select distinct xmin::text from pincodes union select xmin::text from pincode_directory`,
      ),
    );
    expect(transactions).toHaveLength(1);
    await loadPincodeDirectory(database.db);
    expect(await loaded()).toEqual({ rows: committed.rows.length, sha256: committed.sha256 });
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it.skipIf(!postgresInstalled)(
    'is loaded once when two instances start on one PostgreSQL at the same time',
    { timeout: 60_000 },
    async () => {
      const cluster = await startCluster();
      try {
        const instances = await Promise.all(
          [1, 2].map(() => openDatabase({ kind: 'postgres', url: cluster.url })),
        );
        await Promise.all(instances.map((instance) => instance.migrate()));
        const db = instances[0]!.db;
        // A second load would have left the first one's rows behind as dead tuples.
        await db.execute(sql`create extension if not exists pgstattuple`);
        const [counted] = rowsOf<{ rows: number; dead: number }>(
          await db.execute(
            sql`select tuple_count::int as rows, dead_tuple_count::int as dead from pgstattuple('pincodes')`,
          ),
        );
        expect(counted).toEqual({ rows: committed.rows.length, dead: 0 });
        for (const instance of instances) await instance.close();
      } finally {
        cluster.stop();
      }
    },
  );
});
