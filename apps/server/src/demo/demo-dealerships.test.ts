import { describe, expect, it } from 'vitest';
import { createOperator } from '../test/accounts.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { clientFor } from '../test/clients.ts';
import { farmerInput } from '../test/farmers.ts';
import { settingsBody } from '../test/settings.ts';
import { seedDemoDealerships } from './demo-dealerships.ts';

type Offer = {
  eligibility: { eligible: boolean; unmet: { kind: string }[] };
  application: { status: string } | null;
};

describe('the demonstration dealership catalogue', async () => {
  const testApp = await buildTestApp();
  const operator = await createOperator(testApp);
  const client = clientFor(testApp, operator.cookie);
  await client.put('/api/settings', settingsBody);
  for (let i = 0; i < 12; i++)
    await client.post(
      '/api/farmers',
      farmerInput({ farmerName: `Ramesh ${i}`, phoneNumber: `98450123${10 + i}`, state: 'Karnataka' }),
    );
  const me = (await client.get('/api/me')).json();

  it('lists companies the FPO meets and misses, and an application under review', async () => {
    expect(await seedDemoDealerships(testApp.app, { fpoId: operator.fpoId, userId: me.user.id })).toBe(true);
    const page = (await client.get('/api/dealerships')).json();
    expect(page.categories).toHaveLength(5);
    expect(page.companies).toHaveLength(4);
    const offers = page.companies.flatMap((c: { offers: Offer[] }) => c.offers) as Offer[];
    expect(offers.filter((o) => o.eligibility.eligible).length).toBe(2);
    expect(new Set(offers.flatMap((o) => o.eligibility.unmet.map((u) => u.kind)))).toEqual(
      new Set(['farmers', 'acres', 'documents', 'turnover', 'location']),
    );
    expect(page.applications).toMatchObject([
      { companyName: 'Bhoomi Farm Implements', status: 'under_review' },
    ]);
    expect(await seedDemoDealerships(testApp.app, { fpoId: operator.fpoId, userId: me.user.id })).toBe(false);
  });
});
