import { describe, expect, it } from 'vitest';
import { createOperator } from '../test/accounts.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { clientFor } from '../test/clients.ts';
import { seedDemoTradeFairs } from './demo-trade-fairs.ts';

describe('the demonstration trade fairs', async () => {
  const testApp = await buildTestApp();
  const operator = await createOperator(testApp);
  const client = clientFor(testApp, operator.cookie);

  it('shows every state a fair card has, with the demo FPO awaiting confirmation for one', async () => {
    const me = (await client.get('/api/me')).json();
    expect(await seedDemoTradeFairs(testApp.app, { fpoId: operator.fpoId, userId: me.user.id })).toBe(4);
    const fairs = (await client.get('/api/trade-fairs')).json().items as {
      name: string;
      registrationState: string;
      registration: { status: string } | null;
    }[];
    expect(
      fairs.map((fair) => [fair.name, fair.registrationState, fair.registration?.status ?? null]),
    ).toEqual([
      ['Kaveri Horticulture Show', 'completed', null],
      ['Malabar Spice and Plantation Fair', 'closed', null],
      ['Godavari Agri Expo', 'registered', 'pending'],
      ['Deccan Millet and Organic Mela', 'open', null],
    ]);
  });
});
