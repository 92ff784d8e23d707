import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * The production server, compiled once: `apps/server/dist/server.js` and the spreadsheet worker
 * beside it, so `npm run serve` runs plain JavaScript with no TypeScript loader in memory. The
 * domain package (TypeScript source) is bundled in; every registry package stays in node_modules.
 */
const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');
const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
};
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@sangam/'));

fs.rmSync(path.join(serverDir, 'dist'), { recursive: true, force: true });
const result = await build({
  entryPoints: {
    server: path.join(serverDir, 'src/server.ts'),
    'spreadsheet-worker': path.join(serverDir, 'src/modules/imports/spreadsheet-worker.ts'),
  },
  outdir: path.join(serverDir, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  external: [...external, ...external.map((name) => `${name}/*`)],
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs)
  .filter((_, i) => !Object.keys(result.metafile.outputs)[i]?.endsWith('.map'))
  .reduce((sum, output) => sum + output.bytes, 0);
console.log(`server built into apps/server/dist (${Math.round(bytes / 1024)} KB of JavaScript)`);
