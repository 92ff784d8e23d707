import { describe, expect, inject, it } from 'vitest';
import { browsers, unexpectedErrors } from './support/browser.ts';
import { createOperator, heading, signInOrCreateOperator, uniqueEmail } from './support/operators.ts';

const browser = browsers();

describe('the Buyer Ecosystem', () => {
  it("lets the owner, on a phone, check, publish, correct and delete a buyer's requirement, correct a low-rated shared buyer and verify another", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const origin = { origin: inject('baseUrl') };
    const digits = String(Date.now()).slice(-8);
    const requirementName = `Anand Agro ${tag}`;
    const requirementPhone = `97${digits}`;

    // A buyer posts a requirement from the public form (its API, as the form sends it).
    const visitor = await browser();
    const crops = (await (await visitor.context.request.get('/api/crops')).json()) as {
      items: { id: string; name: string }[];
    };
    const cropId = (name: string) => crops.items.find((c) => c.name === name)?.id;
    const { token } = (await (
      await visitor.context.request.get('/api/public/buyer-requirements/form')
    ).json()) as { token: string };
    await visitor.page.waitForTimeout(3100);
    const posted = await visitor.context.request.post('/api/public/buyer-requirements', {
      headers: origin,
      data: {
        name: requirementName,
        phone: requirementPhone,
        city: 'Hubballi',
        state: 'Karnataka',
        pincode: '580029',
        cropIds: [cropId('Turmeric')],
        quantityRequirements: '20 tonnes a month',
        website: '',
        formToken: token,
      },
    });
    expect(posted.status()).toBe(201);

    // An FPO keeps two buyers: one it rates well, one it rates 2 stars.
    const seller = await browser();
    const fpoName = `Dharwad Growers ${tag}`;
    await createOperator(seller.page, uniqueEmail('seller'), { fpoName });
    const goodName = `Sri Lakshmi Traders ${tag}`;
    const lowName = `Reddy Exports ${tag}`;
    for (const [name, phone, rating, feedback] of [
      [goodName, `96${digits}`, 5, 'Pays within a fortnight'],
      [lowName, `95${digits}`, 2, 'Rejects lots after weighing'],
    ] as const) {
      const added = await seller.context.request.post('/api/buyers', {
        headers: origin,
        data: { name, phone, address: 'APMC Yard, Hubballi', cropInterest: 'Turmeric', rating, feedback },
      });
      expect(added.status()).toBe(201);
    }

    // The owner opens the page from the dashboard's card, on a phone.
    const owner = await browser({ width: 360, height: 740 });
    await signInOrCreateOperator(owner.page, inject('ownerEmail'));
    const page = owner.page;
    await page.goto('/admin');
    await page.getByRole('link', { name: /^Buyers/ }).click();
    await page.waitForURL('**/admin/buyers');
    await expect.poll(() => heading(page).textContent()).toBe('Buyer Ecosystem');
    await page.getByRole('searchbox', { name: 'Search' }).fill(requirementPhone);
    const row = page.locator('tr').filter({ hasText: requirementName });
    await row.getByText('Hubballi, Karnataka 580029').waitFor();

    // Verified, then published: each says so.
    await row.getByRole('switch', { name: `Verified: ${requirementName}` }).click();
    await page.getByText(`The requirement from ${requirementName} is verified.`).first().waitFor();
    await row.getByRole('switch', { name: `Published: ${requirementName}` }).click();
    await page.getByText(`The requirement from ${requirementName} is published.`).first().waitFor();
    await expect
      .poll(() => row.getByRole('switch', { name: `Published: ${requirementName}` }).textContent())
      .toBe('Published (Public)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // A wrong pincode is worded as the spec does; the corrected one is saved.
    await row.getByRole('button', { name: `Edit the requirement from ${requirementName}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Buyer Requirement' });
    await edit.getByLabel(/^Pincode/).fill('5800');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await edit.getByText('Please enter a valid 6-digit pincode').waitFor();
    await edit.getByLabel(/^Pincode/).fill('580001');
    await edit.getByLabel(/^City/).fill(' Dharwad ');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Requirement Updated').first().waitFor();
    await row.getByText('Dharwad, Karnataka 580001').waitFor();

    // The FPO now sees it, verified.
    await seller.page.goto('/buyer');
    const card = seller.page.getByRole('listitem').filter({ hasText: requirementName });
    await card.getByText('Verified').waitFor();
    await card.getByText('20 tonnes a month').waitFor();

    // Global buyers: the 2-star buyer is 'Low Rated'; its review names the FPO; the owner corrects it.
    await page.getByRole('tab', { name: 'Global Buyers' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
    const low = page.locator('tr').filter({ hasText: lowName });
    await low.getByText('Low Rated').waitFor();
    expect(await page.locator('tr').filter({ hasText: goodName }).getByText('Low Rated').count()).toBe(0);
    await low.getByRole('button', { name: `Reviews of ${lowName}` }).click();
    const reviews = page.getByRole('dialog', { name: 'Community Reviews' });
    await reviews.getByText('Rejects lots after weighing').waitFor();
    await reviews.getByText(`Lakshmi Devi, ${fpoName}`).waitFor();
    await page.keyboard.press('Escape');
    await reviews.waitFor({ state: 'detached' });
    await low.getByRole('button', { name: `Edit ${lowName}` }).click();
    const buyerForm = page.getByRole('dialog', { name: 'Edit Buyer' });
    await buyerForm.getByLabel(/^Address/).fill('Gokul Road, Hubballi');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Buyer Updated').first().waitFor();
    await low.getByRole('button', { name: `Details of ${lowName}` }).click();
    const details = page.getByRole('dialog', { name: 'Buyer Details' });
    await details.getByText(`${inject('ownerEmail')} in the back office`, { exact: false }).waitFor();
    await details.getByText('Address:', { exact: false }).waitFor();
    expect(await details.textContent()).toContain('APMC Yard, Hubballi → Gokul Road, Hubballi');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The owner marks the well-rated buyer verified; the filter then shows it alone.
    const good = page.locator('tr').filter({ hasText: goodName });
    const goodSwitch = good.getByRole('switch', { name: `Verified: ${goodName}` });
    await goodSwitch.click();
    await page.getByText('Buyer marked verified').first().waitFor();
    await expect.poll(() => goodSwitch.getAttribute('aria-checked')).toBe('true');
    const filters = page.getByRole('group', { name: 'Show buyers' });
    await filters.getByRole('button', { name: 'Verified', exact: true }).click();
    await expect.poll(() => page.locator('tr').filter({ hasText: lowName }).count()).toBe(0);
    await good.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await filters.getByRole('button', { name: 'All', exact: true }).click();
    await low.waitFor();

    // The FPO's own list shows the correction, and the verified buyer's profile says so.
    const mine = (await (await seller.context.request.get('/api/buyers')).json()) as {
      items: { id: string; name: string; address: string }[];
    };
    expect(mine.items.find((b) => b.name === lowName)?.address).toBe('Gokul Road, Hubballi');
    await seller.page.goto(`/buyer/buyers/${mine.items.find((b) => b.name === goodName)?.id}`);
    await seller.page.getByRole('heading', { name: goodName, exact: true }).waitFor();
    await seller.page.getByText('Verified by Sangam').waitFor();

    // Deleting asks first, naming the buyer.
    await page.getByRole('tab', { name: 'Public Buyer Requirements' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(requirementPhone);
    await row.getByRole('button', { name: `Delete the requirement from ${requirementName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Requirement' });
    await confirm
      .getByText(
        `Are you sure you want to delete the requirement from ${requirementName}? This action cannot be undone.`,
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Requirement Deleted').first().waitFor();
    await page.getByText('No requirement matches your search').waitFor();
    expect(unexpectedErrors(owner.consoleErrors)).toEqual([]);
    expect(unexpectedErrors(seller.consoleErrors)).toEqual([]);
  });
});
