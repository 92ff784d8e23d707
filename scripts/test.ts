import { spawnSync } from 'node:child_process';

/**
 * The one gate (`npm test`): typecheck, lint, formatting, unit tests, server tests on PGlite and on a real
 * PostgreSQL, then the browser journeys. Stops at the first failing step.
 */
const steps: [name: string, script: string][] = [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['formatting', 'format:check'],
  ['unit tests (domain, web)', 'test:unit'],
  ['server tests on PGlite', 'test:server'],
  ['server tests on PostgreSQL', 'test:server:pg'],
  ['browser journeys', 'test:e2e'],
];

const results: { name: string; seconds: number; ok: boolean }[] = [];
for (const [name, script] of steps) {
  console.log(`\n=== ${name} (npm run ${script}) ===`);
  const started = performance.now();
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  results.push({ name, seconds, ok: result.status === 0 });
  if (result.status !== 0) break;
}

console.log('\n=== summary ===');
for (const { name, seconds, ok } of results)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(30)} ${seconds}s`);
const failed = results.filter((r) => !r.ok).length;
const skipped = steps.length - results.length;
console.log(
  `steps: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
process.exit(failed ? 1 : 0);
