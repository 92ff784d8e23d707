import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, pgliteOptions, type Database } from '../db/client.ts';

/**
 * Server tests run on PGlite always and on PostgreSQL when TEST_DATABASE_URL points at a server
 * (scripts/with-postgres.ts starts a throwaway one). Either way each test file gets its own fresh
 * database copied from a template migrated once in global setup, not a new initdb.
 */
export const templateDumpFile = path.resolve(import.meta.dirname, '../../../../.tmp/pglite-template.tar.gz');
export const templateDatabaseName = 'sangam_template';

export const testDatabaseKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Migrates the template once per test run. */
export const prepareTemplate = async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${templateDatabaseName}`);
    await admin.query(`create database ${templateDatabaseName}`);
    await admin.end();
    const template = await openDatabase({
      kind: 'postgres',
      url: databaseUrl(adminUrl, templateDatabaseName),
    });
    await template.migrate();
    await template.close();
    return;
  }
  const client = await PGlite.create(pgliteOptions);
  const template = await openDatabase({ kind: 'pglite', client, location: 'memory' });
  await template.migrate();
  const dump = await client.dumpDataDir('gzip');
  fs.mkdirSync(path.dirname(templateDumpFile), { recursive: true });
  fs.writeFileSync(templateDumpFile, Buffer.from(await dump.arrayBuffer()));
  await template.close();
};

/** A fresh, migrated database for one test file. Close it in afterAll. */
export const createTestDatabase = async (): Promise<Database> => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `test_${crypto.randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${templateDatabaseName}`);
    await admin.end();
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
    return {
      ...database,
      close: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name}`);
        await cleanup.end();
      },
    };
  }
  const client = await PGlite.create({
    ...pgliteOptions,
    loadDataDir: new Blob([fs.readFileSync(templateDumpFile)]),
  });
  return openDatabase({ kind: 'pglite', client, location: 'memory' });
};
