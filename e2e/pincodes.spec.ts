import { describe, expect, it } from 'vitest';
import { browsers, unexpectedErrors } from './support/browser.ts';
import { createOperator, uniqueEmail } from './support/operators.ts';

const browser = browsers();

/** Three members: one with no district or state, one whose district is not its pincode's, one right. */
const rows = [
  'Farmer Name,Phone,Acres,Gender,Village,Block,District,State,Pincode',
  'Geetha Kulkarni,9876511101,2,F,Gandhinagar,Bengaluru,,,560009',
  'Eranna Talawar,9876511102,1.5,M,Navanagar,Hubballi,Belagavi,Karnataka,580025',
  'Shantamma Pujar,9876511103,3,F,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109',
];

describe('pincode-aware places (decision 035)', () => {
  it('fills and checks the place from the pincode in the form and the import, and finds farmers by pincode', async () => {
    // On a phone: the form, its warning and "Use these" must fit 360 px.
    const session = await browser({ width: 360, height: 740 });
    const { page } = session;
    await createOperator(page, uniqueEmail('pincodes'), { fpoPhone: '9845044444' });

    await page.goto('/farmers');
    await page.getByRole('button', { name: 'Add Farmer' }).click();
    const form = page.getByRole('dialog', { name: 'Add Farmer' });
    await form.getByLabel('Farmer name').fill('Savitri Patil');
    await form.getByLabel('Phone').fill('9845011100');
    await form.getByLabel('Land (acres)').fill('2');
    await form.getByLabel('Gender').selectOption('Female');
    await form.getByLabel('Village').fill('Navanagar');
    await form.getByLabel('Block').fill('Hubballi');

    // A pincode fills the district and state left empty.
    await form.getByLabel('Pincode').fill('580029');
    await expect.poll(() => form.getByLabel('District').inputValue()).toBe('Dharwad');
    expect(await form.getByLabel('State').inputValue()).toBe('Karnataka');
    await form.getByText('District and state filled in from pincode 580029.').waitFor();

    // A district that is not the pincode's is a warning, and "Use these" puts the pincode's back.
    await form.getByLabel('District').fill('Belagavi');
    const warning = form.getByText('Pincode 580029 is in Dharwad, Karnataka.');
    await warning.waitFor();
    expect(await form.getByRole('button', { name: 'Add Farmer' }).isDisabled()).toBe(false);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await form.getByRole('button', { name: 'Use these' }).click();
    expect(await form.getByLabel('District').inputValue()).toBe('Dharwad');
    await warning.waitFor({ state: 'detached' });

    await form.getByRole('button', { name: 'Add Farmer' }).click();
    await form.getByText('New farmer has been added to your database successfully!').waitFor();
    await form.waitFor({ state: 'detached', timeout: 5000 });

    // An import: the preview says which places came from the pincode and which do not match it.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/upload');
    await page.getByTestId('file-input').setInputFiles({
      name: 'members.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${rows.join('\r\n')}\r\n`),
    });
    await page.getByRole('button', { name: 'Check the rows' }).click();
    await page.getByText('1 row got its district and state from its pincode.').waitFor();
    await page
      .getByText(
        '1 row has a district or state that does not match its pincode. It will be imported as written.',
      )
      .waitFor();
    // Opened directly, the upload page still names the columns as the farmer form does.
    await page.getByRole('columnheader', { name: 'District' }).waitFor();
    const count = (key: string) => page.locator(`[data-count="${key}"] dd`).textContent();
    expect(await count('ready')).toBe('3');
    await page.getByLabel('Show only rows whose place does not match the pincode').check();
    await page.getByText('Showing 1 of 1 rows').waitFor();
    await page.getByText('Pincode 580025 is in Dharwad, Karnataka.').waitFor();
    await page.getByRole('button', { name: 'Include this data (3 rows)' }).click();
    await page.getByText('Successfully added 3 farmers to your database!').waitFor({ timeout: 30_000 });

    // Search by pincode: six digits find that pincode, fewer its beginning.
    await page.goto('/farmers');
    const search = page.getByRole('searchbox', { name: 'Search farmers' });
    await search.fill('580029');
    await page.getByText('Showing 1–1 of 1').waitFor();
    await page.getByRole('row', { name: /Savitri Patil/ }).waitFor();
    await search.fill('5800');
    await page.getByText('Showing 1–2 of 2').waitFor();
    await search.fill('560009');
    await page.getByText('Showing 1–1 of 1').waitFor();
    const filled = page.getByRole('row', { name: /Geetha Kulkarni/ });
    expect(await filled.textContent()).toContain('Bengaluru Urban, Karnataka');
    expect(unexpectedErrors(session.consoleErrors)).toEqual([]);
  });
});
