import type { BuyerIntelligence } from '@sangam/domain';
import { describe, expect, it } from 'vitest';
import { createOperator } from '../test/accounts.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { clientFor } from '../test/clients.ts';
import { seedDemoAdvancedBuyers } from './demo-advanced-buyers.ts';
import { demoBuyers, demoProducts } from './demo-data.ts';

describe('the demo’s advanced buyers (decision 028)', async () => {
  const testApp = await buildTestApp();
  const operator = await createOperator(testApp);
  const client = clientFor(testApp, operator.cookie);
  const userId = (await client.get('/api/me')).json().user.id as string;
  // What seedDemo has made by then: the demo FPO's buyers and products.
  for (const { dealDaysAgo: _deal, paidDaysAgo: _paid, ...buyer } of demoBuyers as readonly Record<
    string,
    unknown
  >[])
    expect((await client.post('/api/buyers', buyer)).statusCode).toBe(201);
  for (const { colour: _colour, expiresInDays: _expires, ...product } of demoProducts)
    expect((await client.post('/api/products', { ...product, expiryDate: null })).statusCode).toBe(201);

  it('gives the directory verified buyers and the intelligence buyers with figures to rank', async () => {
    await seedDemoAdvancedBuyers(testApp.app, { fpoId: operator.fpoId, userId, now: new Date() });
    const verified = (await client.get('/api/advanced-buyers?verified=verified')).json();
    expect(verified.total).toBe(5);
    const intelligence = (await client.get('/api/advanced-buyers/intelligence')).json() as BuyerIntelligence;
    const maize = intelligence.products.find((p) => p.name === 'Yellow maize');
    expect(maize?.matches).toBe(3);
    const view = (
      await client.get(`/api/advanced-buyers/intelligence?product=${maize?.id}`)
    ).json() as BuyerIntelligence;
    expect(view.rows.map((row) => [row.name, row.opportunity])).toEqual([
      ['Hubballi Agro Foods Pvt Ltd', 5_850_000],
      ['Davangere Poultry Feeds', 3_420_000],
      ['Ballari Grain Merchants', null],
    ]);
    const groundnut = intelligence.products.find((p) => p.name.startsWith('Cold-pressed groundnut'));
    expect(groundnut?.matches).toBe(2);
  });
});
