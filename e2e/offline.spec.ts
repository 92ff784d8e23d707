import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browsers, unexpectedErrors } from './support/browser.ts';
import { createOperator, heading, uniqueEmail } from './support/operators.ts';

const browser = browsers();

type Farmer = {
  id: string;
  farmerName: string;
  phoneNumber: string;
  acres: number;
  village: string;
  version: number;
};

/**
 * The service worker controls the page and holds this build's app shell, the English texts, and
 * the last answers of the farmer list and the session: the phone is ready to lose its signal.
 */
const readyForOffline = (page: Page) =>
  page.waitForFunction(
    async () => {
      if (!navigator.serviceWorker.controller) return false;
      const names = await caches.keys();
      const shell = names.find((name) => name.startsWith('sangam-shell-'));
      if (!shell || !names.includes('sangam-data')) return false;
      const kept = (await (await caches.open(shell)).keys()).map((request) => new URL(request.url).pathname);
      const answers = (await (await caches.open('sangam-data')).keys()).map((r) => new URL(r.url).pathname);
      return (
        kept.includes('/index.html') &&
        kept.some((path) => path.endsWith('/en/farmers.json')) &&
        kept.some((path) => path.endsWith('/en/offline.json')) &&
        answers.includes('/api/me') &&
        answers.includes('/api/farmers')
      );
    },
    undefined,
    { timeout: 30_000, polling: 250 },
  );

/** The FPO's farmers as the server holds them, read through the API (never the page's cache). */
const onServer = async (context: BrowserContext) => {
  const answer = await context.request.get('/api/farmers');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: Farmer[] }).items;
};

const addFarmer = async (page: Page, name: string, phone: string) => {
  await page.getByRole('button', { name: 'Add Farmer' }).click();
  const form = page.getByRole('dialog', { name: 'Add Farmer' });
  await form.getByLabel('Farmer name').fill(name);
  await form.getByLabel('Phone').fill(phone);
  await form.getByLabel('Land (acres)').fill('2.5');
  await form.getByLabel('Gender').selectOption('Female');
  for (const [label, value] of [
    ['Village', 'Hosur'],
    ['Block', 'Hosur'],
    ['District', 'Krishnagiri'],
    ['State', 'Tamil Nadu'],
    ['Pincode', '635109'],
  ] as const)
    await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: 'Add Farmer' }).click();
  await form.getByText('Saved on this phone').waitFor();
  await form.waitFor({ state: 'detached', timeout: 5000 });
};

/**
 * What the console may say here: the refusal provoked (409), and the requests made with no signal
 * (refused by the browser, or by the worker when it kept no answer for them).
 */
const unexpected = (errors: string[]) =>
  unexpectedErrors(errors, [409]).filter((e) => !/net::ERR_(INTERNET_DISCONNECTED|FAILED)/.test(e));

const noSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

