import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browsers, unexpectedErrors } from './support/browser.ts';
import { createOperator, heading, uniqueEmail } from './support/operators.ts';

const browser = browsers();

const farmer = (farmerName: string, phoneNumber: string) => ({
  farmerName,
  phoneNumber,
  acres: '2',
  gender: 'Female',
  village: 'Hosur',
  block: 'Hosur',
  district: 'Krishnagiri',
  state: 'Tamil Nadu',
  pincode: '635109',
});

/** Adds a farmer of the FPO to the member register through the Add Member dialog. */
const registerMember = async (page: Page, name: string, shares: string, capital: string) => {
  await page.getByRole('button', { name: 'Add member' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Member' });
  await dialog.getByRole('searchbox', { name: 'Search farmers by name, village or phone' }).fill(name);
  await dialog.getByRole('radio', { name: new RegExp(name) }).check();
  await dialog.getByLabel('Number of shares').fill(shares);
  await dialog.getByLabel('Paid-up capital (₹)').fill(capital);
  await dialog.getByRole('button', { name: 'Add member' }).click();
  await page.getByText('Member added to the register.').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
};

describe('dividends', () => {
  it('registers two farmers as members, runs the calculator from the register and downloads the list', async () => {
    const { page, context, consoleErrors } = await browser({ width: 360, height: 740 });
    await createOperator(page, uniqueEmail('dividends'));
    for (const body of [farmer('Lakshmi Devi', '9900112233'), farmer('Ramesh Kumar', '9845012345')]) {
      const added = await context.request.post('/api/farmers', {
        headers: { origin: inject('baseUrl') },
        data: body,
      });
      expect(added.status()).toBe(201);
    }

    await page.goto('/dividend-calculator');
    await expect.poll(() => heading(page).textContent()).toBe('Dividend Calculator');
    await page.getByText('No members registered yet').waitFor();

    await registerMember(page, 'Lakshmi Devi', '10', '10,000');
    await registerMember(page, 'Ramesh Kumar', '30', '30000');
    const register = page.getByRole('list', { name: 'Member register' });
    await register
      .getByRole('listitem', { name: 'Ramesh Kumar' })
      .getByText('30 shares · ₹30,000.00 paid up')
      .waitFor();
    // The farmer already on the register cannot be picked again.
    await page.getByRole('button', { name: 'Add member' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Member' });
    await expect.poll(() => dialog.getByRole('radio', { name: /Lakshmi Devi/ }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The calculator, from the register: 2,00,000 of profit over 40,000 of capital at the defaults.
    await page.getByRole('button', { name: 'Use my member register' }).click();
    await expect.poll(() => page.getByLabel('Total paid-up share capital (₹)').inputValue()).toBe('40000');
    await page.getByLabel('Net profit (₹)').fill('2,00,000');
    await page.getByRole('button', { name: 'Calculate Dividend' }).click();
    const results = page.getByRole('region', { name: 'Results' });
    await results.getByText('97.50%').waitFor();
    await results.getByText('₹39,000.00').waitFor();
    await page.getByText('Example: a member with ₹10,000.00 of capital receives ₹9,750.00.').waitFor();

    const perMember = page.getByRole('list', { name: 'Dividend per member' });
    await perMember.getByRole('listitem', { name: 'Lakshmi Devi' }).getByText('₹9,750.00').waitFor();
    await perMember.getByRole('listitem', { name: 'Ramesh Kumar' }).getByText('₹29,250.00').waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download (CSV)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^member-dividends-\d{4}-\d\d-\d\d\.csv$/);
    const lines = fs
      .readFileSync(await file.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'Member,Phone,Village,Shares,Paid-up capital (INR),Joined on,Dividend rate (%),Dividend (INR)',
      expect.stringMatching(
        /^Lakshmi Devi,'\+919900112233,Hosur,10,10000\.00,\d{4}-\d\d-\d\d,97\.5000,9750\.00$/,
      ),
      expect.stringMatching(
        /^Ramesh Kumar,'\+919845012345,Hosur,30,30000\.00,\d{4}-\d\d-\d\d,97\.5000,29250\.00$/,
      ),
      'Total,,,40,40000.00,,97.5000,39000.00',
    ]);

    // Reset restores the defaults and hides the results.
    await page.getByRole('button', { name: 'Reset' }).click();
    await results.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByLabel('Reserves (% of net profit)').inputValue()).toBe('25');

    // The page never scrolls sideways on a 360 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // A member cannot be deleted as a farmer while the holding stands.
    await page.goto('/farmers');
    await page.getByRole('button', { name: 'Delete Ramesh Kumar' }).first().click();
    await page
      .getByRole('dialog', { name: 'Delete Farmer' })
      .getByRole('button', { name: 'Delete Farmer' })
      .click();
    await page.getByText('Farmer Is a Member').first().waitFor();

    expect(unexpectedErrors(consoleErrors, [409])).toEqual([]);
  });
});
