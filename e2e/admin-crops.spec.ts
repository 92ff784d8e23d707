import { expect, inject, it, describe } from 'vitest';
import { browsers, unexpectedErrors } from './support/browser.ts';
import { heading, signInOrCreateOperator } from './support/operators.ts';

const browser = browsers();

describe('crop management', () => {
  it('keeps a crop a visitor adds out of the picker until the owner approves it at /admin/crops', async () => {
    const crop = `Rambutan ${crypto.randomUUID().slice(0, 6)}`;
    const openForm = async (width = 360) => {
      const session = await browser({ width, height: 740 });
      await session.page.goto('/public/buyer_requirement');
      await expect.poll(() => heading(session.page).textContent()).toBe('Post Your Buying Requirement');
      const picker = session.page.getByRole('combobox', { name: 'Crops Interested In' });
      return { ...session, picker };
    };

    // A buyer on a phone adds the crop from the form's picker; it is chosen for them at once.
    const visitor = await openForm();
    await visitor.picker.click();
    await visitor.page.getByRole('button', { name: 'Add New Crop' }).click();
    await visitor.page.getByLabel('Crop Name').fill(crop);
    await visitor.page.getByLabel('Category').selectOption({ label: 'Fruits' });
    await visitor.page.getByRole('button', { name: 'Add Crop' }).click();
    await visitor.page.getByText(`✅ "${crop}" added successfully!`).first().waitFor();
    await visitor.page.getByRole('button', { name: `Remove ${crop}` }).waitFor();
    expect(unexpectedErrors(visitor.consoleErrors)).toEqual([]);

    // Anyone else opening the form does not see it yet.
    const before = await openForm();
    await before.picker.fill(crop);
    await before.page.getByText('No crops found').waitFor();

    // The owner finds it waiting, from the dashboard's card, and approves it.
    const owner = await browser();
    await signInOrCreateOperator(owner.page, inject('ownerEmail'));
    await owner.page.goto('/admin');
    await owner.page.getByRole('link', { name: /^Crops/ }).click();
    await owner.page.waitForURL('**/admin/crops');
    await expect.poll(() => heading(owner.page).textContent()).toBe('Crop Management');
    await owner.page.getByText(/waiting for approval$/).waitFor();
    await owner.page
      .getByRole('group', { name: 'Show crops' })
      .getByRole('button', { name: 'Pending' })
      .click();
    await owner.page.getByRole('searchbox', { name: 'Search crops' }).fill(crop);
    await owner.page.getByRole('button', { name: `Approve ${crop}` }).click();
    await owner.page.getByText('Crop has been approved successfully').first().waitFor();
    // Approved, it leaves the pending list; under All it shows as approved, by the owner.
    await owner.page.getByText('No crops match this search').waitFor();
    await owner.page.getByRole('group', { name: 'Show crops' }).getByRole('button', { name: 'All' }).click();
    await owner.page.getByRole('button', { name: `Deactivate ${crop}` }).waitFor();
    await owner.page.getByText(new RegExp(`^By ${inject('ownerEmail')}, `)).waitFor();
    // On a phone the table becomes cards: nothing scrolls sideways.
    await owner.page.setViewportSize({ width: 360, height: 740 });
    await owner.page.getByRole('button', { name: `Deactivate ${crop}` }).waitFor();
    expect(await owner.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await owner.page.goto('/admin/audit');
    await owner.page.getByText('Crop approved').first().waitFor();
    expect(unexpectedErrors(owner.consoleErrors)).toEqual([]);

    // A fresh visit to the form lists it in the picker.
    const after = await openForm();
    await after.picker.fill(crop);
    await after.page.getByRole('button', { name: new RegExp(`^${crop}`) }).click();
    await after.page.getByRole('button', { name: `Remove ${crop}` }).waitFor();
    expect(unexpectedErrors(after.consoleErrors)).toEqual([]);
  });
});
