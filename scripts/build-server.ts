import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * The production server, compiled once: `apps/server/dist/server.js` and the spreadsheet worker
 * beside it, so `npm run serve` runs plain JavaScript with no TypeScript loader in memory.
 *
 * Registry packages are bundled in as well, tree-shaken: loading better-auth, Drizzle and Fastify
 * from node_modules cost 290 MB of resident memory at idle, the bundle 160 MB (bench/README.md).
 * Only packages that find files of their own at run time stay in node_modules.
 */
const external = [
  // loads its .wasm, .data and extension archives from beside its own module
  '@electric-sql/pglite',
  // log transports run in worker threads that load these by name
  'pino',
  'pino-pretty',
  'thread-stream',
  // serve files from their own package folders
  '@fastify/swagger-ui',
  '@fastify/static',
  // optional native driver that pg tries to load
  'pg-native',
  // loads its prebuilt libvips binding from @img/sharp-<platform> at run time
  'sharp',
];

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');
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
  // Bundled CommonJS packages still call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  // Libraries imported with import() where first used (mail, spreadsheet writing) become chunks of
  // their own, loaded then; code both entries share is a chunk too. The chunks stay beside
  // server.js, so files found relative to a module (the spreadsheet worker, paths.ts) are found from
  // whichever chunk holds it. Minified without renaming: stack traces keep their function names.
  splitting: true,
  minifyWhitespace: true,
  minifySyntax: true,
  keepNames: true,
  sourcemap: 'linked',
  logLevel: 'warning',
  metafile: true,
});
const scripts = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
const kilobytes = (outputs: typeof scripts) =>
  Math.round(outputs.reduce((sum, [, output]) => sum + output.bytes, 0) / 1024);
const entries = scripts.filter(([, output]) => output.entryPoint?.startsWith('apps/'));
const chunks = scripts.filter(([, output]) => !output.entryPoint?.startsWith('apps/'));
console.log(
  `server built into apps/server/dist: ${entries
    .map((entry) => `${path.basename(entry[0])} ${kilobytes([entry])} KB`)
    .join(', ')}, ${chunks.length} chunks ${kilobytes(chunks)} KB`,
);
