import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { startCluster } from '../scripts/postgres-cluster.ts';
import { memberRows } from './import-fixtures.ts';

/**
 * What the register's search indexes cost an import, on PostgreSQL: 100,000 farmers moved into an
 * empty `farmers` table the way the import moves them (COPY into a temporary table, then one
 * `INSERT … SELECT … ON CONFLICT DO NOTHING`), and, as the reference, by COPY straight into
 * `farmers`, under each set of search indexes. The other indexes and keys are the migrations'.
 */
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const columns = 'farmer_name, phone_number, acres, gender, village, block, district, state, pincode';

const cluster = await startCluster();
const client = new pg.Client(cluster.url);
type Row = { indexes: string; stagedInsertRowsPerSecond: number; copyRowsPerSecond: number };
const rows: Row[] = [];
try {
  const database = await openDatabase({ kind: 'postgres', url: cluster.url });
  await database.migrate();
  await database.close();
  await client.connect();
  const query = (text: string) => client.query(text);
  const copy = (target: string, csv: string) =>
    pipeline(Readable.from([csv]), client.query(copyFrom(`copy ${target} from stdin (format csv)`)));
  const rate = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return Math.round(ROWS / ((performance.now() - started) / 1000));
  };
  const fpoId = (await query(`insert into fpos (name) values ('bench') returning id`)).rows[0].id as string;
  const csvOf = (phoneBase: number, withOrd: boolean) =>
    `${memberRows(ROWS, phoneBase)
      .map((r, i) => [...(withOrd ? [i] : [fpoId]), r[0], `+91${r[1]}`, ...r.slice(2)].join(','))
      .join('\n')}\n`;

  const trigram = (column: string) =>
    `create index farmers_${column}_trgm_idx on farmers using gin (${column} gin_trgm_ops)`;
  const sets: [string, string[]][] = [
    [
      'name, village and phone trigram (decision 006)',
      ['farmer_name', 'village', 'phone_number'].map(trigram),
    ],
    ['name trigram only', [trigram('farmer_name')]],
    [
      'name trigram, village and phone prefix B-trees',
      [
        trigram('farmer_name'),
        'create index farmers_village_prefix_idx on farmers (fpo_id, lower(village) text_pattern_ops)',
        'create index farmers_phone_prefix_idx on farmers (fpo_id, phone_number text_pattern_ops)',
      ],
    ],
    ['no search index', []],
  ];
  for (const [label, definitions] of sets) {
    const replaceIndexes = async () => {
      await query('truncate farmers cascade');
      const current = await query(
        `select indexname from pg_indexes where tablename = 'farmers' and (indexdef like '%gin%' or indexname like '%prefix%')`,
      );
      for (const { indexname } of current.rows) await query(`drop index ${indexname}`);
      for (const definition of definitions) await query(definition);
    };
    await replaceIndexes();
    await query('begin');
    await query(`create temporary table staged (ord integer primary key, farmer_name text, phone_number text,
      acres numeric(7, 2), gender text, village text, block text, district text, state text, pincode text) on commit drop`);
    await copy(`staged (ord, ${columns})`, csvOf(7_000_000_000, true));
    const stagedInsertRowsPerSecond = await rate(() =>
      query(`insert into farmers (fpo_id, ${columns}, source)
        select '${fpoId}', ${columns}, 'upload' from staged order by ord
        on conflict (fpo_id, phone_number) do nothing`),
    );
    await query('commit');
    await replaceIndexes();
    const direct = csvOf(7_000_000_000, false).replaceAll('\n', ',upload\n');
    const copyRowsPerSecond = await rate(() => copy(`farmers (fpo_id, ${columns}, source)`, direct));
    rows.push({ indexes: label, stagedInsertRowsPerSecond, copyRowsPerSecond });
  }
} finally {
  await client.end().catch(() => {});
  cluster.stop();
}
console.table(rows);
const out = path.join(import.meta.dirname, 'results', 'search-indexes.json');
fs.writeFileSync(
  out,
  JSON.stringify(
    { date: new Date().toISOString(), rows: ROWS, loadAverage: os.loadavg(), results: rows },
    null,
    2,
  ),
);
console.log(`written to ${out}`);
