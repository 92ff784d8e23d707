import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browsers, unexpectedErrors, type Session } from './support/browser.ts';
import { createOperator, heading, signInOrCreateOperator, uniqueEmail } from './support/operators.ts';

const browser = browsers();
const DAY = 24 * 60 * 60 * 1000;
/** A journey signs up, onboards and imports: minutes on a busy 2-core machine. */
const JOURNEY_MS = 240_000;

const members = (phones: string[]) =>
  Buffer.from(
    [
      'Farmer Name,Phone,Acres,Gender,Village,Block,District,State,Pincode',
      ...phones.map(
        (phone, i) => `Member ${'ABCDEFGH'[i]},${phone},2,F,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109`,
      ),
      ',9845099999,1,M,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109',
    ].join('\r\n'),
  );

const profileDialog = (page: Page) => page.getByRole('dialog', { name: 'Complete Your Profile' });

/**
 * Everything the server keeps of an uploaded file (DATA_DIR/files/<fpoId>/<fileId>.<ext>, and the
 * parsed copy beside it), as a storage outage would lose it all.
 */
const storedFiles = (fileId: string) => {
  const root = path.join(inject('dataDir'), 'files');
  const found = fs.readdirSync(root).flatMap((fpo) =>
    fs
      .readdirSync(path.join(root, fpo))
      .filter((name) => name.startsWith(fileId))
      .map((name) => path.join(root, fpo, name)),
  );
  if (!found.length) throw new Error(`no stored file for ${fileId}`);
  return found;
};

/** Takes a file's stored copies away; the returned function puts them back. */
const loseStoredFile = (fileId: string) => {
  const kept = storedFiles(fileId).map((file) => ({ file, bytes: fs.readFileSync(file) }));
  for (const { file } of kept) fs.rmSync(file);
  return () => kept.forEach(({ file, bytes }) => fs.writeFileSync(file, bytes));
};

/** The owner admin's browser; the account may already exist from another journey. */
const ownerSession = async (): Promise<Session> => {
  const owner = await browser();
  await signInOrCreateOperator(owner.page, inject('ownerEmail'));
  return owner;
};

