import { describe, expect, inject, it } from 'vitest';
import { browsers, unexpectedErrors } from './support/browser.ts';
import { createOperator, heading, signInOrCreateOperator, uniqueEmail } from './support/operators.ts';

const browser = browsers();

/** India's date `days` from today, as a date field takes it. */
const indiaDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

describe('trade fairs', () => {
  it('an admin lists a fair, an FPO registers on a phone, is told it already did, and sees it confirmed', async () => {
    const fairName = `Tungabhadra Krishi Mela ${crypto.randomUUID().slice(0, 6)}`;

    // The owner admin adds the fair at /admin/trade-fairs.
    const owner = await browser();
    await signInOrCreateOperator(owner.page, inject('ownerEmail'));
    await owner.page.goto('/admin');
    await owner.page.getByRole('link', { name: /^Trade Fairs The fairs/ }).click();
    await owner.page.waitForURL('**/admin/trade-fairs');
    await expect.poll(() => heading(owner.page).textContent()).toBe('Trade Fairs');
    await owner.page.getByRole('button', { name: 'Add trade fair' }).click();
    const form = owner.page.getByRole('dialog', { name: 'Add trade fair' });
    await form.getByLabel(/^Name/).fill(fairName);
    await form.getByLabel(/^Categories/).fill('Millets, Organic');
    await form.getByLabel(/^Start date/).fill(indiaDay(20));
    await form.getByLabel(/^End date/).fill(indiaDay(22));
    await form.getByLabel(/^Registration deadline/).fill(indiaDay(10));
    await form.getByLabel(/^City/).fill('Hosapete');
    await form.getByLabel(/^State/).fill('Karnataka');
    await form.getByLabel(/^Participation cost/).fill('12000');
    await form.getByLabel(/^Expected visitors/).fill('30000');
    await form.getByRole('button', { name: 'Save' }).click();
    await owner.page.getByText(`${fairName} is saved.`).first().waitFor();

    // An FPO on a 360 px phone registers with its products, comma separated.
    const fpo = await browser({ width: 360, height: 740 });
    await createOperator(fpo.page, uniqueEmail('fair'), { fpoName: 'Hosapete Millet FPO' });
    await fpo.page.goto('/trade-fairs');
    await expect.poll(() => heading(fpo.page).textContent()).toBe('Trade Fairs');
    const card = fpo.page.getByRole('article', { name: fairName });
    await card.getByText('Hosapete, Karnataka').waitFor();
    await card.getByText('₹12,000 participation cost').waitFor();
    await card.getByRole('button', { name: `Register now for ${fairName}` }).click();
    const modal = fpo.page.getByRole('dialog', { name: `Register for ${fairName}` });
    await modal.getByRole('button', { name: 'Submit registration' }).click();
    await modal.getByText('Please enter at least one product to display').waitFor();
    await modal
      .getByLabel(/Products to display/)
      .fill('Foxtail millet, Ragi flour, Cold-pressed groundnut oil');
    await modal.getByLabel(/Booth requirements/).fill('Corner stall with one power point');
    await modal.getByRole('button', { name: 'Submit registration' }).click();
    await fpo.page
      .getByText('Registration submitted successfully! You will be notified once confirmed.')
      .first()
      .waitFor();
    await card.getByText('Awaiting confirmation').waitFor();
    expect(await card.getByRole('button', { name: /Register now/ }).count()).toBe(0);
    expect(await fpo.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Registering again (as a second click or another tab would) is refused with the catalogue's words.
    const fairId = (
      (await (await fpo.context.request.get('/api/trade-fairs')).json()) as {
        items: { id: string; name: string }[];
      }
    ).items.find((fair) => fair.name === fairName)?.id;
    const again = await fpo.context.request.post(`/api/trade-fairs/${fairId}/registrations`, {
      headers: { origin: inject('baseUrl') },
      data: { productsToDisplay: 'Jaggery' },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('already_registered');

    // The admin confirms it; the FPO sees Confirmed.
    await owner.page.reload();
    const registration = owner.page.getByRole('listitem', { name: `Hosapete Millet FPO for ${fairName}` });
    await registration.getByText('Foxtail millet, Ragi flour, Cold-pressed groundnut oil').waitFor();
    await registration
      .getByRole('button', { name: 'Confirm the registration of Hosapete Millet FPO' })
      .click();
    await owner.page
      .getByText(/Hosapete Millet FPO: Confirmed/)
      .first()
      .waitFor();

    await fpo.page.reload();
    await fpo.page.getByRole('article', { name: fairName }).getByText('Confirmed').waitFor();
    expect(unexpectedErrors(fpo.consoleErrors)).toEqual([]);
    expect(unexpectedErrors(owner.consoleErrors)).toEqual([]);
  });
});
