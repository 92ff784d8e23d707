import { runRestore } from '../apps/server/src/backup/commands.ts';

/**
 * `npm run restore -- <folder | file.tar> [--force]`: a backup into the empty database and file
 * store Sangam is configured with, after checking it against its manifest (decision 038).
 */
process.exit(await runRestore(process.argv.slice(2)));
