import { spawnSync } from 'node:child_process';

/** Builds the web app, then runs the browser journeys against the started server. */
const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run('npm', ['run', '--silent', 'build']);
run('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)]);
