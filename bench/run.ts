import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** `npm run bench [name]`: runs every bench/*.bench.ts, or the one named. */
const only = process.argv[2];
const benches = fs
  .readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.bench.ts') && (!only || f.startsWith(only)));
// Benchmarks that start a server start the production build.
if (
  spawnSync(process.execPath, [path.join(import.meta.dirname, '../scripts/build-server.ts')], {
    stdio: 'inherit',
  }).status
) {
  process.exit(1);
}
for (const bench of benches) {
  console.log(`\n=== ${bench} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, bench)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
