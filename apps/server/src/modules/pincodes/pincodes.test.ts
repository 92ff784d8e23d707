import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor } from '../../test/clients.ts';

describe('the pincode lookup', async () => {
  const testApp = await buildTestApp();
  const owner = await createOperator(testApp);
  const other = await createOperator(testApp);
  const mine = clientFor(testApp, owner.cookie);

  it("answers a pincode's district and state from India Post's directory", async () => {
    const answer = await mine.get('/api/pincodes/580029');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ pincode: '580029', district: 'Dharwad', state: 'Karnataka' });
    expect((await mine.get('/api/pincodes/744301')).json()).toEqual({
      pincode: '744301',
      district: 'Nicobars',
      state: 'Andaman and Nicobar Islands',
    });
  });

  it('answers every FPO alike: it is a directory, not their data', async () => {
    const answer = await clientFor(testApp, other.cookie).get('/api/pincodes/580029');
    expect(answer.json()).toEqual({ pincode: '580029', district: 'Dharwad', state: 'Karnataka' });
  });

  it('answers field staff, who add farmers', async () => {
    const staff = await createOperator(testApp);
    await testApp.database.db.execute(
      sql`update fpo_members set role = 'field_staff' where fpo_id = ${staff.fpoId}`,
    );
    expect((await clientFor(testApp, staff.cookie).get('/api/pincodes/580029')).statusCode).toBe(200);
  });

  it('does not find a pincode the directory does not list', async () => {
    const answer = await mine.get('/api/pincodes/999999');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ error: { code: 'not_found' } });
  });

  it.each(['58002', '5800290', '058002', 'abcdef', '580 029', '580029x'])('refuses %j', async (pincode) => {
    const answer = await mine.get(`/api/pincodes/${encodeURIComponent(pincode)}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('validation_failed');
  });

  it('needs a session', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/pincodes/580029' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ error: { code: 'unauthenticated' } });
  });
});