describe('offline farmer capture (issue 20)', () => {
  it('adds three farmers with no signal, keeps them through a closed tab, and sends each once when the signal returns', async () => {
    const { page, context, consoleErrors } = await browser({ width: 360, height: 740 });
    await createOperator(page, uniqueEmail('offline'), { fpoPhone: '9845033333' });
    await page.goto('/farmers');
    await page.getByText('No farmers found').waitFor();
    // Once the worker is in place, the screens read through it and it keeps their answers.
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 30_000 });
    await page.reload();
    await page.getByText('No farmers found').waitFor();
    await readyForOffline(page);

    await context.setOffline(true);
    expect(
      await page.evaluate(() =>
        fetch('/api/health').then(
          () => 'answered',
          () => 'no connection',
        ),
      ),
    ).toBe('no connection');
    const farmers = [
      ['Anjali Devi', '9845061001'],
      ['Bhavani Bai', '9845061002'],
      ['Chitra Kumari', '9845061003'],
    ] as const;
    for (const [name, phone] of farmers) await addFarmer(page, name, phone);
    const waiting = page.getByRole('region', { name: 'Waiting to sync' });
    await waiting.getByText('3 farmers waiting to sync').waitFor();
    await waiting.getByText('No connection. They are sent by themselves when it returns.').waitFor();
    await noSidewaysScroll(page);

    // The tab is closed and opened again, still with no signal: the app and its waiting list open.
    await page.close();
    const again = await context.newPage();
    const againErrors: string[] = [];
    again.on('console', (message) => message.type() === 'error' && againErrors.push(message.text()));
    again.on('pageerror', (error) => againErrors.push(error.message));
    await again.goto('/farmers');
    expect(await heading(again).textContent()).toBe('Farmers');
    const list = again.getByRole('region', { name: 'Waiting to sync' });
    await list.getByText('3 farmers waiting to sync').waitFor();
    for (const [name] of farmers) await list.getByText(name).waitFor();
    expect(await onServer(context)).toEqual([]);

    // The signal returns: they are sent by themselves, one at a time, each once.
    await context.setOffline(false);
    await expect.poll(async () => (await onServer(context)).length, { timeout: 20_000 }).toBe(3);
    await list.waitFor({ state: 'detached', timeout: 10_000 });
    const register = again.getByRole('region', { name: 'Farmer list' });
    for (const [name] of farmers) await register.getByText(name).filter({ visible: true }).waitFor();
    const saved = await onServer(context);
    expect(saved.map((f) => f.farmerName).sort()).toEqual(farmers.map(([name]) => name));
    expect(new Set(saved.map((f) => f.phoneNumber)).size).toBe(3);
    expect(unexpected([...consoleErrors, ...againErrors])).toEqual([]);
  });

  it('keeps a change made offline that meets a change on Sangam, and saves what is chosen field by field', async () => {
    const { page, context, consoleErrors } = await browser({ width: 360, height: 740 });
    await createOperator(page, uniqueEmail('conflict'), { fpoPhone: '9845044444' });
    const origin = { origin: inject('baseUrl') };
    const added = await context.request.post('/api/farmers', {
      data: {
        farmerName: 'Devika Rani',
        phoneNumber: '9845062001',
        acres: '2.5',
        gender: 'Female',
        village: 'Hosur',
        block: 'Hosur',
        district: 'Krishnagiri',
        state: 'Tamil Nadu',
        pincode: '635109',
      },
      headers: origin,
    });
    expect(added.status()).toBe(201);
    const farmer = (await added.json()) as Farmer & Record<string, unknown>;

    await page.goto(`/farmers/${farmer.id}`);
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 30_000 });
    await page.reload();
    await expect.poll(() => heading(page).textContent()).toBe('Devika Rani');
    await readyForOffline(page);

    // No signal in the field: the acres are corrected on the phone.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('dialog', { name: 'Edit Farmer' });
    await form.getByLabel('Land (acres)').fill('4');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('Saved on this phone').waitFor();
    await page.getByText('Your changes to this farmer are waiting to sync.').waitFor();

    // Meanwhile someone at the office changes the village on Sangam.
    const { id, source, fileId, createdAt, updatedAt, version, preferredLanguage, ...fields } = farmer;
    void [source, fileId, createdAt, updatedAt, preferredLanguage];
    const office = await context.request.put(`/api/farmers/${id}`, {
      data: { ...fields, village: 'Bagalur', baseVersion: version },
      headers: origin,
    });
    expect(office.status()).toBe(200);
    // Still without signal, the page reads what the worker kept, not the office's change.
    const kept = await page.evaluate(
      async (farmerId) => (await (await fetch(`/api/farmers/${farmerId}`)).json()).farmer.village as string,
      id,
    );
    expect(kept).toBe('Hosur');

    // The signal returns: the change is not sent over the office's; it waits for a choice.
    await context.setOffline(false);
    await page.getByRole('link', { name: 'See what is waiting' }).click();
    const waiting = page.getByRole('region', { name: 'Waiting to sync' });
    await waiting.getByText('Changed on Sangam meanwhile: compare and choose').waitFor({ timeout: 20_000 });
    expect((await onServer(context)).find((f) => f.id === id)).toMatchObject({
      acres: 2.5,
      village: 'Bagalur',
    });

    await waiting.getByRole('button', { name: 'Compare and choose' }).click();
    const compare = page.getByRole('dialog', { name: 'Changed on Sangam' });
    const acres = compare.getByRole('group', { name: 'Land (acres)' });
    const village = compare.getByRole('group', { name: 'Village' });
    await acres.getByRole('radio', { name: /Yours\s*4/ }).check();
    await village.getByRole('radio', { name: /On Sangam\s*Bagalur/ }).check();
    await compare.getByText(/Same on both: Farmer name, Phone/).waitFor();
    await noSidewaysScroll(page);
    await compare.getByRole('button', { name: 'Save to Sangam' }).click();
    await compare.waitFor({ state: 'detached' });
    const current = async () => (await onServer(context)).find((f) => f.id === id);
    await expect.poll(async () => (await current())?.version, { timeout: 20_000 }).toBe(3);
    expect(await current()).toMatchObject({ acres: 4, village: 'Bagalur' });
    await waiting.waitFor({ state: 'detached', timeout: 10_000 });
    const detail = await (await context.request.get(`/api/farmers/${id}`)).json();
    expect(detail.changedBy?.name).toBe('Lakshmi Devi');
    expect(unexpected(consoleErrors)).toEqual([]);
  });
});
