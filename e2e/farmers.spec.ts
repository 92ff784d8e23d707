import { describe, expect, it } from 'vitest';
import { browsers, unexpectedErrors } from './support/browser.ts';
import { createOperator, heading, uniqueEmail } from './support/operators.ts';

const browser = browsers();

describe('the farmer register', () => {
  it('adds a farmer from messy typing, edits and deletes; another FPO cannot open it', async () => {
    const { page, consoleErrors } = await browser();
    await createOperator(page, uniqueEmail('register'));
    await page.getByText('No farmers added yet').waitFor();

    // The FPO has no phone of its own, but the operator gave one at onboarding: no profile dialog.
    await page.goto('/farmers');
    await page.getByRole('button', { name: 'Add Farmer' }).click();
    const form = page.getByRole('dialog', { name: 'Add Farmer' });
    await form.waitFor();

    await form.getByLabel('Farmer name').fill('  RAMESH   kumar ');
    await form.getByLabel('Phone').fill('12345');
    await form.getByLabel('Land (acres)').fill('2.5');
    await form.getByLabel('Land (acres)').blur();
    await form.getByText('Enter a valid 10-digit Indian mobile (optionally with +91).').waitFor();
    await form.getByText('Please fix 1 error before saving.').waitFor();
    expect(await form.getByRole('button', { name: 'Add Farmer' }).isDisabled()).toBe(true);

    await form.getByLabel('Phone').fill('098450-12345');
    await form.getByLabel('Gender').selectOption('Male');
    await form.getByLabel('Village').fill('hosur');
    await form.getByLabel('Block').fill('hosur');
    await form.getByLabel('District').fill('krishnagiri');
    await form.getByLabel('State').fill('tamil nadu');
    await form.getByLabel('Pincode').fill('635 109');
    await form.getByRole('button', { name: 'Add Farmer' }).click();
    await form.getByText('New farmer has been added to your database successfully!').waitFor();
    await form.waitFor({ state: 'detached', timeout: 5000 });

    const row = page.getByRole('row', { name: /Ramesh Kumar/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('+919845012345');
    expect(await row.textContent()).toContain('Krishnagiri, Tamil Nadu');
    await page.getByText('1 / 0').waitFor(); // gender distribution card

    // Edit from the farmer's page.
    await row.click();
    await page.waitForURL(/\/farmers\/[0-9a-f-]{36}$/);
    const farmerUrl = page.url();
    await expect.poll(() => heading(page).textContent()).toBe('Ramesh Kumar');
    await page.getByText('No advisory conversations recorded yet').waitFor();
    await page.getByText('Book seed and fertiliser for 2.5 acres', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Farmer' });
    await edit.getByLabel('Land (acres)').fill('4.25');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'detached', timeout: 5000 });
    await page.getByText('4.25 acres').first().waitFor();

    // Another FPO opening this farmer's address sees the error screen.
    const other = await browser();
    await createOperator(other.page, uniqueEmail('other'), { fpoName: 'Kolar Growers' });
    await other.page.goto(farmerUrl);
    await other.page.getByText('Error Loading Farmer').waitFor();
    await other.page
      .getByText('Farmer not found or you do not have permission to view this farmer.')
      .waitFor();

    // Delete, after the danger confirmation.
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Farmer' });
    await confirm
      .getByText('Are you sure you want to delete Ramesh Kumar? This action cannot be undone.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Keep Farmer' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Farmer' })
      .getByRole('button', { name: 'Delete Farmer' })
      .click();
    await page.waitForURL('**/farmers');
    await page.getByText('No farmers found').waitFor();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('shows the dashboard from real figures on a phone', async () => {
    const { page } = await browser({ width: 360, height: 740 });
    await createOperator(page, uniqueEmail('dash'), { fpoPhone: '9845022222' });
    await page.getByText('Welcome to Your FPO Dashboard').waitFor();
    await page.getByText('Add your farmers to see the business your FPO can build.').waitFor();
    await page.getByRole('link', { name: 'Add First Farmer' }).click();
    const form = page.getByRole('dialog', { name: 'Add Farmer' });
    await form.getByLabel('Farmer name').fill('ಲಕ್ಷ್ಮೀ ದೇವಿ');
    await form.getByLabel('Phone').fill('+91 99001 12233');
    await form.getByLabel('Land (acres)').fill('2');
    await form.getByLabel('Gender').selectOption('Female');
    for (const [label, value] of [
      ['Village', 'Mulbagal'],
      ['Block', 'Mulbagal'],
      ['District', 'Kolar'],
      ['State', 'Karnataka'],
      ['Pincode', '563131'],
    ]) {
      await form.getByLabel(label as string).fill(value as string);
    }
    await form.getByRole('button', { name: 'Add Farmer' }).click();
    await form.waitFor({ state: 'detached', timeout: 5000 });
    await page.goto('/dashboard');
    await page.getByText('ಲಕ್ಷ್ಮೀ ದೇವಿ').waitFor();
    await page.getByText('₹90,000').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
