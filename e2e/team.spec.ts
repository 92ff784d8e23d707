import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browsers, unexpectedErrors } from './support/browser.ts';
import { linkFromMail } from './support/outbox.ts';
import { createOperator, heading, uniqueEmail } from './support/operators.ts';

const browser = browsers();
const phone = { width: 360, height: 780 };

/** Nothing on the page is wider than the phone: no sideways scroll. */
const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

describe('an FPO team (issue 20)', () => {
  it('the owner invites field staff, who join, add a farmer but cannot delete it, and are signed out when removed', async () => {
    const fpoName = `Kolar Growers ${crypto.randomUUID().slice(0, 4)}`;
    const owner = await browser(phone);
    await createOperator(owner.page, uniqueEmail('team-owner'), { fpoName });

    // The owner invites a field staff member from the Team page, found in the phone's menu.
    await owner.page.getByRole('button', { name: 'Open the menu' }).click();
    await owner.page.getByRole('dialog').getByRole('link', { name: 'Team' }).click();
    await owner.page.waitForURL('**/team');
    await owner.page.getByRole('heading', { name: 'Members (1)' }).waitFor();
    const inviteeEmail = uniqueEmail('field-staff');
    await owner.page.getByLabel('Email').fill(inviteeEmail);
    await owner.page.getByLabel('Role', { exact: true }).selectOption({ label: 'Field staff' });
    await owner.page.getByText('Cannot open: Dashboard', { exact: false }).waitFor();
    await owner.page.getByRole('button', { name: 'Send invitation' }).click();
    await owner.page.getByText(`Invitation sent to ${inviteeEmail}`, { exact: true }).waitFor();
    await owner.page.getByText(inviteeEmail, { exact: true }).waitFor();
    await fitsThePhone(owner.page);

    // The invitation mail's link, opened on the invitee's own phone: a new account joins.
    const link = await linkFromMail(inviteeEmail, '/invitations/');
    const invitee = await browser(phone);
    await invitee.page.goto(link);
    await expect.poll(() => heading(invitee.page).textContent()).toBe(`Join ${fpoName}`);
    await invitee.page.getByText('Lakshmi Devi invites you', { exact: false }).waitFor();
    await fitsThePhone(invitee.page);
    await invitee.page.getByLabel('Full name').fill('Ravi Kumar');
    await invitee.page.getByLabel('Mobile number').fill('98450 67890');
    await invitee.page.getByLabel('Password', { exact: true }).fill('secret123');
    await invitee.page.getByRole('button', { name: `Join ${fpoName}` }).click();
    await invitee.page.waitForURL('**/farmers');
    await expect.poll(() => heading(invitee.page).textContent()).toBe('Farmers');

    // They add a farmer, and see no delete button for it, in the list or on its page.
    await invitee.page.getByRole('button', { name: 'Add Farmer' }).first().click();
    const form = invitee.page.getByRole('dialog', { name: 'Add Farmer' });
    await form.getByLabel('Farmer name').fill('Muniyamma');
    await form.getByLabel('Phone').fill('9845012399');
    await form.getByLabel('Land (acres)').fill('1.5');
    await form.getByLabel('Gender').selectOption('Female');
    await form.getByLabel('Village').fill('Bangarpet');
    await form.getByLabel('Block').fill('Bangarpet');
    await form.getByLabel('District').fill('Kolar');
    await form.getByLabel('State').fill('Karnataka');
    await form.getByLabel('Pincode').fill('563114');
    await form.getByRole('button', { name: 'Add Farmer' }).click();
    await form.waitFor({ state: 'detached', timeout: 10_000 });
    // On a phone the register is a list of cards (the table is hidden).
    await invitee.page.getByText('Muniyamma').filter({ visible: true }).first().waitFor();
    expect(await invitee.page.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    await invitee.page
      .getByRole('button', { name: 'View Muniyamma' })
      .filter({ visible: true })
      .first()
      .click();
    await invitee.page.waitForURL(/\/farmers\/[0-9a-f-]{36}$/);
    await expect.poll(() => heading(invitee.page).textContent()).toBe('Muniyamma');
    expect(await invitee.page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    const farmerId = invitee.page.url().split('/').pop() as string;

    // Nothing on their screens asked for what their role does not open.
    expect(invitee.consoleErrors.filter((error) => error.includes('status of 403'))).toEqual([]);

    // The server refuses the deletion all the same.
    const refused = await invitee.context.request.delete(`/api/farmers/${farmerId}`, {
      headers: { origin: inject('baseUrl') },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('role_forbidden');

    // A page outside the role says so.
    await invitee.page.goto('/buyer');
    await invitee.page.getByRole('heading', { name: 'Not open to your role' }).waitFor();

    // The owner removes them; their next page is the sign-in page.
    await owner.page.reload();
    await owner.page.getByRole('heading', { name: 'Members (2)' }).waitFor();
    await owner.page.getByRole('button', { name: 'Remove Ravi Kumar from the team' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Remove Ravi Kumar?' });
    await dialog.getByText('is signed out at once', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await owner.page.getByText('Ravi Kumar has been removed from the team', { exact: true }).waitFor();
    await owner.page.getByRole('heading', { name: 'Members (1)' }).waitFor();

    await invitee.page.goto('/farmers');
    await invitee.page.waitForURL('**/login', { timeout: 10_000 });
    await invitee.page.getByRole('button', { name: 'Sign in' }).waitFor();

    expect(unexpectedErrors(owner.consoleErrors)).toEqual([]);
    expect(unexpectedErrors(invitee.consoleErrors)).toEqual([]);
  });
});
