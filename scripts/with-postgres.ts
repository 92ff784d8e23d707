import { spawn } from 'node:child_process';
import { startCluster } from './postgres-cluster.ts';

/**
 * Runs a command against a throwaway PostgreSQL: `node scripts/with-postgres.ts vitest run ...`.
 * The command sees TEST_DATABASE_URL (and DATABASE_URL) and the cluster is removed afterwards.
 */
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres.ts <command> [args...]');
  process.exit(2);
}

const cluster = await startCluster();
const cleanUp = () => cluster.stop();
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});
process.on('SIGTERM', () => {
  cleanUp();
  process.exit(143);
});

const child = spawn(command, args, {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: cluster.url, DATABASE_URL: cluster.url },
});
const code = await new Promise<number>((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
cleanUp();
process.exit(code);
