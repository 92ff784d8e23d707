import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, at the highest
 * levels, once: the server sends the copy the browser accepts instead of compressing per request.
 * A copy that would not be smaller is not written.
 */
const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'sangam:precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => {
      const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const file of files.filter((f) => compressible.test(f) && !f.startsWith('.vite'))) {
        const full = path.join(outDir, file);
        const source = fs.readFileSync(full);
        const copies = {
          br: zlib.brotliCompressSync(source, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
          gz: zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
        };
        for (const [extension, bytes] of Object.entries(copies))
          if (bytes.length < source.length) fs.writeFileSync(`${full}.${extension}`, bytes);
      }
    },
  };
};

/**
 * The translations as plain JSON files under one address per build, `/assets/locales/<hash>/<lng>/<ns>.json`
 * (decision 021): the app builds a file's address from the language and namespace, so the start
 * chunk carries one hash instead of a loader per language and namespace. The hash covers every
 * translation, so a changed text is a new address and the year-long cache of /assets stays right.
 */
const localeFiles = (): Plugin & { api: LocalesApi } => {
  const root = path.resolve(import.meta.dirname, 'src/locales');
  const files = () =>
    fs
      .readdirSync(root)
      .filter((lng) => fs.statSync(path.join(root, lng)).isDirectory())
      .flatMap((lng) =>
        fs
          .readdirSync(path.join(root, lng))
          .filter((file) => file.endsWith('.json'))
          .map((file) => ({ lng, file, full: path.join(root, lng, file) })),
      )
      .sort((a, b) => a.full.localeCompare(b.full));
  const hashOf = () => {
    const hash = createHash('sha256');
    for (const { lng, file, full } of files()) hash.update(`${lng}/${file}\n`).update(fs.readFileSync(full));
    return hash.digest('hex').slice(0, 10);
  };
  let base = '';
  return {
    name: 'sangam:locale-files',
    /** For the service worker: where this build's translations are, and their namespaces. */
    api: {
      base: () => base,
      namespaces: () => [...new Set(files().map(({ file }) => file.replace(/\.json$/, '')))].sort(),
    },
    config: (_config, { command }) => {
      base = command === 'build' ? `/assets/locales/${hashOf()}` : '/assets/locales/dev';
      return { define: { __SANGAM_LOCALES__: JSON.stringify(base) } };
    },
    configureServer: (server) => {
      server.middlewares.use(base, (request, response, next) => {
        const [lng, file] = (request.url ?? '').split('?')[0]?.split('/').filter(Boolean) ?? [];
        const full = lng && file && path.join(root, lng, file);
        if (!full || !full.startsWith(root) || !fs.existsSync(full)) return next();
        response.setHeader('content-type', 'application/json');
        response.end(fs.readFileSync(full));
      });
    },
    generateBundle() {
      for (const { lng, file, full } of files())
        this.emitFile({
          type: 'asset',
          fileName: `${base.slice(1)}/${lng}/${file}`,
          source: JSON.stringify(JSON.parse(fs.readFileSync(full, 'utf8'))),
        });
    },
  };
};

type LocalesApi = { base: () => string; namespaces: () => string[] };
type ManifestChunk = {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
};

/**
 * The screens a field worker opens with no connection (decision 037): the signed-in frame, the
 * dashboard and the farmer list, form and detail, with everything they import and load later (the
 * outbox, the conflict screens). Their code is cached when the worker installs.
 */
const offlineScreens = [
  'src/app/shell-layout.tsx',
  'src/app/routes/dashboard.tsx',
  'src/app/routes/farmers.tsx',
  'src/app/routes/farmer-detail.tsx',
];
/** Files of public/ the app shell uses: index.html's script, the icon, the manifest and its icons. */
const offlinePublicFiles = [
  '/favicon.svg',
  '/zod-no-eval.js',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-192.png',
  '/icons/maskable-512.png',
];

