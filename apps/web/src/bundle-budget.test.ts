// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLanguage, languages } from '@sangam/domain';
import { screenNamespaces } from './app/router.tsx';

/**
 * What a phone downloads before a screen can paint, from the build's own chunk graph
 * (.vite/manifest.json): the entry with everything it imports statically, plus the screen's lazy
 * chunks (and theirs), plus the translations the screen is started with (common and the
 * namespaces its route names, in the start language). Sizes are gzip at level 9; they are
 * deterministic, so the budget belongs in the test gate. Issue 10 sets the budgets; bench/README.md
 * says what loads first and what each part weighs.
 */
const KB = 1024;
// Charts (Recharts and the d3 parts it uses, about 105 KB) load only with the screens that draw them.
// 122 and 204 since issues 18 and 19 added twelve screens (decision 034).
const budgets = { publicPages: 122 * KB, signedInShell: 204 * KB, chartScreens: 320 * KB };

type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
type Manifest = Record<string, Chunk>;

const webRoot = path.resolve(import.meta.dirname, '..');
let outDir: string;
let manifest: Manifest;

beforeAll(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-budget-'));
  // Its own folder, so a build someone else is serving from apps/web/dist is left alone.
  execFileSync(path.join(webRoot, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: webRoot,
    // Vitest sets NODE_ENV=test, which would build React's development copy.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'pipe',
  });
  manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}, 180_000);

afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

const staticClosure = (keys: string[], seen = new Set<string>()) => {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build`);
    seen.add(key);
    staticClosure(chunk.imports ?? [], seen);
  }
  return seen;
};

const gzipSize = (file: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length;

/** A translation file as the build wrote it (vite.config.ts, localeFiles): one folder per build. */
const localeFile = (language: string, namespace: string) => {
  const [build, ...more] = fs.readdirSync(path.join(outDir, 'assets/locales'));
  if (!build || more.length) throw new Error('expected one folder of translations');
  const file = `assets/locales/${build}/${language}/${namespace}.json`;
  if (!fs.existsSync(path.join(outDir, file))) throw new Error(`${file} is not in the build`);
  return file;
};

/** The translations main.tsx loads before the first paint of `pathname`, in the start language. */
const startTexts = (pathname: string) =>
  ['common', ...screenNamespaces(pathname)].map((namespace) => localeFile(defaultLanguage, namespace));

const initialJs = (pathname: string, screens: string[]) => {
  const chunks = staticClosure(['index.html', ...screens]);
  const files = [
    ...new Set([...[...chunks].map((key) => manifest[key]?.file as string), ...startTexts(pathname)]),
  ];
  const sizes = files.map((file) => ({ file, bytes: gzipSize(file) })).sort((a, b) => b.bytes - a.bytes);
  return { total: sizes.reduce((sum, s) => sum + s.bytes, 0), sizes };
};

const describeSizes = (sizes: { file: string; bytes: number }[]) =>
  sizes.map((s) => `${(s.bytes / KB).toFixed(1).padStart(6)} KB  ${s.file}`).join('\n');

describe('JavaScript and texts sent before a screen paints (gzip)', () => {
  it.each([
    ['/login', ['src/app/routes/login.tsx']],
    ['/signup', ['src/app/routes/signup.tsx']],
    ['/reset-password', ['src/app/routes/reset-password.tsx']],
    ['/mandi', ['src/app/routes/mandi.tsx']],
    ['/mandi/fpo/3f1c2a4e-0000-4000-8000-000000000000', ['src/app/routes/mandi-fpo.tsx']],
    ['/public/buyer_requirement', ['src/app/routes/buyer-requirement.tsx']],
    // The team invitation link (issue 20), opened signed out on a phone.
    ['/invitations/Q2hhbmdlZC1ieS1ub2JvZHktaW4tdGhlLXRlc3RzLTA', ['src/app/routes/invitation.tsx']],
  ])(`a public page, %s, stays within ${budgets.publicPages / KB} KB`, (pathname, screens) => {
    const { total, sizes } = initialJs(pathname, screens);
    expect(total, describeSizes(sizes)).toBeLessThanOrEqual(budgets.publicPages);
  });

  it(`the signed-in shell on /dashboard stays within ${budgets.signedInShell / KB} KB`, () => {
    const { total, sizes } = initialJs('/dashboard', [
      'src/app/shell-layout.tsx',
      'src/app/routes/dashboard.tsx',
    ]);
    expect(total, describeSizes(sizes)).toBeLessThanOrEqual(budgets.signedInShell);
  });

  it(`a chart screen, /reports, stays within ${budgets.chartScreens / KB} KB, and the dashboard draws no chart`, () => {
    const { total, sizes } = initialJs('/reports', [
      'src/app/shell-layout.tsx',
      'src/app/routes/reports.tsx',
    ]);
    expect(total, describeSizes(sizes)).toBeLessThanOrEqual(budgets.chartScreens);
    const dashboard = initialJs('/dashboard', ['src/app/shell-layout.tsx', 'src/app/routes/dashboard.tsx']);
    const charts = sizes.filter((s) => !dashboard.sizes.some((d) => d.file === s.file));
    expect(charts.reduce((sum, s) => sum + s.bytes, 0)).toBeGreaterThan(50 * KB);
  });

  it('keeps the other languages out of the first load', () => {
    const { sizes } = initialJs('/login', ['src/app/routes/login.tsx']);
    const loaded = sizes.map((s) => s.file);
    expect(loaded).toContain(localeFile(defaultLanguage, 'common'));
    for (const language of languages.filter((l) => l !== defaultLanguage))
      expect(loaded).not.toContain(localeFile(language, 'common'));
  });

  it("keeps the Mandi's first load free of the validation library, Radix's dialog and TanStack Query", () => {
    for (const [pathname, screen] of [
      ['/mandi', 'src/app/routes/mandi.tsx'],
      ['/public/buyer_requirement', 'src/app/routes/buyer-requirement.tsx'],
    ] as const) {
      const { sizes } = initialJs(pathname, [screen]);
      const code = sizes.map((s) => fs.readFileSync(path.join(outDir, s.file), 'utf8')).join('\n');
      expect(code, pathname).not.toContain('ZodError');
      expect(code, pathname).not.toContain('DismissableLayer');
      expect(code, pathname).not.toContain('QueryClient');
    }
  });

  it('fetches the validation library, Radix and the other screens only when they are used', () => {
    const { sizes } = initialJs('/login', ['src/app/routes/login.tsx']);
    const code = sizes.map((s) => fs.readFileSync(path.join(outDir, s.file), 'utf8')).join('\n');
    // zod names its error class and Radix its layers in strings a minifier keeps.
    expect(code).not.toContain('ZodError');
    expect(code).not.toContain('DismissableLayer');
    const lazy = ['src/features/auth/components/auth-checks.ts', 'src/app/shell-layout.tsx'].concat([
      'src/features/onboarding/components/onboarding-wizard.tsx',
      'src/app/routes/verify-email.tsx',
    ]);
    for (const key of lazy) expect(sizes.map((s) => s.file)).not.toContain(manifest[key]?.file);
    expect(sizes.map((s) => s.file)).not.toContain(localeFile(defaultLanguage, 'farmers'));
  });

  it('writes no source maps for the public to read', () => {
    const files = fs.readdirSync(path.join(outDir, 'assets'));
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    expect(files.some((f) => f.endsWith('.js.br'))).toBe(true);
    expect(files.some((f) => f.endsWith('.js.gz'))).toBe(true);
  });
});
