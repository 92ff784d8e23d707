import { describe, expect, inject, it } from 'vitest';
import { browsers, unexpectedErrors } from './support/browser.ts';
import { createOperator, heading, signInOrCreateOperator, uniqueEmail } from './support/operators.ts';

const browser = browsers();

describe("every FPO's products and inputs in the back office", () => {
  // Toasts sit over a phone's rows for a few seconds, and the browser waits for them to clear.
  it(
    "lets the owner disable a product and hide, edit and delete an input on a phone; the FPO's figures follow",
    { timeout: 120_000 },
    async () => {
      const tag = crypto.randomUUID().slice(0, 6);
      const fpo = await browser();
      await createOperator(fpo.page, uniqueEmail('stock'), { fpoName: `Tumakuru Stock ${tag}` });
      const write = (url: string, data: object) =>
        fpo.context.request.post(url, { headers: { origin: inject('baseUrl') }, data });
      expect(
        (
          await write('/api/products', {
            productName: `Groundnut oil ${tag}`,
            packagingType: 'packaged',
            quantityAvailable: 40,
            packetSizeGms: 1000,
            salePrice: 245.5,
          })
        ).status(),
      ).toBe(201);
      expect(
        (
          await write('/api/inputs', {
            itemName: `Neem urea ${tag}`,
            quantityAvailable: 40,
            purchasePrice: 242,
            salePrice: 266.5,
            chemicalName: 'Carbamide',
            cropUsedFor: 'Paddy',
          })
        ).status(),
      ).toBe(201);
      const inputValue = async () =>
        ((await (await fpo.context.request.get('/api/dashboard')).json()) as { inputValue: number })
          .inputValue;
      expect(await inputValue()).toBe(10_660);

      const owner = await browser({ width: 360, height: 740 });
      await signInOrCreateOperator(owner.page, inject('ownerEmail'));
      const page = owner.page;
      const sideways = () => page.evaluate(() => document.documentElement.scrollWidth);

      // Products: found by the FPO's name, disabled, and gone from the Mandi.
      await page.goto('/admin');
      await page.getByRole('link', { name: /^Products/ }).click();
      await page.waitForURL('**/admin/products');
      await expect.poll(() => heading(page).textContent()).toBe('Products Overview');
      await page.getByRole('searchbox', { name: 'Search products' }).fill(`Tumakuru Stock ${tag}`);
      const toggle = page.getByRole('switch', { name: `Groundnut oil ${tag} on the Mandi` });
      await toggle.click();
      await page.getByText('Status Updated').first().waitFor();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
      expect(await sideways()).toBeLessThanOrEqual(360);
      const mandi = await fpo.context.request.get(`/api/mandi/products?search=${encodeURIComponent(tag)}`);
      expect(((await mandi.json()) as { total: number }).total).toBe(0);

      // Inputs: the cards, the search by chemical, hide, edit and delete.
      await page.goto('/admin');
      await page.getByRole('link', { name: /^Inputs/ }).click();
      await page.waitForURL('**/admin/inputs');
      await expect.poll(() => heading(page).textContent()).toBe('Inputs Overview');
      await page.getByText('Total input items').waitFor();
      await page.getByRole('searchbox', { name: 'Search inputs' }).fill(`urea ${tag}`);
      await page.getByRole('button', { name: `Hide Neem urea ${tag}` }).click();
      await page.getByText('Input Hidden').first().waitFor();
      await page.getByRole('button', { name: `Show Neem urea ${tag}` }).waitFor();
      expect(await sideways()).toBeLessThanOrEqual(360);

      await page.getByRole('button', { name: `Edit Neem urea ${tag}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Input Product' });
      await dialog.getByLabel(/^Quantity available/).fill('10');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Input Updated').first().waitFor();
      // 10 x 266.50: the FPO's dashboard follows the admin's edit.
      await expect.poll(inputValue).toBe(2665);

      await page.getByRole('button', { name: `Delete Neem urea ${tag}` }).click();
      await page
        .getByRole('dialog', { name: 'Delete Input' })
        .getByRole('button', { name: 'Delete permanently' })
        .click();
      await page.getByText('Input Deleted').first().waitFor();
      await page.getByText('No inputs found').waitFor();
      await expect.poll(inputValue).toBe(0);

      await page.goto('/admin/audit');
      await page.getByText('Input deleted').first().waitFor();
      await page.getByText('Product disabled').first().waitFor();
      expect(unexpectedErrors(owner.consoleErrors)).toEqual([]);
      expect(unexpectedErrors(fpo.consoleErrors)).toEqual([]);
    },
  );
});
