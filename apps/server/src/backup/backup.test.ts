import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, pgliteOptions, type Database } from '../db/client.ts';
import { demoAccount, demoMinutesPdf } from '../demo/demo-data.ts';
import { demoPicture } from '../demo/demo-pictures.ts';
import { seedDemo } from '../demo/seed-demo.ts';
import { linkInMail, latestOutboxMail } from '../mail/outbox.ts';
import { createLocalFileStore, type FileStore } from '../storage/file-store.ts';
import { createS3FileStore } from '../storage/s3-file-store.ts';
import { startS3 } from '../test/s3.ts';
import { fullMapping, multipart } from '../test/spreadsheets.ts';
import { createTestDatabase, testDatabaseKind } from '../test/test-database.ts';
import { openArchive } from './archive.ts';
import { createBackup } from './backup.ts';
import { runBackup, runRestore, type Output } from './commands.ts';
import {
  LEFT_OUT_TABLES,
  migrateUpTo,
  openSession,
  readJournal,
  readMigrationLevel,
} from './database-copy.ts';
import { manifestSchema } from './manifest.ts';
import { RestoreRefused, restoreBackup } from './restore.ts';

/**
 * Backup and restore (decision 038), on the database the server suite runs on: a realistic data
 * set built through the app, backed up and restored, then every row of every table and every byte
 * of every file compared. On PostgreSQL the round trip also crosses engines, PostgreSQL to PGlite
 * and back.
 */
const kind = testDatabaseKind();
const s3 = await startS3();
const made: string[] = [];
const tempDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `sangam-backup-${name}-`));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});
const s3Store = (prefix: string) => createS3FileStore({ ...s3.settings, prefix });

const rowsOf = <T>(result: unknown) =>
  (Array.isArray(result) ? result : ((result as { rows: unknown[] }).rows ?? [])) as T[];

/** Every row of every table a backup carries (and drizzle's migrations), as text, sorted; and the sequences. */
const snapshot = (database: Database) =>
  database.withConnection(async ({ db }) => {
    await db.execute(sql`set timezone to 'UTC'`);
    await db.execute(sql`set extra_float_digits to 1`);
    const tables = rowsOf<{ schema: string; name: string }>(
      await db.execute(sql`
        select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'drizzle', 'pgboss') and c.relkind in ('r', 'p') and not c.relispartition
        order by 1, 2`),
    ).filter((table) => !LEFT_OUT_TABLES.has(`${table.schema}.${table.name}`));
    const rows: Record<string, string[]> = {};
    for (const { schema, name } of tables)
      rows[`${schema}.${name}`] = rowsOf<{ row: string }>(
        await db.execute(sql.raw(`select t::text as row from "${schema}"."${name}" t`)),
      )
        .map((r) => r.row)
        .sort();
    // drizzle's bookkeeping sequence belongs to the migrations, which the target runs itself.
    const sequences = rowsOf(
      await db.execute(sql`select schemaname, sequencename, last_value::text from pg_sequences
        where schemaname in ('public', 'pgboss') order by 1, 2`),
    );
    return { rows, sequences };
  });

const expectSameRows = async (source: Database, target: Database) => {
  const [before, after] = [await snapshot(source), await snapshot(target)];
  expect(Object.keys(after.rows)).toEqual(Object.keys(before.rows));
  for (const [table, rows] of Object.entries(before.rows)) expect(after.rows[table], table).toEqual(rows);
  expect(after.sequences).toEqual(before.sequences);
};

const filesOf = async (store: FileStore) => {
  const keys: string[] = [];
  for await (const key of store.list()) keys.push(key);
  return keys.sort();
};

const expectSameFiles = async (source: FileStore, target: FileStore) => {
  const keys = await filesOf(source);
  expect(await filesOf(target)).toEqual(keys);
  for (const key of keys)
    expect((await target.get(key))?.equals((await source.get(key)) as Buffer), key).toBe(true);
};

