import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createOperatorSession, startServer, type ServerUnderTest } from './server-under-test.ts';

/**
 * Lighthouse (mobile: a mid-range phone on slow 4G, simulated) on the public pages and the signed-in
 * shell, driving Debian's Chromium. Records the three category scores, the paint timings and the
 * bytes each page pulls over the wire. Public paths come from LIGHTHOUSE_PATHS (comma separated), so
 * `/mandi` joins the run the day it exists: LIGHTHOUSE_PATHS=/login,/mandi npm run bench lighthouse.
 */
const publicPaths = (process.env.LIGHTHOUSE_PATHS ?? '/login').split(',').filter(Boolean);
const signedInPaths = (process.env.LIGHTHOUSE_SIGNED_IN_PATHS ?? '/dashboard').split(',').filter(Boolean);
const categories = ['performance', 'accessibility', 'best-practices'] as const;

const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Row = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptTransferKb: number;
  scriptUncompressedKb: number;
  totalTransferKb: number;
  requests: number;
  /** The machine's 1-minute load average when the audit ended: TBT and the score depend on it. */
  load: number;
  failedAudits: string[];
  complaints: string[];
};

type NetworkItem = { resourceType?: string; transferSize?: number; resourceSize?: number };

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

const audit = async (port: number, url: string, cookie?: string): Promise<Row> => {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', extraHeaders: cookie ? { cookie } : undefined },
    { extends: 'lighthouse:default', settings: { onlyCategories: [...categories] } },
  );
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => Math.round((lhr.audits[id]?.numericValue ?? 0) * 1000) / 1000;
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
    ?.items ?? []) as NetworkItem[];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const sum = (items: NetworkItem[], key: 'transferSize' | 'resourceSize') =>
    items.reduce((total, r) => total + (r[key] ?? 0), 0);
  // The audits that cost points, so a drop says where to look.
  const failedAudits = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 0.9)
      .map((a) => `${category.id}:${a?.id}`),
  );
  // What the console and DevTools complained about: best practices counts each as a fault.
  const complaints = ['errors-in-console', 'inspector-issues'].flatMap((id) =>
    ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).map(
      (item) => `${id}: ${JSON.stringify(item).slice(0, 300)}`,
    ),
  );
  return {
    path: new URL(url).pathname,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: numeric('cumulative-layout-shift'),
    scriptTransferKb: kb(sum(scripts, 'transferSize')),
    scriptUncompressedKb: kb(sum(scripts, 'resourceSize')),
    totalTransferKb: kb(sum(requests, 'transferSize')),
    requests: requests.length,
    load: Math.round((os.loadavg()[0] ?? 0) * 10) / 10,
    failedAudits,
    complaints,
  };
};

// LIGHTHOUSE_BASE_URL (with LIGHTHOUSE_DATA_DIR, for the sign-up mail) audits a server already
// running, such as an older build kept for a before-and-after comparison.
const server: Pick<ServerUnderTest, 'baseUrl' | 'dataDir' | 'stop'> = process.env.LIGHTHOUSE_BASE_URL
  ? {
      baseUrl: process.env.LIGHTHOUSE_BASE_URL,
      dataDir: process.env.LIGHTHOUSE_DATA_DIR ?? '',
      stop: async () => {},
    }
  : await startServer();
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
const rows: Row[] = [];
try {
  for (const p of publicPaths) rows.push(await audit(chrome.port, `${server.baseUrl}${p}`));
  if (signedInPaths.length) {
    const cookie = await createOperatorSession(server as ServerUnderTest);
    for (const p of signedInPaths) rows.push(await audit(chrome.port, `${server.baseUrl}${p}`, cookie));
  }
} finally {
  chrome.kill();
  await server.stop();
}

console.table(rows.map(({ failedAudits: _failed, complaints: _complaints, ...row }) => row));
for (const row of rows)
  if (row.failedAudits.length)
    console.log(
      `${row.path} loses points on: ${row.failedAudits.join(', ')}\n  ${row.complaints.join('\n  ')}`,
    );
const out = path.join(import.meta.dirname, 'results', 'lighthouse.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(
  out,
  JSON.stringify(
    { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, rows },
    null,
    2,
  ),
);
console.log(`written to ${out}`);
