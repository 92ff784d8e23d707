import { describe, expect, inject, it } from 'vitest';
import { browsers, unexpectedErrors } from './support/browser.ts';
import { createOperator, heading, uniqueEmail } from './support/operators.ts';

const browser = browsers();

describe('buyers', () => {
  it('adds, rates and reviews a buyer another FPO already knows, opens the profile, and deletes it', async () => {
    // Another FPO has dealt with this trader and reviewed them.
    const other = await browser();
    await createOperator(other.page, uniqueEmail('other-buyers'), {
      fpoName: 'Dharwad Farmers Producer Company',
    });
    const known = await other.context.request.post('/api/buyers', {
      headers: { origin: inject('baseUrl') },
      data: {
        name: 'Sri Lakshmi Traders',
        phone: '9845077777',
        address: 'APMC Yard, Hubballi',
        cropInterest: 'Maize',
        rating: 2,
        feedback: 'Took forty days to pay',
      },
    });
    expect(known.status()).toBe(201);

    const { page, consoleErrors } = await browser({ width: 360, height: 740 });
    await createOperator(page, uniqueEmail('buyers'));
    await page.goto('/buyer');
    await expect.poll(() => heading(page).textContent()).toBe('My Buyers');
    await page.getByText('No buyers yet').waitFor();

    await page.getByRole('button', { name: 'Add Your First Buyer' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Buyer' });
    await form.getByLabel('Buyer name').fill('Sri Lakshmi Traders');
    await form.getByLabel('Phone number').fill('+91 98450 77777');
    await form.getByLabel('Address').fill('APMC Yard, Hubballi');
    await form.getByLabel('Crops they buy').fill('Maize, Jowar');
    await form.getByLabel('Your rating').selectOption('4');
    await form.getByLabel('Feedback').fill('Fair weights, paid in two weeks');
    await form.getByLabel('Deal amount (₹)').fill('48000');
    await form.getByLabel('Deal date').fill('2026-10-01');
    await form.getByLabel('Date paid').fill('2026-10-15');
    await form.getByRole('button', { name: 'Save Buyer' }).click();
    await page.getByText('Buyer added successfully.').first().waitFor();
    await page.getByRole('img', { name: 'Your rating: 4 of 5' }).waitFor();

    // The same phone again: 'Buyer Exists'.
    await page.getByRole('button', { name: 'Add Buyer' }).click();
    await form.getByLabel('Buyer name').fill('Lakshmi Traders');
    await form.getByLabel('Phone number').fill('9845077777');
    await form.getByLabel('Address').fill('Hubballi');
    await form.getByLabel('Crops they buy').fill('Maize');
    await form.getByRole('button', { name: 'Save Buyer' }).click();
    await page.getByText('You already have this buyer in your list.').first().waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'View Community Reviews' }).click();
    const reviews = page.getByRole('dialog', { name: 'Community Reviews' });
    await reviews.getByText('Took forty days to pay').waitFor();
    await reviews.getByText('You').waitFor();
    await reviews.getByText('Lakshmi Devi, Dharwad Farmers Producer Company').waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Sri Lakshmi Traders' }).click();
    await page.waitForURL('**/buyer/buyers/*');
    await page.getByText('Based on 2 reviews').waitFor();
    expect(await page.getByRole('region', { name: 'Business with this buyer' }).textContent()).toContain(
      '14 days',
    );
    expect(await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/919845077777',
    );

    await page.goto('/buyer');
    await page.getByRole('button', { name: 'Delete Sri Lakshmi Traders' }).click();
    await page.getByRole('dialog', { name: 'Delete Buyer' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Buyer has been removed from your list.').first().waitFor();
    await page.getByText('No buyers yet').waitFor();
    // The other FPO keeps the buyer and both reviews.
    const theirs = await (await other.context.request.get('/api/buyers')).json();
    expect(theirs.items).toHaveLength(1);
    expect(unexpectedErrors(consoleErrors, [409])).toEqual([]);
  });
});
