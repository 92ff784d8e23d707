import { describe, expect, inject, it } from 'vitest';
import { browsers, unexpectedErrors } from './support/browser.ts';
import { createOperator, heading, signInOrCreateOperator, uniqueEmail } from './support/operators.ts';

const browser = browsers();

describe('dealership opportunities', () => {
  it('an admin lists a company, an FPO applies with the terms, the admin approves and the FPO sees it', async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const company = `Hasiru Seeds ${tag}`;
    const category = `Millet seed ${tag}`;
    const fpoName = `Kampli Farmers ${tag}`;

    // The owner adds a company, a category and what the company asks there.
    const owner = await browser();
    await signInOrCreateOperator(owner.page, inject('ownerEmail'));
    await owner.page.goto('/admin');
    await owner.page.getByRole('link', { name: /^Dealerships/ }).click();
    await owner.page.waitForURL('**/admin/dealerships');
    await expect.poll(() => heading(owner.page).textContent()).toBe('Dealerships');
    await owner.page.getByRole('tab', { name: 'Companies' }).click();
    await owner.page.getByRole('button', { name: 'Add Company' }).click();
    await owner.page.getByLabel('Company name').fill(company);
    await owner.page.getByLabel('Website').fill('https://hasiru.example.org');
    await owner.page.getByRole('button', { name: 'Save' }).click();
    await owner.page.getByText('Company Saved').first().waitFor();
    await owner.page.getByRole('listitem', { name: company }).waitFor();

    await owner.page.getByRole('tab', { name: 'Categories' }).click();
    await owner.page.getByLabel('Category name').fill(category);
    await owner.page.getByRole('button', { name: 'Add Category' }).click();
    await owner.page.getByRole('listitem', { name: category }).waitFor();

    await owner.page.getByRole('tab', { name: 'Requirements' }).click();
    await owner.page.getByRole('button', { name: 'Add Requirement' }).click();
    await owner.page.getByLabel('Company', { exact: true }).selectOption({ label: company });
    await owner.page.getByLabel('Category', { exact: true }).selectOption({ label: category });
    await owner.page.getByLabel('Minimum farmers').fill('1');
    await owner.page.getByLabel('Minimum acres').fill('2');
    await owner.page.getByRole('checkbox', { name: 'Karnataka' }).check();
    await owner.page.getByRole('button', { name: 'Save' }).click();
    await owner.page.getByText('Requirement Saved').first().waitFor();
    await owner.page.getByRole('listitem', { name: `${company} - ${category}` }).waitFor();
    expect(unexpectedErrors(owner.consoleErrors)).toEqual([]);

    // An FPO in its trial (Pro) on a phone: one farmer in Karnataka with 2.5 acres.
    const fpo = await browser({ width: 360, height: 740 });
    await createOperator(fpo.page, uniqueEmail('dealer'), { fpoName });
    const added = await fpo.context.request.post('/api/farmers', {
      headers: { origin: inject('baseUrl') },
      data: {
        farmerName: 'Basavaraj',
        phoneNumber: '9845012301',
        acres: '2.5',
        gender: 'Male',
        village: 'Kampli',
        block: 'Hosapete',
        district: 'Ballari',
        state: 'Karnataka',
        pincode: '583132',
      },
    });
    expect(added.status()).toBe(201);
    await fpo.page.goto('/dealership');
    await expect.poll(() => heading(fpo.page).textContent()).toBe('Dealership Opportunities');
    await fpo.page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: category }).click();
    const offer = fpo.page.getByRole('listitem', { name: `${company} - ${category}` });
    await offer.getByText('Eligible', { exact: true }).waitFor();
    await offer.getByRole('button', { name: 'Apply Now' }).click();
    const modal = fpo.page.getByRole('dialog');
    await modal.getByText('Applications are reviewed in 5-7 business days.', { exact: false }).waitFor();
    const submit = modal.getByRole('button', { name: 'Submit Application' });
    expect(await submit.isDisabled()).toBe(true);
    await modal
      .getByRole('checkbox', { name: 'I accept the terms and conditions of this dealership' })
      .check();
    await submit.click();
    await fpo.page
      .getByText(`Your application for ${company} - ${category} has been submitted successfully.`)
      .first()
      .waitFor();
    await offer.getByText('Application Pending').waitFor();
    expect(await offer.getByRole('button', { name: 'Apply Now' }).count()).toBe(0);
    expect(await fpo.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(unexpectedErrors(fpo.consoleErrors)).toEqual([]);

    // The owner approves it.
    await owner.page.getByRole('tab', { name: 'Applications' }).click();
    const application = owner.page.getByRole('listitem', { name: `${fpoName}: ${company} - ${category}` });
    await application.getByText('Application Pending').waitFor();
    await application.getByRole('button', { name: 'Approve' }).click();
    await owner.page.getByRole('dialog').getByLabel('Note to the FPO (optional)').fill('Welcome aboard.');
    await owner.page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await owner.page.getByText(`${fpoName}'s application is now Approved.`).first().waitFor();
    await application.getByText('Approved', { exact: true }).waitFor();

    // The FPO sees it approved, with the note.
    await fpo.page.reload();
    await fpo.page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: category }).click();
    await offer.getByText('Approved', { exact: true }).waitFor();
    await fpo.page.getByText('Welcome aboard.').waitFor();
    expect(unexpectedErrors(fpo.consoleErrors)).toEqual([]);
    expect(unexpectedErrors(owner.consoleErrors)).toEqual([]);
  });
});
