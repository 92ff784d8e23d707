import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type Session = {
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
  close: () => Promise<void>;
};

const randomByte = () => Math.floor(Math.random() * 254) + 1;

/** A fresh Chromium profile (its own cookies) with a page on the started app. */
export const openBrowser = async ({
  width = 1280,
  height = 800,
}: { width?: number; height?: number } = {}): Promise<Session> => {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    baseURL: inject('baseUrl'),
    viewport: { width, height },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // Each browser is its own phone on the office network, as the proxy in front (the test, on
    // loopback; TRUST_PROXY in global-setup) reports it: per-IP sign-up limits then count per phone.
    extraHTTPHeaders: { 'x-forwarded-for': `10.${randomByte()}.${randomByte()}.${randomByte()}` },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return {
    context,
    page,
    consoleErrors,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
};

/**
 * Console errors other than the browser's own report of an API refusal the test asked for: 401, 403,
 * 404 and 429 always, and any other status the test names (a 409 'Buyer Exists' it provoked).
 */
export const unexpectedErrors = (errors: string[], expected: number[] = []) => {
  const asked = [401, 403, 404, 429, ...expected].join('|');
  const refusal = new RegExp(`Failed to load resource: the server responded with a status of (${asked})`);
  return errors.filter((e) => !refusal.test(e));
};

/** Browsers for one spec file, all closed after its tests. */
export const browsers = () => {
  const sessions: Session[] = [];
  afterAll(async () => Promise.all(sessions.map((s) => s.close())));
  return async (size?: { width: number; height: number }) => {
    const session = await openBrowser(size);
    sessions.push(session);
    return session;
  };
};
