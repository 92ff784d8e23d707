import crypto from 'node:crypto';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { Database } from '../db/client.ts';
import type { FileStore } from '../storage/file-store.ts';
import { ArchiveError, openArchive, type ArchiveReader } from './archive.ts';
import { megabytes, seconds } from './backup.ts';
import {
  BACKED_UP_SCHEMAS,
  createJobQueueSchema,
  listTables,
  liveInstances,
  loadOrder,
  migrateUpTo,
  openSession,
  qualified,
  quoted,
  readJobQueueVersion,
  readJournal,
  readMigrationLevel,
  setPortableFormats,
  tablesWithUserTriggers,
  writeSequences,
  type Session,
} from './database-copy.ts';
import { FORMAT_VERSION, MANIFEST, manifestSchema, type Manifest } from './manifest.ts';

export type RestoreOptions = {
  database: Database;
  store: FileStore;
  storeName: string;
  /** The backup: a folder or a .tar file. */
  source: string;
  /** Replace what the database and the store hold instead of refusing. */
  force?: boolean;
  say?: (line: string) => void;
};

export type RestoreResult = {
  manifest: Manifest;
  rows: number;
  tables: number;
  files: number;
  /** Files the target held that the backup does not (removed under --force). */
  removedFiles: number;
  /** Migrations newer than the backup's, applied after its rows were loaded. */
  migrationsApplied: number;
  /** Whether pg-boss's tables (the queued and past jobs) came back. */
  jobQueueRestored: boolean;
};

/** Nothing was changed, and the message says why. */
export class RestoreRefused extends Error {}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

const readManifest = async (archive: ArchiveReader): Promise<Manifest> => {
  if (!archive.entries().has(MANIFEST))
    throw new RestoreRefused(
      `${archive.location} has no ${MANIFEST}: it is not a Sangam backup, or a backup that did not finish.`,
    );
  let json: unknown;
  try {
    json = JSON.parse((await archive.read(MANIFEST)).toString('utf8'));
  } catch {
    throw new RestoreRefused(`${MANIFEST} in ${archive.location} is not valid JSON: the backup is damaged.`);
  }
  const version = (json as { formatVersion?: unknown } | null)?.formatVersion;
  if (typeof version === 'number' && version > FORMAT_VERSION)
    throw new RestoreRefused(
      `This backup is in format ${version}, made by a newer Sangam; this one reads format ${FORMAT_VERSION}. Upgrade Sangam first.`,
    );
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new RestoreRefused(
      `${MANIFEST} in ${archive.location} is not a Sangam backup manifest:\n${parsed.error.issues
        .slice(0, 5)
        .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
        .join('\n')}`,
    );
  return parsed.data;
};

/** The backup's schema must be one this code has: the same migration, or an older one it can follow. */
const checkSchema = (manifest: Manifest) => {
  const journal = readJournal();
  const index = journal.findIndex((entry) => entry.when === manifest.schema.migrationCreatedAt);
  const last = journal.at(-1);
  const named = manifest.schema.migration ?? `made at ${manifest.schema.migrationCreatedAt}`;
  if (index === -1 && last && manifest.schema.migrationCreatedAt > last.when)
    throw new RestoreRefused(
      `This backup comes from a newer Sangam (${manifest.appVersion}): its database is at migration ${named}, ` +
        `and this code knows migrations up to ${last.tag}. Upgrade Sangam, then restore.`,
    );
  if (index === -1)
    throw new RestoreRefused(
      `This backup's database is at migration ${named}, which this code does not have: restore it with the Sangam release that made it (${manifest.appVersion}).`,
    );
  return journal.length - 1 - index;
};

const sha256Of = async (archive: ArchiveReader, entry: string) => {
  const hash = crypto.createHash('sha256');
  for await (const chunk of archive.open(entry)) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

/** Every entry the manifest names is there, of its size and sha256; the first problems found, or none. */
const verifyEntries = async (archive: ArchiveReader, manifest: Manifest) => {
  const sizes = archive.entries();
  const problems: string[] = [];
  const entries = [...manifest.database.tables, ...manifest.files.items];
  for (const { entry, bytes, sha256 } of entries) {
    const size = sizes.get(entry);
    if (size === undefined) problems.push(`${entry} is missing`);
    else if (size !== bytes) problems.push(`${entry} has ${size} bytes, the manifest says ${bytes}`);
    else if ((await sha256Of(archive, entry)) !== sha256) problems.push(`${entry} does not match its sha256`);
    if (problems.length >= 10) break;
  }
  return problems;
};

type TargetState =
  | { state: 'fresh' }
  | { state: 'other'; objects: number }
  | { state: 'sangam'; migrationCreatedAt: number; migration: string | null; users: number; fpos: number };

const inspectDatabase = async (session: Session): Promise<TargetState> => {
  const level = await readMigrationLevel(session);
  if (level && level.migrations > 0) {
    const [counts] = await session.query<{ users: number; fpos: number }>(
      `select (select count(*)::int from public."user") as users, (select count(*)::int from public.fpos) as fpos`,
    );
    return {
      state: 'sangam',
      migrationCreatedAt: level.migrationCreatedAt,
      migration: level.migration,
      users: counts?.users ?? 0,
      fpos: counts?.fpos ?? 0,
    };
  }
  const [row] = await session.query<{ objects: number }>(`
    select count(*)::int as objects from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in (${BACKED_UP_SCHEMAS.map((s) => `'${s}'`).join(', ')}) and c.relkind in ('r', 'p', 'v', 'm', 'f')`);
  return row?.objects ? { state: 'other', objects: row.objects } : { state: 'fresh' };
};

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
};
/** The type the app gives a file when it stores one (pictures and documents); none for the rest. */
const contentTypeOf = (key: string) => contentTypes[path.extname(key).toLowerCase()];

