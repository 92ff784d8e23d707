import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** The phone every screen must fit: a 360 px wide Android, 640 px tall (issue 21). */
export const phone = { width: 360, height: 640 };

/** WCAG 2.0 and 2.1, levels A and AA (decision 041). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Rules left out, each with its reason (decision 041). Empty: every rule of the four tags runs.
 */
export const excludedRules: string[] = [];

export type Language = 'en' | 'hi';

const localesDir = path.resolve(import.meta.dirname, '../../apps/web/src/locales');
const catalogues = new Map<string, Record<string, unknown>>();

/** A string of the web app's catalogue, `namespace:path.to.key`, in a language, with its values filled. */
export const tr = (language: Language, key: string, values: Record<string, string | number> = {}) => {
  const [namespace, rest] = key.includes(':') ? key.split(':') : ['common', key];
  const file = `${language}/${namespace}`;
  let catalogue = catalogues.get(file);
  if (!catalogue) {
    catalogue = JSON.parse(fs.readFileSync(path.join(localesDir, `${file}.json`), 'utf8')) as Record<
      string,
      unknown
    >;
    catalogues.set(file, catalogue);
  }
  const text = (rest as string)
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
  if (typeof text !== 'string') throw new Error(`No string ${key} in ${language}`);
  return text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name] ?? ''));
};

export type Finding = { screen: string; language: Language; rule: string; impact: string; detail: string };

/** What one journey found: every axe violation (all impacts, for the record) and the failures. */
export class Findings {
  readonly all: Finding[] = [];
  readonly failures: string[] = [];
  checked = 0;
  /** Milliseconds spent in axe and in the width check, beside opening and settling screens. */
  axeMs = 0;

  summary() {
    const byRule = new Map<string, number>();
    for (const f of this.all)
      byRule.set(`${f.impact} ${f.rule}`, (byRule.get(`${f.impact} ${f.rule}`) ?? 0) + 1);
    return [...byRule].map(([rule, count]) => `${rule}: ${count}`).sort();
  }
}

const inFlight = new WeakMap<Page, Set<unknown>>();

/** Counts a page's unanswered requests, so settle() can wait for a quiet network. */
export const watchNetwork = (page: Page) => {
  let requests = inFlight.get(page);
  if (requests) return requests;
  const open = new Set<unknown>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  inFlight.set(page, open);
  requests = open;
  return requests;
};

/**
 * Waits until a screen has painted: a heading, no spinner or busy region, and no request left
 * unanswered for 150 ms (Playwright's networkidle waits 500 ms, twice per screen in this journey).
 */
export const settle = async (page: Page, { heading = true } = {}) => {
  const requests = watchNetwork(page);
  if (heading) await page.locator('h1').first().waitFor({ state: 'visible', timeout: 15_000 });
  const deadline = Date.now() + 10_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const busy =
      requests.size > 0 ||
      (await page.evaluate(
        () => !!document.querySelector('.animate-spin, .animate-pulse, [aria-busy="true"]'),
      ));
    if (busy) quietSince = Date.now();
    else if (Date.now() - quietSince >= 150) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** The elements that stick out past the right edge of the phone, outside any scrolling frame. */
const overflowing = (page: Page) =>
  page.evaluate((width) => {
    const scrolls = (element: Element | null): boolean => {
      for (let node = element?.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX)) return true;
      }
      return false;
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 6).join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    return [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 && !scrolls(element))
      .slice(0, 5)
      .map(describe);
  }, phone.width);

/**
 * Runs axe (WCAG 2.x A and AA) on what the page shows now and measures its width; records every
 * violation, and as a failure each serious or critical one, a page wider than the phone, or a page
 * not in the language asked for.
 */
export const checkScreen = async (page: Page, findings: Findings, screen: string, language: Language) => {
  findings.checked++;
  // A11Y_SCREENSHOTS=<folder> keeps what each check saw, to look at the screens as a phone shows them.
  const shots = process.env.A11Y_SCREENSHOTS;
  if (shots) {
    fs.mkdirSync(shots, { recursive: true });
    const slug = screen.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
    await page.screenshot({
      path: path.join(shots, `${language}-${String(findings.checked).padStart(2, '0')}-${slug}.png`),
    });
  }
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== language) findings.failures.push(`${screen} [${language}]: the page is in "${lang}"`);
  const started = performance.now();
  // Legacy mode runs axe.run() in the page itself: the app has no frames, and the default mode opens
  // a blank page for every check to merge frame results in (about half a second each).
  // Only the violations come back: passes and incomplete results are most of axe's output.
  const builder = new AxeBuilder({ page })
    .setLegacyMode()
    .options({ runOnly: { type: 'tag', values: wcagTags }, resultTypes: ['violations'] });
  if (excludedRules.length) builder.disableRules(excludedRules);
  const results = await builder.analyze();
  for (const violation of results.violations as Result[]) {
    const impact = violation.impact ?? 'minor';
    const targets = violation.nodes.map(
      (node) =>
        `${node.target.join(' ')}${node.failureSummary ? ` (${node.failureSummary.split('\n').slice(1, 2).join('').trim()})` : ''}`,
    );
    const detail = `${violation.help}: ${targets.slice(0, 4).join('; ')}${targets.length > 4 ? ` … ${targets.length} in all` : ''}`;
    findings.all.push({ screen, language, rule: violation.id, impact, detail });
    if (impact === 'serious' || impact === 'critical')
      findings.failures.push(`${screen} [${language}] ${impact} ${violation.id}: ${detail}`);
  }
  findings.axeMs += performance.now() - started;
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > phone.width)
    findings.failures.push(
      `${screen} [${language}]: ${width} px wide, scrolls sideways; sticking out: ${(await overflowing(page)).join(' | ')}`,
    );
};
