import { describe, expect, inject, it } from 'vitest';
import { browsers, unexpectedErrors } from './support/browser.ts';
import { createOperator, heading, uniqueEmail } from './support/operators.ts';

const browser = browsers();

const farmer = (i: number) => ({
  farmerName: `Muniyappa ${i}`,
  phoneNumber: `990011223${i}`,
  acres: '2',
  gender: 'Male',
  village: 'Kolar',
  block: 'Kolar',
  district: 'Kolar',
  state: 'Karnataka',
  pincode: '563101',
});

describe('advisory and farmer mobilization', () => {
  it("shows an FPO's own farmers, says there is no message history yet, and fits a 360 px phone", async () => {
    const { page, context, consoleErrors } = await browser({ width: 360, height: 740 });
    await createOperator(page, uniqueEmail('mobilization'));
    for (let i = 0; i < 3; i++) {
      const added = await context.request.post('/api/farmers', {
        headers: { origin: inject('baseUrl') },
        data: farmer(i),
      });
      expect(added.status()).toBe(201);
    }

    await page.goto('/farmer-mobilization');
    await expect.poll(() => heading(page).textContent()).toBe('Advisory and Farmer Mobilisation');
    const tile = (label: string) => page.getByRole('main').getByText(label, { exact: true }).locator('..');
    await expect.poll(() => tile('Total Farmers').textContent()).toContain('3 joined in this period');
    expect(await tile('Response Rate').textContent()).toContain('Not enough messages yet');
    await page.getByText('Not enough history yet').waitFor();
    // The growth chart is drawn (total and new per day); no message means no pie and no bars.
    await expect.poll(() => page.locator('figure .recharts-line').count()).toBe(2);
    await page.getByText('No messages were sent in this period').waitFor();
    await page.getByText('No replies yet').waitFor();
    await page.getByRole('listitem', { name: 'Membership fee reminders' }).waitFor();

    await page.getByRole('button', { name: 'Last 7 Days' }).click();
    await page.waitForURL('**/farmer-mobilization?period=7d');
    await expect.poll(() => tile('Total Farmers').textContent()).toContain('3 joined in this period');

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});
