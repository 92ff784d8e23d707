import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { repositoryRoot } from '../paths.ts';
import { createLocalFileStore } from '../storage/file-store.ts';
import { createS3FileStore } from '../storage/s3-file-store.ts';
import { ArchiveError } from './archive.ts';
import { BackupRefused, createBackup } from './backup.ts';
import { checkBackup, RestoreRefused, restoreBackup } from './restore.ts';

/**
 * `npm run backup` and `npm run restore` (decision 038): the server's own settings (DATA_DIR,
 * DATABASE_URL, S3_*) say what to back up or restore into. Each returns its exit code: 0 done,
 * 1 refused or failed (the message says which and why), 2 a mistake in the command.
 */
export type Output = { out: (line: string) => void; err: (line: string) => void };

const standardOutput: Output = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

const appVersion = () =>
  (JSON.parse(fs.readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')) as { version?: string })
    .version ?? '0.0.0';

const storeOf = (config: Config) =>
  config.s3
    ? {
        store: createS3FileStore(config.s3),
        storeName: `S3 bucket ${config.s3.bucket}${config.s3.prefix ? ` under ${config.s3.prefix}` : ''}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}`,
      }
    : {
        store: createLocalFileStore(path.join(config.dataDir, 'files')),
        storeName: path.join(config.dataDir, 'files'),
      };

class CommandRefused extends Error {}

/** The database the server would open; PGlite's folder only when no server holds it. */
const open = async (config: Config, purpose: 'backup' | 'restore'): Promise<Database> => {
  if (config.databaseUrl) return openDatabase({ kind: 'postgres', url: config.databaseUrl });
  const folder = path.join(config.dataDir, 'pglite');
  if (purpose === 'backup' && !fs.existsSync(path.join(folder, 'PG_VERSION')))
    throw new CommandRefused(
      `There is no database in ${config.dataDir} (no ${folder}). Set DATA_DIR to the folder Sangam runs with, or DATABASE_URL for PostgreSQL.`,
    );
  try {
    return await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof Error && error.message.includes('in use by another Sangam process'))
      throw new CommandRefused(
        `${error.message.replace(/ Stop it, or set DATA_DIR to another folder\.$/, '')}\n` +
          `PGlite is one process's database, and its folder is never read while a server has it open. Stop the server, ` +
          `run the ${purpose}, then start the server again. (On PostgreSQL, set DATABASE_URL: backups then run while the server runs.)`,
      );
    throw error;
  }
};

const usage = {
  backup: [
    'usage: npm run backup -- [<folder> | <file.tar>]',
    '  Writes the database and the file store Sangam is configured with (DATA_DIR, DATABASE_URL, S3_*)',
    '  to a new folder or .tar file; without one, to backups/sangam-<date and time>.tar.',
  ],
  restore: [
    'usage: npm run restore -- <folder | file.tar> [--force]',
    '  Restores a backup into the empty database and file store Sangam is configured with.',
    '  --force  replace what they hold (every row and every file not in the backup is deleted)',
  ],
};

const refusal = (error: unknown) =>
  error instanceof BackupRefused ||
  error instanceof RestoreRefused ||
  error instanceof CommandRefused ||
  error instanceof ArchiveError ||
  error instanceof ConfigError;

const run = async (
  name: 'backup' | 'restore',
  args: string[],
  env: NodeJS.ProcessEnv,
  output: Output,
  work: (config: Config, positional: string[], flags: Set<string>) => Promise<void>,
) => {
  const flags = new Set(args.filter((arg) => arg.startsWith('-')));
  const positional = args.filter((arg) => !arg.startsWith('-'));
  const known = name === 'restore' ? ['--force'] : [];
  const unknown = [...flags].filter((flag) => !known.includes(flag));
  if (flags.has('--help') || flags.has('-h')) {
    usage[name].forEach((line) => output.out(line));
    return 0;
  }
  if (unknown.length || positional.length > 1 || (name === 'restore' && positional.length !== 1)) {
    if (unknown.length) output.err(`Unknown option ${unknown.join(', ')}`);
    usage[name].forEach((line) => output.err(line));
    return 2;
  }
  // `npm run` works in the repository; a path is meant from where the command was typed.
  const from = env.INIT_CWD ?? process.cwd();
  try {
    await work(
      loadConfig(env),
      positional.map((arg) => path.resolve(from, arg)),
      flags,
    );
    return 0;
  } catch (error) {
    if (refusal(error)) output.err(`\n${(error as Error).message}\n`);
    else
      output.err(
        `\nThe ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
    return 1;
  }
};

export const runBackup = (args: string[], env = process.env, output = standardOutput) =>
  run('backup', args, env, output, async (config, [destination]) => {
    const stamp = new Date()
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replaceAll(':', '-');
    const database = await open(config, 'backup');
    try {
      await createBackup({
        database,
        ...storeOf(config),
        destination: destination ?? path.resolve('backups', `sangam-${stamp}.tar`),
        appVersion: appVersion(),
        say: output.out,
      });
    } finally {
      await database.close();
    }
  });

export const runRestore = (args: string[], env = process.env, output = standardOutput) =>
  run('restore', args, env, output, async (config, [source], flags) => {
    if (!source || !fs.existsSync(source)) throw new CommandRefused(`${source} does not exist.`);
    // Checked before the database is opened: a damaged backup leaves not even an empty folder behind.
    const checked = await checkBackup(source, output.out);
    const database = await open(config, 'restore');
    try {
      await restoreBackup({
        database,
        ...storeOf(config),
        source,
        checked,
        force: flags.has('--force'),
        say: output.out,
      });
      output.out('Start Sangam (npm start) to use it.');
    } finally {
      await database.close();
    }
  });
