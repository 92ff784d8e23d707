import { runBackup } from '../apps/server/src/backup/commands.ts';

/**
 * `npm run backup -- [<folder> | <file.tar>]`: the database and the file store Sangam is configured
 * with (DATA_DIR, DATABASE_URL, S3_*), in one self-describing backup (decision 038).
 */
process.exit(await runBackup(process.argv.slice(2)));
