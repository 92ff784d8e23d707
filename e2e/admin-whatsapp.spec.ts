import { describe, expect, inject, it } from 'vitest';
import { browsers, unexpectedErrors } from './support/browser.ts';
import { heading, signInOrCreateOperator } from './support/operators.ts';

const browser = browsers();

describe('WhatsApp messaging', () => {
  it('syncs the outbox sample templates, sends one and shows it in the history, on a phone', async () => {
    const owner = await browser({ width: 360, height: 740 });
    await signInOrCreateOperator(owner.page, inject('ownerEmail'));
    await owner.page.goto('/admin');
    await owner.page.getByRole('link', { name: /^WhatsApp/ }).click();
    await owner.page.waitForURL('**/admin/whatsapp');
    await expect.poll(() => heading(owner.page).textContent()).toBe('WhatsApp Messaging');
    // No Meta account here: the screen says plainly that messages reach no one.
    await owner.page.getByText('Messages are not sent to WhatsApp').waitFor();

    await owner.page.getByRole('button', { name: 'Sync templates' }).click();
    await owner.page.getByText('Templates Loaded').first().waitFor();
    await owner.page.getByLabel('Template', { exact: true }).selectOption('sample_meeting_reminder:en');
    await owner.page.getByLabel('Phone number', { exact: true }).fill('98450 12345');
    const values = ['Ramesh', 'Hosur Raitha FPC', '12 June', 'the FPO office'];
    for (const [i, value] of values.entries())
      await owner.page.getByLabel(`Value ${i + 1}`, { exact: true }).fill(value);
    await owner.page.getByRole('button', { name: 'Send message' }).click();
    await owner.page.getByText('Message Sent').first().waitFor();

    const history = owner.page.getByRole('region', { name: 'Message history' });
    await history
      .getByText(
        'Namaste Ramesh, the general body meeting of Hosur Raitha FPC is on 12 June at the FPO office.',
        {
          exact: false,
        },
      )
      .first()
      .waitFor();
    await history.getByText('Accepted').first().waitFor();
    expect(await owner.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(unexpectedErrors(owner.consoleErrors)).toEqual([]);
  });
});