/** Every file of `keys` and what they import; the lazy imports only of chunks that are not the router's. */
export const precacheFiles = (manifest: Record<string, ManifestChunk>, keys: string[]) => {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, followLazy: boolean) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build`);
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(`/${file}`);
    // The entry and the start chunk (the router) load every screen lazily: those are not followed.
    const lazy = followLazy && key !== 'index.html' && chunk.name !== 'start';
    for (const next of chunk.imports ?? []) visit(next, followLazy);
    if (lazy) for (const next of chunk.dynamicImports ?? []) visit(next, followLazy);
  };
  for (const key of keys) visit(key, true);
  return [...files].sort();
};

/**
 * Writes /sw.js (src/service-worker/sw.js with this build's precache list, decision 037): index.html,
 * the start chunk and stylesheet, the offline screens with what they import, public files the shell
 * uses; and where the translations are, so the worker keeps the language on screen.
 */
const serviceWorker = (locales: Plugin & { api: LocalesApi }): Plugin => {
  let outDir = '';
  return {
    name: 'sangam:service-worker',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      handler() {
        const manifest = JSON.parse(
          fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
        ) as Record<string, ManifestChunk>;
        const shell = [
          '/index.html',
          ...offlinePublicFiles,
          ...precacheFiles(manifest, ['index.html', ...offlineScreens]),
        ];
        for (const file of shell)
          if (!fs.existsSync(path.join(outDir, file))) throw new Error(`${file} is not in the build`);
        const template = fs.readFileSync(
          path.resolve(import.meta.dirname, 'src/service-worker/sw.js'),
          'utf8',
        );
        const version = createHash('sha256')
          .update(template)
          .update(fs.readFileSync(path.join(outDir, 'index.html')))
          .update(shell.join('\n'))
          .update(locales.api.base())
          .digest('hex')
          .slice(0, 12);
        const build = {
          version,
          shell,
          locales: { base: locales.api.base(), namespaces: locales.api.namespaces() },
        };
        fs.writeFileSync(
          path.join(outDir, 'sw.js'),
          `self.__SANGAM_BUILD__ = ${JSON.stringify(build)};\n${template}`,
        );
      },
    },
  };
};

/** What the sign-in, sign-up and new-password pages share, beside each page's own form. */
const authPageParts = [
  /[\\/]src[\\/]features[\\/]auth[\\/](api[\\/]|components[\\/](auth-layout|password-input)\.tsx)/,
  /[\\/]src[\\/](lib[\\/]use-checked-form\.ts|components[\\/]ui[\\/]alert-banner\.tsx)$/,
  /[\\/]lucide-react[\\/].*[\\/](bot|lightbulb|eye|eye-off)\.mjs$/,
];

/**
 * What the sign-in pages, the Mandi's pages and the signed-in screens share: the language picker, a
 * form field, an empty state, and the icons of alerts and badges.
 */
const publicKitParts = [
  /[\\/]src[\\/]components[\\/](language-picker|ui[\\/](field|empty-state))\.tsx$/,
  /[\\/]lucide-react[\\/].*[\\/](languages|shield-check|users|triangle-alert|circle-check|info|x|circle-x)\.mjs$/,
];

/** The public pages' own header and reads (the Mandi, the FPO page, the requirement form). */
const publicPageParts = [
  /[\\/]src[\\/](features[\\/]mandi[\\/]components[\\/]public-header\.tsx|lib[\\/]use-public-json\.ts)$/,
];

/**
 * What the Mandi and the public FPO page both draw before they paint (decision 016): one file
 * instead of fifteen small ones on a buyer's slow connection. Only what no signed-in screen imports
 * (else that screen would fetch this file too); what opens later (a product's details) stays lazy.
 */
const mandiParts = [
  /[\\/]src[\\/]features[\\/]mandi[\\/]api[\\/]/,
  /[\\/]src[\\/]features[\\/]mandi[\\/]components[\\/](product-(card|facts|picture)|share-button|village-gallery)\.tsx$/,
  /[\\/]packages[\\/]domain[\\/]src[\\/](mandi-links|blank-text)\.ts$/,
  // Icons no signed-in screen draws.
  /[\\/]lucide-react[\\/].*[\\/](share-2|calendar-days|clipboard-list|layout-grid|land-plot)\.mjs$/,
];

const inGroup = (parts: RegExp[]) => (id: string) => parts.some((part) => part.test(id));

const locales = localeFiles();

export default defineConfig({
  plugins: [react(), tailwindcss(), locales, serviceWorker(locales), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: path.resolve(import.meta.dirname, 'src/lib/use-sync-external-store.ts'),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in the build the server hands out: they would publish our source (issue 8).
    sourcemap: false,
    // Every browser Sangam supports preloads modules itself; the polyfill would be sent to all.
    modulePreload: { polyfill: false },
    // .vite/manifest.json: the chunk graph the bundle-budget test measures.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The domain package is pure (schemas, rules, formats): a screen that needs one of its
        // functions must not bring every schema. Building a zod schema has no side effect either,
        // so a schema nothing uses is dropped rather than pulling zod into the first load.
        moduleSideEffects: [{ test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          groups: [
            // What every page runs before it paints (React, the router, i18next, TanStack Query and
            // the app's frame) as one file: one request, and one compression context instead of
            // twenty small files each paying for their own.
            { name: 'start', test: /[\\/](node_modules|src)[\\/](?!main\.tsx)/, tags: ['$initial'] },
            // Each takes only what its list names: a dependency it would drag along (a formatter, an
            // icon) may be a signed-in screen's too, and that screen would then fetch the whole group.
            { name: 'public', test: inGroup(authPageParts), includeDependenciesRecursively: false },
            { name: 'public-kit', test: inGroup(publicKitParts), includeDependenciesRecursively: false },
            { name: 'public-pages', test: inGroup(publicPageParts), includeDependenciesRecursively: false },
            { name: 'mandi', test: inGroup(mandiParts), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
