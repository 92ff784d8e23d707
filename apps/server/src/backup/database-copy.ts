import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { getConstructionPlans } from 'pg-boss';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { Database, DatabaseKind } from '../db/client.ts';
import { migrationsFolder } from '../paths.ts';

/**
 * The database half of a backup (decision 038), the same on PGlite and PostgreSQL: every table of
 * the `public` and `pgboss` schemas as COPY text, read in one snapshot and loaded in one
 * transaction, so a backup taken on one engine restores on the other.
 */

/** Our tables, and pg-boss's queue (its jobs belong with the rows that queued them). */
export const BACKED_UP_SCHEMAS = ['public', 'pgboss'] as const;
/**
 * pg-boss tables that describe running processes, not data: its registry of live instances, and
 * queue statistics kept in one partition per day (the day's partition may not exist in the target).
 */
export const LEFT_OUT_TABLES = new Set(['pgboss.instance', 'pgboss.queue_stats']);

/** One connection held for a whole backup or restore. */
export type Session = {
  kind: DatabaseKind;
  query: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  /** Several statements in one string (pg-boss's construction plan). */
  exec: (text: string) => Promise<void>;
  /** `COPY (<select>) TO STDOUT` in text format. */
  copyOut: (select: string) => Promise<Readable>;
  /** `COPY <target> FROM STDIN` in text format. */
  copyIn: (target: string, data: Readable) => Promise<void>;
  /** Applies the migrations of `folder` (drizzle's migrator on this connection). */
  migrateTo: (folder: string) => Promise<void>;
  /** PGlite: nothing, its only connection stays the database's; PostgreSQL: the pooled client goes back, or is dropped after a failure. */
  release: (failed?: boolean) => void;
};

const collect = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
};

export const openSession = async (database: Database): Promise<Session> => {
  const $client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.kind === 'pglite') {
    const client = $client as PGlite;
    return {
      kind: 'pglite',
      query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
      exec: async (text) => {
        await client.exec(text);
      },
      copyOut: async (select) => {
        const result = await client.query(`copy (${select}) to '/dev/blob'`);
        return Readable.from([Buffer.from(await (result.blob ?? new Blob()).arrayBuffer())]);
      },
      copyIn: async (target, data) => {
        await client.query(`copy ${target} from '/dev/blob'`, [], { blob: new Blob([await collect(data)]) });
      },
      migrateTo: async (folder) => {
        await migratePglite(drizzlePglite({ client }), { migrationsFolder: folder });
      },
      release: () => {},
    };
  }
  const client = await ($client as pg.Pool).connect();
  return {
    kind: 'postgres',
    query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
    exec: async (text) => {
      await client.query(text);
    },
    copyOut: async (select) => client.query(copyTo(`copy (${select}) to stdout`)),
    copyIn: async (target, data) => {
      await pipeline(data, client.query(copyFrom(`copy ${target} from stdin`)));
    },
    migrateTo: async (folder) => {
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: folder });
    },
    release: (failed) => client.release(failed ? new Error('backup session failed') : undefined),
  };
};

/** Text formats that read the same on every server, whatever its own settings. */
export const setPortableFormats = (session: Session) =>
  session.exec(
    [
      "set local timezone to 'UTC'",
      "set local datestyle to 'ISO, YMD'",
      "set local intervalstyle to 'postgres'",
      'set local extra_float_digits to 1',
      "set local bytea_output to 'hex'",
    ].join(';\n'),
  );

export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const qualified = (schema: string, name: string) => `${quoted(schema)}.${quoted(name)}`;

const schemaList = BACKED_UP_SCHEMAS.map((s) => `'${s}'`).join(', ');

export type TableInfo = { schema: string; name: string; columns: string[] };

/** Every table of the backed-up schemas (a partitioned table once, as its parent), with its stored columns. */
export const listTables = async (session: Session): Promise<TableInfo[]> => {
  const rows = await session.query<{ schema: string; name: string; columns: string[] | string }>(`
    select n.nspname as schema, c.relname as name,
      array(select a.attname::text from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by a.attnum) as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in (${schemaList}) and c.relkind in ('r', 'p') and not c.relispartition
    order by 1, 2`);
  return rows.map((row) => ({ schema: row.schema, name: row.name, columns: textArray(row.columns) }));
};

/** node-postgres parses `text[]`; PGlite too, but be sure. */
const textArray = (value: string[] | string) =>
  Array.isArray(value)
    ? value
    : value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);

export type SequenceState = { schema: string; name: string; lastValue: string; isCalled: boolean };

export const readSequences = async (session: Session): Promise<SequenceState[]> => {
  const rows = await session.query<{ schema: string; name: string; last: string | null; start: string }>(`
    select schemaname as schema, sequencename as name, last_value::text as last, start_value::text as start
    from pg_sequences where schemaname in (${schemaList}) order by 1, 2`);
  return rows.map((row) => ({
    schema: row.schema,
    name: row.name,
    lastValue: row.last ?? row.start,
    isCalled: row.last !== null,
  }));
};

