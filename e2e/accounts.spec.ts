import { describe, expect, inject, it } from 'vitest';
import { browsers, unexpectedErrors } from './support/browser.ts';
import {
  createOperator,
  heading,
  signIn,
  signInOrCreateOperator,
  uniqueEmail as unique,
} from './support/operators.ts';

const browser = browsers();
describe('accounts', () => {
  it('signs up, confirms from the outbox, onboards in Hindi, signs out and in again in Hindi', async () => {
    const { page, consoleErrors } = await browser();
    const email = unique('asha');
    await createOperator(page, email, { language: 'हिन्दी' });
    await page.getByRole('navigation').first().waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'डैशबोर्ड' }).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: /खाता/ }).click();
    await page.getByRole('menuitem', { name: /साइन आउट/ }).click();
    await page.waitForURL('**/login');

    // The sign-in page language is switched back to English; the account's Hindi wins at sign-in.
    await page.getByLabel(/भाषा/).selectOption('en');
    await signIn(page, email, 'secret123');
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByRole('link', { name: 'डैशबोर्ड' }).count()).toBeGreaterThan(0);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('shows the spec message for a wrong password', async () => {
    const { page } = await browser();
    await signIn(page, 'nobody@example.org', 'wrong-password');
    await page.getByText('Invalid email or password. Please check your credentials and try again.').waitFor();
  });

  it('keeps an unconfirmed user on the verify screen until the link is opened', async () => {
    const { page } = await browser();
    const email = unique('pending');
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm password').fill('secret123');
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('Verify Your Email');
    await page.getByText(email).waitFor();
    await page.goto('/farmers');
    await expect.poll(() => heading(page).textContent()).toBe('Verify Your Email');
    await page.getByRole('button', { name: "I've verified my email" }).click();
    await page.getByText('Your email is not confirmed yet.', { exact: false }).waitFor();
  });

  it('sends an anonymous visit to /farmers to /login', async () => {
    const { page } = await browser();
    await page.goto('/farmers');
    await page.waitForURL('**/login');
  });

  it('shows the expired-trial banner and the gate on /reports, and the API refuses with the gate code', async () => {
    const operator = await browser({ width: 360, height: 740 });
    const email = unique('expired');
    await createOperator(operator.page, email);
    const me = await (await operator.context.request.get('/api/me')).json();

    const owner = await browser();
    await signInOrCreateOperator(owner.page, inject('ownerEmail'));
    const expired = await owner.context.request.put(`/api/admin/fpos/${me.fpo.id}/trial`, {
      data: { trialEndDate: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(), reason: 'test' },
      headers: { origin: inject('baseUrl') },
    });
    expect(expired.status()).toBe(204);

    await operator.page.goto('/reports');
    await operator.page.getByText('Trial Period Expired').waitFor();
    await operator.page.getByText('PRO FEATURE', { exact: true }).waitFor();
    const upgrade = operator.page.getByRole('link', { name: 'Upgrade Now' }).last();
    expect(await upgrade.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    const overflow = await operator.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    const api = await operator.context.request.get('/api/reports/farmers?days=30');
    expect(api.status()).toBe(403);
    expect((await api.json()).error.code).toBe('plan_required');

    // Starters screens stay open after the trial.
    await operator.page.goto('/farmers');
    await operator.page.getByText('Trial Period Expired').waitFor();
    expect(await operator.page.getByText('PRO FEATURE', { exact: true }).count()).toBe(0);
  });
});