describe('a new FPO operator’s first steps', () => {
  it(
    'signs up, onboards, adds the first farmer and uploads a file without being asked for a phone again',
    async () => {
      const { page, consoleErrors } = await browser();
      // Onboarding step 1 takes the operator's phone; the FPO phone is left empty.
      await createOperator(page, uniqueEmail('first'));

      await page.goto('/farmers');
      await page.getByRole('button', { name: 'Add Farmer' }).click();
      const form = page.getByRole('dialog', { name: 'Add Farmer' });
      await form.waitFor();
      expect(await profileDialog(page).count()).toBe(0);
      await form.getByLabel('Farmer name').fill('Savitha');
      await form.getByLabel('Phone').fill('98450 22222');
      await form.getByLabel('Land (acres)').fill('3');
      await form.getByLabel('Gender').selectOption('Female');
      await form.getByLabel('Village').fill('Hosur');
      await form.getByLabel('Block').fill('Hosur');
      await form.getByLabel('District').fill('Krishnagiri');
      await form.getByLabel('State').fill('Tamil Nadu');
      await form.getByLabel('Pincode').fill('635109');
      await form.getByRole('button', { name: 'Add Farmer' }).click();
      await form.waitFor({ state: 'detached', timeout: 10_000 });
      await page.getByRole('row', { name: /Savitha/ }).waitFor();

      await page.getByRole('button', { name: 'Upload Spreadsheet' }).click();
      await page.waitForURL('**/upload');
      await page.getByTestId('file-input').setInputFiles({
        name: 'january.csv',
        mimeType: 'text/csv',
        buffer: members(['9845030001', '9845030002']),
      });
      await page.getByText('Match your columns').waitFor();
      expect(await profileDialog(page).count()).toBe(0);
      await page.getByRole('button', { name: 'Check the rows' }).click();
      await expect.poll(() => page.locator('[data-count="dropped"] dd').textContent()).toBe('1');
      await page.getByRole('button', { name: /Include this data/ }).click();
      await page.getByText('Import Completed').waitFor({ timeout: 30_000 });
      // The results count the row without a name, as the preview did.
      expect(await page.locator('[data-result="dropped"] dd').textContent()).toBe('1');
      expect(await profileDialog(page).count()).toBe(0);
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
    },
    JOURNEY_MS,
  );

  it(
    'finds an upload again from the Farmers page, and an imported farmer leads to its file',
    async () => {
      const { page } = await browser();
      await createOperator(page, uniqueEmail('uploads'));
      await page.goto('/upload');
      await page.getByTestId('file-input').setInputFiles({
        name: 'february.csv',
        mimeType: 'text/csv',
        buffer: members(['9845040001']),
      });
      await page.getByRole('button', { name: 'Check the rows' }).click();
      await page.getByRole('button', { name: /Include this data/ }).click();
      await page.getByText('Import Completed').waitFor({ timeout: 30_000 });

      await page.goto('/farmers');
      const uploads = page.getByRole('region', { name: 'Your uploaded files' });
      await uploads.getByText('2 rows').waitFor();
      await uploads.getByText('Completed').waitFor();
      await uploads.getByRole('link', { name: 'february.csv' }).click();
      await page.waitForURL(/\/file-details\/[0-9a-f-]{36}$/);
      const fileUrl = new URL(page.url()).pathname;
      await expect.poll(() => heading(page).textContent()).toBe('File details');
      await page.getByText('february.csv').first().waitFor();
      await page.getByRole('cell', { name: 'Member A' }).waitFor();

      await page.goto('/farmers');
      await page.getByRole('row', { name: /Member A/ }).click();
      await page.getByRole('link', { name: 'Imported from a spreadsheet' }).click();
      await page.waitForURL(`**${fileUrl}`);
    },
    JOURNEY_MS,
  );

  it(
    'previews a file whose stored copy is gone from the file picked again, making no second upload',
    async () => {
      const { page, context } = await browser();
      await createOperator(page, uniqueEmail('missing'));
      await page.goto('/upload');
      const data = members(['9845050001', '9845050002']);
      await page
        .getByTestId('file-input')
        .setInputFiles({ name: 'march.csv', mimeType: 'text/csv', buffer: data });
      await page.getByRole('button', { name: 'Check the rows' }).click();
      await page.getByRole('button', { name: /Include this data/ }).click();
      await page.getByText('Import Completed').waitFor({ timeout: 30_000 });
      const { items } = await (await context.request.get('/api/uploads')).json();
      expect(items).toHaveLength(1);
      loseStoredFile(items[0].id);

      await page.goto(`/file-details/${items[0].id}`);
      await page.getByText('File content not available').waitFor();
      // The analysis survives the file: View Analysis stays.
      await page.getByRole('link', { name: 'View Analysis' }).waitFor();
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'march.csv', mimeType: 'text/csv', buffer: data });
      await page.getByRole('cell', { name: 'Member B' }).waitFor();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      expect((await download).suggestedFilename()).toBe('march_export.csv');
      expect((await (await context.request.get('/api/uploads')).json()).total).toBe(1);
    },
    JOURNEY_MS,
  );

  it(
    'returns a failed import to the preview with the data kept, and the retry imports it',
    async () => {
      const { page, context } = await browser();
      await createOperator(page, uniqueEmail('retry'));
      await page.goto('/upload');
      await page.getByTestId('file-input').setInputFiles({
        name: 'april.csv',
        mimeType: 'text/csv',
        buffer: members(['9845060001', '9845060002']),
      });
      await page.getByRole('button', { name: 'Check the rows' }).click();
      await expect.poll(() => page.locator('[data-count="ready"] dd').textContent()).toBe('2');

      // The stored file vanishes between the preview and the import, and a farmer added meanwhile
      // means the import checks the file anew instead of reusing the preview's check: it fails.
      const { items } = await (await context.request.get('/api/uploads')).json();
      const restore = loseStoredFile(items[0].id);
      const added = await context.request.post('/api/farmers', {
        headers: { origin: inject('baseUrl') },
        data: {
          farmerName: 'Meanwhile',
          phoneNumber: '9845060099',
          acres: '1',
          gender: 'Male',
          village: 'Hosur',
          block: 'Hosur',
          district: 'Krishnagiri',
          state: 'Tamil Nadu',
          pincode: '635109',
        },
      });
      expect(added.status()).toBe(201);
      await page.getByRole('button', { name: /Include this data/ }).click();
      await page.getByText('Import Failed').first().waitFor({ timeout: 30_000 });
      expect(new URL(page.url()).searchParams.get('job')).toBeNull();
      await page.getByRole('button', { name: 'Try again' }).waitFor();
      expect(await page.locator('[aria-current="step"]').textContent()).toContain('Preview');

      restore();
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByText('Import Completed').waitFor({ timeout: 30_000 });
      expect(await page.locator('[data-result="inserted"] dd').textContent()).toBe('2');
    },
    JOURNEY_MS,
  );

  it(
    'a Pro FPO past its trial date sees no banner and reaches /reports',
    async () => {
      const operator = await browser();
      await createOperator(operator.page, uniqueEmail('paying'));
      const me = await (await operator.context.request.get('/api/me')).json();

      const owner = await ownerSession();
      const admin = (url: string, data: Record<string, unknown>) =>
        owner.context.request.put(url, { data, headers: { origin: inject('baseUrl') } });
      const past = new Date(Date.now() - 3 * DAY).toISOString();
      expect(
        (await admin(`/api/admin/fpos/${me.fpo.id}/trial`, { trialEndDate: past, reason: 'test' })).status(),
      ).toBe(204);
      expect((await admin(`/api/admin/fpos/${me.fpo.id}/plan`, { plan: 'pro' })).status()).toBe(204);

      expect((await operator.context.request.get('/api/reports/farmers?days=30')).status()).toBe(200);
      await operator.page.goto('/reports');
      await expect.poll(() => heading(operator.page).textContent()).toBe('Reports');
      expect(await operator.page.getByText('PRO FEATURE', { exact: true }).count()).toBe(0);
      expect(await operator.page.getByText('Trial Period Expired').count()).toBe(0);
      await operator.page.goto('/dashboard');
      await operator.page.getByText('Welcome to Your FPO Dashboard').waitFor();
      expect(await operator.page.getByText('Trial Period Expired').count()).toBe(0);
      expect(await operator.page.getByText(/Expired \(/).count()).toBe(0);
    },
    JOURNEY_MS,
  );

  it(
    'shows the onboarding wizard, not the error screen, when the onboarding check fails',
    async () => {
      const { page } = await browser();
      await createOperator(page, uniqueEmail('check'));
      await page.route('**/api/me', (route) => route.fulfill({ status: 503, body: '' }));
      await page.goto('/dashboard');
      await page.waitForURL('**/welcome');
      await page.getByText('Personal Information').waitFor({ timeout: 20_000 });
      expect(await page.getByText('Something went wrong').count()).toBe(0);
      await page.unroute('**/api/me');
    },
    JOURNEY_MS,
  );
});