export const writeSequences = async (session: Session, sequences: SequenceState[]) => {
  for (const sequence of sequences)
    await session.query(`select setval($1, $2::bigint, $3)`, [
      qualified(sequence.schema, sequence.name),
      sequence.lastValue,
      sequence.isCalled,
    ]);
};

/** The tables in an order where each comes after those its foreign keys point at. */
export const loadOrder = async <T extends { schema: string; name: string }>(
  session: Session,
  tables: T[],
): Promise<T[]> => {
  const keyOf = (schema: string, name: string) => `${schema}.${name}`;
  const edges = await session.query<{
    from_schema: string;
    from_name: string;
    to_schema: string;
    to_name: string;
  }>(`
    select distinct cn.nspname as from_schema, c.relname as from_name, fn.nspname as to_schema, f.relname as to_name
    from pg_constraint k
      join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
      join pg_class f on f.oid = k.confrelid join pg_namespace fn on fn.oid = f.relnamespace
    where k.contype = 'f' and k.conparentid = 0 and cn.nspname in (${schemaList})`);
  const needs = new Map<string, Set<string>>();
  for (const edge of edges) {
    const from = keyOf(edge.from_schema, edge.from_name);
    const to = keyOf(edge.to_schema, edge.to_name);
    // A table pointing at itself is loaded by one COPY, checked at its end.
    if (from !== to) needs.set(from, (needs.get(from) ?? new Set()).add(to));
  }
  const byKey = new Map(tables.map((table) => [keyOf(table.schema, table.name), table]));
  const ordered: T[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (key: string, trail: string[]) => {
    if (state.get(key) === 'done') return;
    if (state.get(key) === 'visiting')
      throw new Error(`Foreign keys form a cycle: ${[...trail, key].join(' -> ')}`);
    state.set(key, 'visiting');
    for (const needed of needs.get(key) ?? []) if (byKey.has(needed)) visit(needed, [...trail, key]);
    state.set(key, 'done');
    const table = byKey.get(key);
    if (table) ordered.push(table);
  };
  for (const key of byKey.keys()) visit(key, []);
  return ordered;
};

/** Tables with triggers of our own (the recommendation caches' staleness marks), by qualified name. */
export const tablesWithUserTriggers = async (session: Session) =>
  (
    await session.query<{ schema: string; name: string }>(`
      select distinct n.nspname as schema, c.relname as name
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where not t.tgisinternal and n.nspname in (${schemaList}) and not c.relispartition`)
  ).map((row) => qualified(row.schema, row.name));

// ---- the schema's version -----------------------------------------------------------------------

type JournalEntry = { idx: number; when: number; tag: string };

export const readJournal = (folder = migrationsFolder): JournalEntry[] =>
  (
    JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;

export type MigrationLevel = { migration: string | null; migrationCreatedAt: number; migrations: number };

/** The last migration applied to a database, or null when drizzle's table is not there. */
export const readMigrationLevel = async (session: Session): Promise<MigrationLevel | null> => {
  const [exists] = await session.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return null;
  const [row] = await session.query<{ count: number; last: string | null }>(
    `select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const createdAt = Number(row?.last ?? 0);
  return {
    migration: readJournal().find((entry) => entry.when === createdAt)?.tag ?? null,
    migrationCreatedAt: createdAt,
    migrations: row?.count ?? 0,
  };
};

/**
 * Applies our migrations up to and including the one made at `createdAt`, from a copy of the
 * migrations folder whose journal ends there; the rest follow after the data, as on any start.
 */
export const migrateUpTo = async (session: Session, createdAt: number) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-migrations-'));
  try {
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as {
      entries: JournalEntry[];
    };
    const entries = journal.entries.filter((entry) => entry.when <= createdAt);
    fs.mkdirSync(path.join(folder, 'meta'));
    fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const entry of entries)
      fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    await session.migrateTo(folder);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
};

// ---- pg-boss ------------------------------------------------------------------------------------

export const readJobQueueVersion = async (session: Session) => {
  const [exists] = await session.query<{ present: boolean }>(
    `select to_regclass('pgboss.version') is not null as present`,
  );
  if (!exists?.present) return null;
  const [row] = await session.query<{ version: number }>(`select version from pgboss.version`);
  return row?.version ?? null;
};

/** pg-boss's own tables as this code's pg-boss makes them at start. */
export const createJobQueueSchema = (session: Session) =>
  session.exec(
    getConstructionPlans('pgboss', { backend: session.kind === 'pglite' ? 'pglite' : 'postgres' }),
  );

/** Servers running against the database now: pg-boss's instances that sent a heartbeat lately. */
export const liveInstances = async (session: Session) => {
  const [exists] = await session.query<{ present: boolean }>(
    `select to_regclass('pgboss.instance') is not null as present`,
  );
  if (!exists?.present) return [];
  return session.query<{ host: string; pid: number; seconds: number }>(`
    select host, pid, extract(epoch from now() - heartbeat_on)::int as seconds from pgboss.instance
    where stopped_on is null and heartbeat_on > now() - make_interval(secs => greatest(heartbeat_seconds * 3, 60))`);
};
