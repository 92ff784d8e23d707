import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browsers, unexpectedErrors } from './support/browser.ts';
import { createOperator, heading, uniqueEmail } from './support/operators.ts';

const browser = browsers();

const farmer = (i: number) => ({
  farmerName: `Basavaraj ${i}`,
  phoneNumber: `984501230${i}`,
  acres: '2.5',
  gender: 'Male',
  village: 'Kampli',
  block: 'Hosapete',
  district: 'Ballari',
  state: 'Karnataka',
  pincode: '583132',
});

const pmfmeLoan = (page: Page) => page.getByRole('listitem', { name: /^PMFME through partner banks/ });

describe('recommendations', () => {
  it('ranks loans and schemes for an FPO, and the tiers and reasons move when it adds its FSSAI number', async () => {
    const { page, context, consoleErrors } = await browser({ width: 360, height: 740 });
    await createOperator(page, uniqueEmail('finance'), { fpoName: 'Kampli Farmers Producer Company' });
    const headers = { origin: inject('baseUrl') };
    for (let i = 0; i < 3; i++)
      expect((await context.request.post('/api/farmers', { headers, data: farmer(i) })).status()).toBe(201);
    // GST registered, PAN and the rest not yet: 20% of the documents.
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Documents' }).click();
    await page.getByLabel('GST number (GSTIN)').fill('27aapfu0939f1zv');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Your profile has been updated successfully!').first().waitFor();

    await page.goto('/finance');
    await expect.poll(() => heading(page).textContent()).toBe('Finance and Loan Options');
    await page.getByText('Data refreshed').waitFor();
    // 30 (size) + 5 (farmers) + 5 (documents) + 8 (government) + 5 (no FSSAI): a fair fit.
    const before = pmfmeLoan(page);
    await before.getByText('53').first().waitFor();
    await before.getByText('Fair').first().waitFor();
    await before.getByRole('button', { name: 'View reasons' }).click();
    await before
      .getByText('A food processing loan: with an FSSAI licence this scores full points.')
      .waitFor();
    await before.getByText('Document compliance is only 20%.', { exact: false }).first().waitFor();
    // Best first: no row scores more than the one above it.
    const scores = await page
      .getByRole('listitem')
      .filter({ hasText: '/100' })
      .evaluateAll((rows) => rows.map((row) => Number(/(\d+)\s*\/100/.exec(row.textContent ?? '')?.[1])));
    expect(scores.length).toBe(9);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    // Served from the cache on the next visit.
    await page.reload();
    await page.getByText('Showing cached recommendations').waitFor();

    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Documents' }).click();
    await page.getByLabel('FSSAI licence number').fill('1002 0042 0071 83');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Your profile has been updated successfully!').first().waitFor();

    // The profile changed, so the cache is stale and the page computes again: 40% of the documents
    // and an FSSAI licence lift it to a good fit.
    await page.goto('/finance');
    await page.getByText('Data refreshed').waitFor();
    const after = pmfmeLoan(page);
    await after.getByText('63').first().waitFor();
    await after.getByText('Good').first().waitFor();
    await after.getByRole('button', { name: 'View reasons' }).click();
    await after.getByText('A food processing loan, and your FPO has an FSSAI licence.').waitFor();
    await page.getByRole('tab', { name: /Good Fit/ }).click();
    await pmfmeLoan(page).waitFor();

    // Schemes: Karnataka's own shown, other states' not, the farmers' place on the tile.
    await page.goto('/schemes');
    await expect.poll(() => heading(page).textContent()).toBe('Government Schemes');
    await page.getByText('Ballari, Karnataka').first().waitFor();
    await page.getByRole('listitem', { name: /^Karnataka Agri Business/ }).waitFor();
    expect(await page.getByRole('listitem', { name: /^SMART project/ }).count()).toBe(0);
    await page.getByText('Detailed Scheme Information').waitFor();
    await page.getByRole('button', { name: 'Refresh Now' }).click();
    await page.getByText('Data refreshed').waitFor();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});