export type CheckedBackup = { archive: ArchiveReader; manifest: Manifest; newerMigrations: number };

/**
 * Reads a backup's manifest and checks every entry against it, before anything is opened or
 * changed: refuses a damaged backup, and one from a schema this code does not have.
 */
export const checkBackup = async (
  source: string,
  say: (line: string) => void = () => {},
): Promise<CheckedBackup> => {
  const archive = await openArchive(source).catch((error: unknown) => {
    throw error instanceof ArchiveError ? new RestoreRefused(error.message) : error;
  });
  const manifest = await readManifest(archive);
  const newerMigrations = checkSchema(manifest);
  const problems = await verifyEntries(archive, manifest);
  if (problems.length)
    throw new RestoreRefused(
      `The backup ${archive.location} is damaged; nothing was changed:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
  say(
    `Checked ${archive.location}: ${plural(manifest.database.tables.length, 'table')} (${plural(manifest.database.rows, 'row')}) and ${plural(manifest.files.count, 'file')} (${megabytes(manifest.files.bytes)}) match their sha256`,
  );
  return { archive, manifest, newerMigrations };
};

/**
 * Restores a backup into an empty database and file store (decision 038): checks the manifest and
 * every entry's sha256 first, refuses a target that holds data unless `force`, loads every table in
 * one transaction, applies the migrations newer than the backup, then writes the files.
 */
export const restoreBackup = async ({
  database,
  store,
  storeName,
  source,
  checked,
  force = false,
  say = () => {},
}: RestoreOptions & { checked?: CheckedBackup }): Promise<RestoreResult> => {
  const started = performance.now();
  const { archive, manifest, newerMigrations } = checked ?? (await checkBackup(source, say));
  const session = await openSession(database);
  let jobQueueRestored = false;
  let began = false;
  const existingFiles: string[] = [];
  try {
    const target = await inspectDatabase(session);
    if (target.state === 'other')
      throw new RestoreRefused(
        `${database.location} is not a Sangam database (it holds ${plural(target.objects, 'table')} of something else): restore into an empty database.`,
      );
    if (target.state === 'sangam' && target.migrationCreatedAt !== manifest.schema.migrationCreatedAt)
      throw new RestoreRefused(
        `${database.location} is at migration ${target.migration ?? target.migrationCreatedAt} and the backup at ${manifest.schema.migration}: ` +
          'a restore loads rows into the schema they were taken from. Restore into a new, empty database ' +
          '(a new DATA_DIR, or a database made with createdb), then point Sangam at it.',
      );
    // PGlite's lock already keeps every server out; on PostgreSQL, pg-boss's registry names them.
    const running = database.kind === 'postgres' ? await liveInstances(session) : [];
    if (running.length)
      throw new RestoreRefused(
        `A Sangam server is using ${database.location} (${running.map((r) => `${r.host} pid ${r.pid}, seen ${r.seconds} s ago`).join('; ')}): ` +
          'stop every server first (one that was killed counts until its heartbeat is a few minutes old).',
      );
    for await (const key of store.list()) existingFiles.push(key);
    const held = [
      ...(target.state === 'sangam' && (target.users || target.fpos)
        ? [
            `the database holds ${plural(target.users, 'user account')} and ${plural(target.fpos, 'FPO')} (${database.location})`,
          ]
        : []),
      ...(existingFiles.length
        ? [`the file store holds ${plural(existingFiles.length, 'file')} (${storeName})`]
        : []),
    ];
    if (held.length && !force)
      throw new RestoreRefused(
        `Nothing was restored: ${held.join(', and ')}. A restore replaces everything there: ` +
          'run it again with --force to do that, or restore into an empty database and store.',
      );

    // The schema the rows were taken from, and pg-boss's tables as this code makes them.
    if (target.state === 'fresh') await migrateUpTo(session, manifest.schema.migrationCreatedAt);
    if (manifest.database.jobQueueVersion !== null) {
      if ((await readJobQueueVersion(session)) === null) await createJobQueueSchema(session);
      jobQueueRestored = (await readJobQueueVersion(session)) === manifest.database.jobQueueVersion;
    }
    await session.exec('begin');
    began = true;
    await setPortableFormats(session);
    const present = new Map(
      (await listTables(session)).map((table) => [`${table.schema}.${table.name}`, table.columns]),
    );
    // Everything goes, pg-boss's left-out tables included: they describe the old target.
    if (present.size)
      await session.exec(
        `truncate table ${[...present.keys()].map((key) => qualified(...(key.split('.') as [string, string]))).join(', ')}`,
      );
    const tables = manifest.database.tables.filter((table) => table.schema !== 'pgboss' || jobQueueRestored);
    for (const table of tables) {
      const columns = present.get(`${table.schema}.${table.name}`);
      const missing = table.columns.filter((column) => !columns?.includes(column));
      if (!columns || missing.length)
        throw new RestoreRefused(
          `${table.schema}.${table.name}${columns ? ` has no column ${missing.join(', ')}` : ' does not exist'} in ${database.location}: nothing was restored.`,
        );
    }
    const triggered = await tablesWithUserTriggers(session);
    for (const name of triggered) await session.exec(`alter table ${name} disable trigger user`);
    for (const table of await loadOrder(session, tables)) {
      const gunzip = createGunzip();
      pipeline(archive.open(table.entry), gunzip, () => {});
      await session.copyIn(
        `${qualified(table.schema, table.name)} (${table.columns.map(quoted).join(', ')})`,
        gunzip,
      );
    }
    for (const name of triggered) await session.exec(`alter table ${name} enable trigger user`);
    await writeSequences(
      session,
      manifest.database.sequences.filter((sequence) => sequence.schema !== 'pgboss' || jobQueueRestored),
    );
    for (const table of tables) {
      const [row] = await session.query<{ count: number }>(
        `select count(*)::int as count from ${qualified(table.schema, table.name)}`,
      );
      if (row?.count !== table.rows)
        throw new Error(
          `${table.schema}.${table.name}: the backup lists ${table.rows} rows but ${row?.count} were loaded`,
        );
    }
    await session.exec('commit');
  } catch (error) {
    if (began) await session.exec('rollback').catch(() => {});
    session.release(true);
    throw error;
  }
  session.release();

  // The migrations newer than the backup, and the pincode directory if the committed file changed.
  await database.migrate();
  const rows = manifest.database.tables
    .filter((table) => table.schema !== 'pgboss' || jobQueueRestored)
    .reduce((sum, table) => sum + table.rows, 0);
  const tables = manifest.database.tables.filter(
    (table) => table.schema !== 'pgboss' || jobQueueRestored,
  ).length;
  say(
    `Database: restored ${plural(tables, 'table')}, ${plural(rows, 'row')} into ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} at ${database.location}` +
      (newerMigrations ? `, then applied ${plural(newerMigrations, 'newer migration')}` : ''),
  );
  if (manifest.database.jobQueueVersion !== null && !jobQueueRestored) {
    const jobs = manifest.database.tables.find((table) => table.schema === 'pgboss' && table.name === 'job');
    say(
      `Job queue: left out (${plural(jobs?.rows ?? 0, 'job')}): the backup's pg-boss tables are version ${manifest.database.jobQueueVersion}, ` +
        `this Sangam's another. Imports or bulk sends that were waiting in it do not resume by themselves.`,
    );
  }

  let written = 0;
  const keys = new Set<string>();
  for (const item of manifest.files.items) {
    const data = await archive.read(item.entry);
    if (crypto.createHash('sha256').update(data).digest('hex') !== item.sha256)
      throw new Error(
        `${item.entry} changed while it was being restored; run the restore again with --force`,
      );
    await store.put(item.key, data, contentTypeOf(item.key));
    keys.add(item.key);
    written += data.length;
  }
  const extra = existingFiles.filter((key) => !keys.has(key));
  if (force) for (const key of extra) await store.remove(key);
  const removedFiles = force ? extra.length : 0;
  say(
    `Files: restored ${plural(keys.size, 'file')} (${megabytes(written)}) into ${storeName}` +
      (removedFiles ? `; removed ${plural(removedFiles, 'file')} the backup does not have` : ''),
  );
  say(
    `Restored the backup of ${manifest.createdAt} (Sangam ${manifest.appVersion}, ${manifest.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}) in ${seconds(started)}`,
  );
  return {
    manifest,
    rows,
    tables,
    files: keys.size,
    removedFiles,
    migrationsApplied: newerMigrations,
    jobQueueRestored,
  };
};
