import { describe, expect, inject, it } from 'vitest';
import { browsers, unexpectedErrors } from './support/browser.ts';
import { createOperator, heading, signInOrCreateOperator, uniqueEmail } from './support/operators.ts';

const browser = browsers();

describe('the back office', () => {
  it("lets the owner give a colleague view of users only, and the colleague's screens and the API agree", async () => {
    const colleagueEmail = uniqueEmail('colleague');
    const colleague = await browser({ width: 360, height: 740 });
    await createOperator(colleague.page, colleagueEmail, { fpoName: 'Kolar Raitha FPO' });

    const owner = await browser();
    await signInOrCreateOperator(owner.page, inject('ownerEmail'));
    await owner.page.goto('/admin');
    await expect.poll(() => heading(owner.page).textContent()).toBe('Admin Dashboard');
    await owner.page.getByRole('link', { name: /Access Control/ }).click();
    await owner.page.waitForURL('**/admin/access');
    await owner.page.getByRole('button', { name: 'Grant Access' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Grant Access' });
    await dialog.getByLabel('Find a user').fill(colleagueEmail);
    await dialog.getByRole('option', { name: new RegExp(colleagueEmail) }).waitFor({ state: 'attached' });
    await dialog
      .getByRole('combobox', { name: /^User/ })
      .selectOption({ label: `Lakshmi Devi · ${colleagueEmail} · Kolar Raitha FPO` });
    await dialog.getByRole('checkbox', { name: 'View on Users & Trials' }).check();
    await dialog.getByRole('button', { name: 'Grant Access' }).click();
    await owner.page.getByText('Access Granted').first().waitFor();
    const row = owner.page.getByRole('row').filter({ hasText: colleagueEmail });
    await row.getByText('Users & Trials (View)').waitFor();

    // The colleague, on a phone: the Admin Panel link, one card, and nothing more.
    await colleague.page.goto('/dashboard');
    await colleague.page.getByRole('button', { name: 'Account menu' }).click();
    await colleague.page.getByRole('menuitem', { name: 'Admin Panel' }).click();
    await colleague.page.waitForURL('**/admin');
    await colleague.page.getByRole('link', { name: /Users & Trials/ }).waitFor();
    expect(await colleague.page.getByRole('link', { name: /Access Control/ }).count()).toBe(0);
    await colleague.page.goto('/admin/access');
    await colleague.page.waitForURL('**/dashboard');
    const fpos = await colleague.context.request.get('/api/admin/fpos');
    expect(fpos.status()).toBe(200);
    const fpoId = ((await fpos.json()) as { id: string }[])[0]?.id;
    const change = await colleague.context.request.put(`/api/admin/fpos/${fpoId}/plan`, {
      headers: { origin: inject('baseUrl') },
      data: { plan: 'pro' },
    });
    expect(change.status()).toBe(403);
    // The users list opens for the colleague, with no trial or delete controls.
    await colleague.page.goto('/admin/trials');
    await expect.poll(() => heading(colleague.page).textContent()).toBe('Users & Trials');
    await colleague.page.getByRole('row').filter({ hasText: colleagueEmail }).getByText('You').waitFor();
    expect(await colleague.page.getByRole('button', { name: /^Change the trial of/ }).count()).toBe(0);
    expect(await colleague.page.getByRole('button', { name: /^Delete the account of/ }).count()).toBe(0);
    // The wide table scrolls inside its frame; the page does not scroll sideways.
    expect(await colleague.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    expect(unexpectedErrors(colleague.consoleErrors)).toEqual([]);

    // An FPO whose trial ended sees the banner; the owner gives it thirty days, and it is gone.
    const farmerEmail = uniqueEmail('expired');
    const fpo = await browser();
    await createOperator(fpo.page, farmerEmail, { fpoName: 'Mysuru Millets FPO' });
    await owner.page.goto('/admin/trials');
    await owner.page.getByRole('searchbox', { name: 'Search users' }).fill(farmerEmail);
    const fpoRow = owner.page.getByRole('row').filter({ hasText: farmerEmail });
    await fpoRow.getByText('30 days left').waitFor();
    const adjust = async (how: 'Extend trial' | 'Set trial', days: string) => {
      await fpoRow.getByRole('button', { name: /^Change the trial of/ }).click();
      const dialog = owner.page.getByRole('dialog', { name: 'Adjust Trial' });
      await dialog.getByRole('radio', { name: new RegExp(how) }).check();
      await dialog.getByLabel(/^Days/).fill(days);
      await dialog.getByRole('button', { name: how }).click();
      await owner.page.getByText('Trial Updated').first().waitFor();
    };
    await adjust('Set trial', '-2');
    await fpoRow.getByText('Expired (2d ago)').waitFor();
    await fpo.page.goto('/dashboard');
    await fpo.page.getByText('Trial Period Expired').waitFor();
    await adjust('Set trial', '30');
    await fpoRow.getByText('30 days left').waitFor();
    await fpoRow.getByText('Custom trial').waitFor();
    await fpo.page.reload();
    await expect.poll(() => heading(fpo.page).textContent()).toBeTruthy();
    expect(await fpo.page.getByText('Trial Period Expired').count()).toBe(0);

    // Its documents checked, the owner marks it verified; its public page shows the badge.
    await fpoRow.getByRole('link', { name: 'Lakshmi Devi' }).click();
    await owner.page.waitForURL('**/admin/users/*');
    await owner.page.getByText('Mysuru Millets FPO').first().waitFor();
    await owner.page.getByRole('tab', { name: 'Farmers' }).waitFor();
    // The switch moves once the server has it.
    await owner.page.getByRole('switch', { name: 'Verified FPO' }).click();
    await owner.page.getByText('Badges Updated').first().waitFor();
    await expect.poll(() => owner.page.getByRole('switch', { name: 'Verified FPO' }).isChecked()).toBe(true);
    await owner.page.getByRole('link', { name: 'Open the public FPO page' }).click();
    await owner.page.getByText('Verified FPO').waitFor();
    await owner.page.goto('/admin/audit');
    await owner.page.getByText('FPO badges changed').first().waitFor();

    // Switched off, the grant counts as none.
    await owner.page.goto('/admin/access');
    // The switch moves once the server has it: a grant is never shown off while still on.
    await row.getByRole('switch').click();
    await owner.page.getByText('Status Updated').first().waitFor();
    await expect.poll(() => row.getByRole('switch').isChecked()).toBe(false);
    expect((await colleague.context.request.get('/api/admin/fpos')).status()).toBe(403);
    expect(unexpectedErrors(owner.consoleErrors)).toEqual([]);
  });
});