/** A second FPO, made as its owner would: a spreadsheet import, a registration document, a product with a picture. */
const addSecondFpo = async (app: FastifyInstance) => {
  const origin = app.config.baseUrl ?? 'http://localhost';
  const headers = { host: new URL(origin).host, origin };
  const email = 'hosur.owner@example.org';
  let cookie = '';
  const send = async (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown, extra = {}) => {
    const response = await app.inject({
      method,
      url,
      headers: { ...headers, cookie, ...extra },
      payload: payload as string,
    });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response;
  };
  const signedUp = await send('POST', '/api/auth/sign-up/email', {
    email,
    password: 'secret123',
    name: 'Hosur',
    language: 'kn',
  });
  cookie = [signedUp.headers['set-cookie'] ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');
  const link = new URL(linkInMail(latestOutboxMail(app.config.dataDir, email), '/verify-email') as string);
  await app.inject({ method: 'GET', url: link.pathname + link.search, headers: { ...headers, cookie } });
  await send('POST', '/api/onboarding', {
    fullName: 'Lakshmi Devi',
    organization: 'Hosur Growers',
    countryCode: '+91',
    phone: '98450 12345',
    language: 'kn',
    fpoName: 'Hosur Farmers Producer Company',
    fpoPhone: '+919845000077',
    fpoAddress: 'Main Road, Hosur',
  });
  const upload = (url: string, data: Buffer, filename: string) => {
    const body = multipart(filename, data);
    return send(url.startsWith('/api/uploads') ? 'POST' : 'PUT', url, body.payload, {
      'content-type': body.contentType,
    });
  };
  const sheet = Buffer.from(
    'Farmer Name,Phone,Acres,Gender,Village,Block,District,State,Pincode\n' +
      'ಲಕ್ಷ್ಮೀ ದೇವಿ,9900112244,1.5,ಹೆಣ್ಣು,ಮುಳಬಾಗಿಲು,ಮುಳಬಾಗಿಲು,ಕೋಲಾರ,ಕರ್ನಾಟಕ,563131\n' +
      '"Rao, K. ""Raju""",9845012346,2.50,M,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109\n' +
      'Bad Row,12,x,?,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109\n',
  );
  const file = (await upload('/api/uploads', sheet, 'members.csv')).json() as { id: string };
  const job = (
    await send('POST', `/api/uploads/${file.id}/import`, { sheet: 'CSV', mapping: fullMapping })
  ).json() as { id: string };
  let status = 'running';
  for (let i = 0; i < 200 && status === 'running'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    status = (await send('GET', `/api/imports/${job.id}`)).json().status;
  }
  expect(status).toBe('completed');
  await upload('/api/settings/documents/pan', demoMinutesPdf, 'pan.pdf');
  const product = (
    await send('POST', '/api/products', {
      productName: 'Ragi flour 1 kg',
      packagingType: 'packaged',
      quantityAvailable: 40,
      packetSizeGms: 1000,
      salePrice: 90,
      expiryDate: null,
    })
  ).json() as { id: string };
  await upload(`/api/products/${product.id}/picture`, await demoPicture('Ragi', '#8b5a2b'), 'ragi.png');
};

/** A database of the engine the suite does not run on, when there is one: a fresh, empty PGlite. */
const freshPglite = async () =>
  openDatabase({ kind: 'pglite', client: await PGlite.create(pgliteOptions), location: 'a fresh PGlite' });

/** An empty PostgreSQL database, not even migrated, beside the suite's. */
const emptyPostgres = async () => {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `restore_${crypto.randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const captured = () => {
  const lines: string[] = [];
  const output: Output = { out: (line) => lines.push(line), err: (line) => lines.push(line) };
  return { output, text: () => lines.join('\n') };
};

describe(`backup and restore on ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, async () => {
  const source = await createTestDatabase();
  const dataDir = tempDir('source');
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...s3.env, S3_PREFIX: 'source/' });
  const app = await buildApp({ config, database: source });
  await app.ready();
  await seedDemo(app, { farmers: 25 });
  await addSecondFpo(app);
  // Rows only a direct write makes: every character COPY must escape.
  await source.db.execute(
    sql`update fpos set address = ${'Tab\there, new\nline, back\\slash, "quoted", ಕನ್ನಡ, \r and \\N'} where name like 'Hosur%'`,
  );
  // The running server's queue would go on changing pg-boss's rows under the comparison.
  await app.close();
  const sourceStore = s3Store('source/');
  const opened: Database[] = [source];
  afterAll(async () => {
    for (const database of opened) await database.close().catch(() => {});
  });

  const folder = path.join(tempDir('backups'), 'first');
  let target: Database;
  // The restored deployment's DATA_DIR, whose files/ folder is its store.
  const targetDir = tempDir('target');
  const targetStore = createLocalFileStore(path.join(targetDir, 'files'));

  it('holds a realistic data set: two FPOs, a team, imports, pictures, documents, jobs and audit rows', async () => {
    const [counts] = rowsOf<Record<string, number>>(
      await source.db.execute(sql`select
        (select count(*)::int from fpos) as fpos, (select count(*)::int from farmers) as farmers,
        (select count(*)::int from fpo_members) as members, (select count(*)::int from import_jobs) as imports,
        (select count(*)::int from product_inventory where picture_key is not null) as pictures,
        (select count(*)::int from audit_events) as audit, (select count(*)::int from pgboss.job) as jobs`),
    );
    expect(counts).toMatchObject({ fpos: 2 });
    expect(counts?.farmers).toBeGreaterThan(25);
    expect(counts?.members).toBeGreaterThan(2);
    expect(counts?.imports).toBeGreaterThan(0);
    expect(counts?.pictures).toBeGreaterThan(5);
    expect(counts?.audit).toBeGreaterThan(0);
    expect(counts?.jobs).toBeGreaterThan(0);
    const keys = await filesOf(sourceStore);
    expect(keys.some((key) => key.startsWith('documents/'))).toBe(true);
    expect(keys.some((key) => key.endsWith('.csv'))).toBe(true);
  });

  it('backs up to a folder that describes itself, and restores every row and file into a fresh database and folder', async () => {
    const manifest = await createBackup({
      database: source,
      store: sourceStore,
      storeName: 'the source bucket',
      destination: folder,
      appVersion: '0.1.0-test',
    });
    const written = manifestSchema.parse(
      JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8')),
    );
    expect(written).toEqual(manifest);
    expect(manifest.database.kind).toBe(kind);
    expect(manifest.schema.migration).toMatch(/^\d{4}_/);
    expect(manifest.database.tables.find((t) => t.name === 'farmers')?.rows).toBeGreaterThan(25);
    expect(manifest.files.count).toBe((await filesOf(sourceStore)).length);

    // On PostgreSQL the first restore goes into PGlite: a backup moves between the engines.
    target = kind === 'postgres' ? await freshPglite() : await createTestDatabase();
    opened.push(target);
    const result = await restoreBackup({
      database: target,
      store: targetStore,
      storeName: 'a folder',
      source: folder,
    });
    expect(result).toMatchObject({
      rows: manifest.database.rows,
      files: manifest.files.count,
      jobQueueRestored: true,
    });
    await expectSameRows(source, target);
    await expectSameFiles(sourceStore, targetStore);
  });

  it('refuses a database and store that hold data, and replaces them with --force', async () => {
    await targetStore.put('product-images/stray/1700000000000-0123456789abcdef.webp', Buffer.from('stray'));
    const refused = restoreBackup({
      database: target,
      store: targetStore,
      storeName: 'a folder',
      source: folder,
    });
    await expect(refused).rejects.toThrow(RestoreRefused);
    await expect(refused).rejects.toThrow(
      /holds \d+ user accounts and 2 FPOs.*file store holds \d+ files.*--force/s,
    );
    const result = await restoreBackup({
      database: target,
      store: targetStore,
      storeName: 'a folder',
      source: folder,
      force: true,
    });
    expect(result.removedFiles).toBe(1);
    await expectSameRows(source, target);
    await expectSameFiles(sourceStore, targetStore);
  });

  it('restores through the commands, from a .tar, into an empty database and S3, and backs that up again', async () => {
    const tar = path.join(tempDir('tar'), 'second.tar');
    await createBackup({
      database: target,
      store: targetStore,
      storeName: 'a folder',
      destination: tar,
      appVersion: '0.1.0-test',
    });
    const env = {
      NODE_ENV: 'test',
      ...s3.env,
      S3_PREFIX: 'copy/',
      DATA_DIR: tempDir('restored'),
      ...(kind === 'postgres' ? { DATABASE_URL: await emptyPostgres() } : {}),
    };
    const restore = captured();
    expect(await runRestore([tar], env, restore.output), restore.text()).toBe(0);
    expect(restore.text()).toMatch(/Database: restored \d+ tables, [\d,]+ rows into (PGlite|PostgreSQL)/);
    expect(restore.text()).toMatch(/Files: restored \d+ files .* into S3 bucket sangam-files under copy\//);

    const restoredConfig = loadConfig(env);
    const restored = await openDatabase(
      restoredConfig.databaseUrl
        ? { kind: 'postgres', url: restoredConfig.databaseUrl }
        : { kind: 'pglite', dataDir: restoredConfig.dataDir },
    );
    await expectSameRows(source, restored);
    await restored.close();
    await expectSameFiles(sourceStore, s3Store('copy/'));
    // Written to S3 as the app writes them: pictures and documents keep their type.
    const { region, endpoint, forcePathStyle, accessKeyId, secretAccessKey } = s3.settings;
    const client = new S3Client({
      region,
      endpoint,
      forcePathStyle,
      credentials: { accessKeyId, secretAccessKey },
    });
    const picture = (await filesOf(sourceStore)).find((key) => key.endsWith('.webp'));
    const object = await client.send(
      new GetObjectCommand({ Bucket: s3.settings.bucket, Key: `copy/${picture}` }),
    );
    expect(object.ContentType).toBe('image/webp');

    const again = captured();
    const third = path.join(tempDir('tar'), 'third.tar');
    expect(await runBackup([third], env, again.output), again.text()).toBe(0);
    expect(again.text()).toContain(`Backup written to ${third}`);
    const first = manifestSchema.parse(
      JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8')),
    );
    const last = manifestSchema.parse(
      JSON.parse((await (await openArchive(third)).read('manifest.json')).toString()),
    );
    expect(last.database.tables.map((t) => [t.name, t.rows])).toEqual(
      first.database.tables.map((t) => [t.name, t.rows]),
    );
    expect(last.files.items.map((f) => [f.key, f.sha256])).toEqual(
      first.files.items.map((f) => [f.key, f.sha256]),
    );
  });

  /** An empty database and store that every refused restore below must leave empty. */
  let empty: { database: Database; store: FileStore } | undefined;
  /** A copy of the first backup, changed by `change`, restored into the empty database and store. */
  const restoreChanged = async (change: (copy: string) => void) => {
    const copy = path.join(tempDir('changed'), 'backup');
    fs.cpSync(folder, copy, { recursive: true });
    change(copy);
    if (!empty) {
      empty = { database: await createTestDatabase(), store: createLocalFileStore(tempDir('files')) };
      opened.push(empty.database);
    }
    const { database, store } = empty;
    const attempt = restoreBackup({ database, store, storeName: 'a folder', source: copy });
    await attempt.catch(() => {});
    const [users] = rowsOf<{ count: number }>(
      await database.db.execute(sql`select count(*)::int as count from "user"`),
    );
    expect(users?.count).toBe(0);
    expect(await filesOf(store)).toEqual([]);
    return attempt;
  };

  it('refuses a backup with a changed byte in a file or a table, and changes nothing', async () => {
    const manifest = manifestSchema.parse(
      JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8')),
    );
    const picture = manifest.files.items.find((item) => item.key.endsWith('.webp'));
    const flip = (file: string) => {
      const bytes = fs.readFileSync(file);
      const middle = Math.floor(bytes.length / 2);
      bytes[middle] = (bytes[middle] ?? 0) ^ 0x01;
      fs.writeFileSync(file, bytes);
    };
    await expect(restoreChanged((copy) => flip(path.join(copy, picture?.entry as string)))).rejects.toThrow(
      `${picture?.entry} does not match its sha256`,
    );
    await expect(
      restoreChanged((copy) => flip(path.join(copy, 'database/public/farmers.copy.gz'))),
    ).rejects.toThrow(
      /damaged; nothing was changed:\n {2}database\/public\/farmers\.copy\.gz does not match its sha256/,
    );
    await expect(restoreChanged((copy) => fs.rmSync(path.join(copy, 'manifest.json')))).rejects.toThrow(
      'has no manifest.json: it is not a Sangam backup, or a backup that did not finish',
    );
  });

  it('refuses a backup from a newer schema than the code', async () => {
    await expect(
      restoreChanged((copy) => {
        const file = path.join(copy, 'manifest.json');
        const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
        manifest.schema.migration = '0999_from_the_future';
        manifest.schema.migrationCreatedAt += 10 ** 9;
        fs.writeFileSync(file, JSON.stringify(manifest));
      }),
    ).rejects.toThrow(/newer Sangam .*migration 0999_from_the_future.*Upgrade Sangam, then restore/s);
  });

  it("restores the rows without pg-boss's tables when they are another version, and says so", async () => {
    const copy = path.join(tempDir('changed'), 'backup');
    fs.cpSync(folder, copy, { recursive: true });
    const file = path.join(copy, 'manifest.json');
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
    manifest.database.jobQueueVersion -= 1;
    fs.writeFileSync(file, JSON.stringify(manifest));
    // The empty target's last use: this restore fills it.
    if (!empty) {
      empty = { database: await createTestDatabase(), store: createLocalFileStore(tempDir('files')) };
      opened.push(empty.database);
    }
    const { database, store } = empty;
    const lines: string[] = [];
    const result = await restoreBackup({
      database,
      store,
      storeName: 'a folder',
      source: copy,
      say: (line) => lines.push(line),
    });
    expect(result.jobQueueRestored).toBe(false);
    expect(lines.join('\n')).toMatch(
      /Job queue: left out \(\d+ jobs\): the backup's pg-boss tables are version/,
    );
    const [counts] = rowsOf<{ farmers: number; jobs: number }>(
      await database.db.execute(
        sql`select (select count(*)::int from farmers) as farmers, (select count(*)::int from pgboss.job) as jobs`,
      ),
    );
    expect(counts).toEqual({
      farmers: manifest.database.tables.find((t: { name: string }) => t.name === 'farmers').rows,
      jobs: 0,
    });
  });

  it.runIf(kind === 'postgres')(
    'restores a backup from an older schema, then applies the newer migrations',
    async () => {
      // A database one migration behind this code, as an older release left it (cheap on PostgreSQL only:
      // on PGlite an empty database costs an initdb).
      const older = await openDatabase({ kind: 'postgres', url: await emptyPostgres() });
      opened.push(older);
      const journal = readJournal();
      const session = await openSession(older);
      await migrateUpTo(session, journal.at(-2)?.when as number);
      session.release();
      const backup = path.join(tempDir('older'), 'older.tar');
      const manifest = await createBackup({
        database: older,
        store: createLocalFileStore(tempDir('files')),
        storeName: 'a folder',
        destination: backup,
        appVersion: 'older',
      });
      expect(manifest.schema.migration).toBe(journal.at(-2)?.tag);
      // Not into a Sangam database at another migration, nor one with tables of something else.
      const current = await createTestDatabase();
      opened.push(current);
      const files = createLocalFileStore(tempDir('files'));
      await expect(
        restoreBackup({
          database: current,
          store: files,
          storeName: 'a folder',
          source: backup,
          force: true,
        }),
      ).rejects.toThrow(/is at migration .* and the backup at .*Restore into a new, empty database/s);
      const foreign = await openDatabase({ kind: 'postgres', url: await emptyPostgres() });
      opened.push(foreign);
      await foreign.db.execute(sql`create table ledger (id int)`);
      await expect(
        restoreBackup({
          database: foreign,
          store: files,
          storeName: 'a folder',
          source: backup,
          force: true,
        }),
      ).rejects.toThrow('is not a Sangam database (it holds 1 table of something else)');

      const restored = await openDatabase({ kind: 'postgres', url: await emptyPostgres() });
      opened.push(restored);
      const result = await restoreBackup({
        database: restored,
        store: createLocalFileStore(tempDir('files')),
        storeName: 'a folder',
        source: backup,
      });
      expect(result.migrationsApplied).toBe(1);
      const check = await openSession(restored);
      const level = await readMigrationLevel(check);
      check.release();
      expect(level?.migration).toBe(journal.at(-1)?.tag);
    },
  );

  it('says how to use the commands, and will not open a PGlite folder a running server holds', async () => {
    const usage = captured();
    expect(await runRestore([], {}, usage.output)).toBe(2);
    expect(usage.text()).toContain('usage: npm run restore -- <folder | file.tar> [--force]');
    expect(await runBackup(['a', 'b'], {}, usage.output)).toBe(2);

    const held = tempDir('held');
    fs.mkdirSync(path.join(held, 'pglite'));
    fs.writeFileSync(path.join(held, 'pglite/PG_VERSION'), '18');
    fs.writeFileSync(path.join(held, 'pglite.lock'), String(process.ppid));
    const refused = captured();
    expect(await runBackup([path.join(held, 'out')], { DATA_DIR: held }, refused.output)).toBe(1);
    expect(refused.text()).toMatch(
      /in use by another Sangam process \(pid \d+\)\.\nPGlite is one process's database.*Stop the server/s,
    );
    expect(fs.existsSync(path.join(held, 'out'))).toBe(false);

    const empty = captured();
    expect(await runBackup([path.join(held, 'out')], { DATA_DIR: tempDir('nothing') }, empty.output)).toBe(1);
    expect(empty.text()).toContain('There is no database in');

    // A damaged backup is refused before the database is opened: no PGlite folder is made for it.
    const broken = path.join(tempDir('changed'), 'backup');
    fs.cpSync(folder, broken, { recursive: true });
    fs.rmSync(path.join(broken, 'manifest.json'));
    const nowhere = path.join(tempDir('nowhere'), 'data');
    const damaged = captured();
    expect(await runRestore([broken], { DATA_DIR: nowhere }, damaged.output)).toBe(1);
    expect(damaged.text()).toContain('has no manifest.json');
    expect(fs.existsSync(nowhere)).toBe(false);
  });
  it('gives a deployment that starts on the restored data: the owner signs in to the same dashboard and pictures', async () => {
    const restoredApp = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: targetDir }),
      database: target,
    });
    await restoredApp.ready();
    try {
      const headers = { host: 'localhost', origin: 'http://localhost' };
      // Another deployment's secret signs the cookies: everyone signs in again, with the same password.
      const signedIn = await restoredApp.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers,
        payload: { email: demoAccount.email, password: demoAccount.password },
      });
      expect(signedIn.statusCode).toBe(200);
      const cookie = [signedIn.headers['set-cookie'] ?? []]
        .flat()
        .map((c) => c.split(';')[0])
        .join('; ');
      const get = (url: string) => restoredApp.inject({ method: 'GET', url, headers: { cookie } });
      expect((await get('/api/dashboard')).json().fpoName).toBe('Tungabhadra Farmer Producer Company Ltd');
      const products = (await get('/api/products')).json().items as { picture: { url: string } | null }[];
      const url = products.find((p) => p.picture)?.picture?.url as string;
      const picture = await get(url);
      expect(picture.statusCode).toBe(200);
      expect(picture.rawPayload.equals((await sourceStore.get(url.replace('/media/', ''))) as Buffer)).toBe(
        true,
      );
    } finally {
      await restoredApp.close();
    }
  });

  it.runIf(kind === 'postgres')(
    'refuses a PostgreSQL database a server is using, even with --force',
    async () => {
      const running = await buildApp({ config, database: source });
      await running.ready();
      try {
        await expect(
          restoreBackup({
            database: source,
            store: sourceStore,
            storeName: 'the source bucket',
            source: folder,
            force: true,
          }),
        ).rejects.toThrow(/A Sangam server is using .* pid \d+, seen \d+ s ago\): stop every server first/);
      } finally {
        await running.close();
      }
    },
  );
});
