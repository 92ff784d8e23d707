import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { browsers, unexpectedErrors } from './support/browser.ts';
import { createOperator, heading, uniqueEmail } from './support/operators.ts';

const browser = browsers();

/** The outbox's mail to the owner that carries `token`, soft line breaks undone; null until it is written. */
const ownerMailWith = (token: string) => {
  const folder = path.join(inject('dataDir'), 'mail');
  if (!fs.existsSync(folder)) return null;
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.eml'))) {
    const mail = fs.readFileSync(path.join(folder, file), 'utf8').replace(/=\r?\n/g, '');
    if (/^To: owner@sangam\.test/im.test(mail) && mail.includes(token)) return mail;
  }
  return null;
};

describe('service pages (document 2, 2.15)', () => {
  it('shows CA plans with their prices on a 360 px phone, and an enquiry from a plan card reaches the owner', async () => {
    const { page, consoleErrors } = await browser({ width: 360, height: 740 });
    const email = uniqueEmail('services');
    await createOperator(page, email);

    await page.goto('/ca-services');
    await expect.poll(() => heading(page).textContent()).toBe('CA Services');
    await page.getByText('₹45,000').waitFor();
    await page.getByText('₹75,000').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole('button', { name: 'Ask about Premium' }).click();
    expect(await page.getByLabel('Plan', { exact: true }).inputValue()).toBe('premium');
    expect(await page.getByLabel(/Contact person/).inputValue()).toBe('Lakshmi Devi');
    const token = `audit-${crypto.randomUUID().slice(0, 8)}`;
    await page.getByLabel('Message', { exact: true }).fill(`Please call us about our ${token}.`);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page.getByText('Enquiry sent').waitFor();

    await expect.poll(() => ownerMailWith(token), { timeout: 10_000 }).not.toBeNull();
    const mail = ownerMailWith(token) ?? '';
    expect(mail).toContain('Subject: Service enquiry from Hosur Farmers Producer Company: CA services');
    expect(mail).toContain(`User email: ${email}`);
    expect(mail).toContain('Phone: +919845012345');

    for (const [pathname, title] of [
      ['/accounting', 'Accounting'],
      ['/dpr-services', 'DPR Services'],
      ['/hfn-stores', 'HFN Stores'],
      ['/cs-services', 'CS Services'],
    ] as const) {
      await page.goto(pathname);
      await expect.poll(() => heading(page).textContent()).toBe(title);
      await page.getByRole('button', { name: 'Send enquiry' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), pathname).toBeLessThanOrEqual(
        360,
      );
    }
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});
