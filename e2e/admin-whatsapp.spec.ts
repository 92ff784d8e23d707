import { describe, expect, inject, it } from 'vitest';
import { browsers, unexpectedErrors } from './support/browser.ts';
import { createOperator, heading, signInOrCreateOperator, uniqueEmail } from './support/operators.ts';

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
    const one = owner.page.getByRole('region', { name: 'Send a message' });
    await one.getByLabel('Template', { exact: true }).selectOption('sample_meeting_reminder:en');
    await one.getByLabel('Phone number', { exact: true }).fill('98450 12345');
    const values = ['Ramesh', 'Hosur Raitha FPC', '12 June', 'the FPO office'];
    for (const [i, value] of values.entries())
      await one.getByLabel(`Value ${i + 1}`, { exact: true }).fill(value);
    await one.getByRole('button', { name: 'Send message' }).click();
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

  it("sends one template to a village's farmers, each in their language, and shows each one's result", async () => {
    const fpo = await browser({ width: 1280, height: 900 });
    const fpoName = `Bagalur Raitha FPC ${crypto.randomUUID().slice(0, 6)}`;
    await createOperator(fpo.page, uniqueEmail('bulk'), { fpoName });
    const headers = { origin: inject('baseUrl') };
    const people = [
      { farmerName: 'Manjunath Gowda', village: 'Bagalur', preferredLanguage: 'hi' },
      { farmerName: 'Shanthamma', village: 'Bagalur', preferredLanguage: 'en' },
      { farmerName: 'Ravi Kumar', village: 'Hosur', preferredLanguage: 'en' },
    ];
    for (const [i, person] of people.entries()) {
      const added = await fpo.context.request.post('/api/farmers', {
        headers,
        data: {
          ...person,
          phoneNumber: `98860${String(10000 + i + Math.floor(Math.random() * 80000))}`,
          acres: '2',
          gender: 'Male',
          block: 'Hosur',
          district: 'Krishnagiri',
          state: 'Tamil Nadu',
          pincode: '635109',
        },
      });
      expect(added.status(), await added.text()).toBe(201);
    }

    const owner = await browser({ width: 360, height: 740 });
    await signInOrCreateOperator(owner.page, inject('ownerEmail'));
    await owner.page.goto('/admin/whatsapp');
    await owner.page.getByRole('button', { name: 'Sync templates' }).click();
    await owner.page.getByText('Templates Loaded').first().waitFor();
    const bulk = owner.page.getByRole('region', { name: 'Send to many farmers' });
    await bulk.getByLabel('Search FPOs by name').fill(fpoName);
    await bulk.getByRole('option', { name: `${fpoName} (3 farmers)` }).waitFor({ state: 'attached' });
    await bulk.getByLabel('FPO', { exact: true }).selectOption({ label: `${fpoName} (3 farmers)` });
    await bulk.getByLabel('One village').check();
    await bulk.getByRole('option', { name: 'Bagalur (2 farmers)' }).waitFor({ state: 'attached' });
    await bulk.getByRole('combobox', { name: 'One village' }).selectOption('Bagalur');
    await bulk.getByLabel('Template', { exact: true }).selectOption('sample_meeting_reminder');
    await bulk.getByLabel('Campaign').selectOption('training');
    await bulk.getByRole('combobox', { name: 'What goes in value 1' }).selectOption('farmer_name');
    await bulk.getByRole('combobox', { name: 'What goes in value 2' }).selectOption('fpo_name');
    await bulk.getByRole('textbox', { name: 'Value 3' }).fill('12 June');
    await bulk.getByRole('textbox', { name: 'Value 4' }).fill('the FPO office');
    await bulk.getByRole('button', { name: 'Check recipients' }).click();
    await bulk.getByText('2 farmers will get this message.').waitFor();
    await bulk.getByText('1 in हिन्दी').waitFor();
    await bulk.getByRole('button', { name: 'Send to 2 farmers' }).click();
    await owner.page.getByText('Sending started').first().waitFor();

    const sends = owner.page.getByRole('region', { name: 'Sends to many farmers' });
    const send = sends.getByRole('listitem').filter({ hasText: fpoName }).first();
    await send.getByText('Finished').waitFor({ timeout: 15_000 });
    await send.getByText('2 of 2 handled: 2 reached WhatsApp', { exact: false }).waitFor();
    await send.getByRole('button', { name: 'Show each farmer' }).click();
    await send.getByText('Manjunath Gowda').waitFor();
    await send.getByText('Shanthamma').waitFor();
    expect(await send.getByText('Ravi Kumar').count()).toBe(0);
    // The history shows each farmer's own message, the Hindi reader's in Hindi.
    const history = owner.page.getByRole('region', { name: 'Message history' });
    await history
      .getByText(`Namaste Shanthamma, the general body meeting of ${fpoName}`, { exact: false })
      .first()
      .waitFor();
    await history.getByText('Manjunath Gowda').first().waitFor();
    expect(await owner.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(unexpectedErrors(owner.consoleErrors)).toEqual([]);
  });
});
