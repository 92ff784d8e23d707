import { duplicateDetailsKey } from '@sangam/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { EXISTING_PAGE_ROWS, loadExistingFarmers } from './existing-farmers.ts';

describe('the register an import is checked against', async () => {
  const testApp = await buildTestApp();
  const { fpoId } = await createOperator(testApp);
  const other = await createOperator(testApp);
  const count = EXISTING_PAGE_ROWS * 2 + 37;
  for (const [fpo, farmers] of [
    [fpoId, count],
    [other.fpoId, 50],
  ] as const)
    await testApp.database.db.execute(sql`
      insert into farmers (fpo_id, farmer_name, phone_number, acres, gender, village, block, district, state, pincode)
      select ${fpo}, 'Farmer ' || g, '+91' || (9000000000 + g)::text, 2, 'Male', 'Hosur', 'Hosur', 'Krishnagiri',
        'Tamil Nadu', '635109'
      from generate_series(1, ${farmers}::int) as g`);

  it('holds every farmer of the FPO, and only of that FPO, however many pages it takes', async () => {
    const existing = await loadExistingFarmers(testApp.database.db, fpoId);
    expect(existing.phones).toHaveLength(count);
    expect(new Set(existing.phones).size).toBe(count);
    expect(new Set(existing.details).size).toBe(count);
    expect(existing.phones).toContain(`+91${9000000000 + count}`);
    expect(existing.details).toContain(
      duplicateDetailsKey({ farmerName: `Farmer ${count}`, village: 'Hosur', pincode: '635109' }),
    );
  });

  it('lets other requests in between its pages: the event loop turns while it reads', async () => {
    let turns = 0;
    let reading = true;
    const turn = () => {
      if (!reading) return;
      turns += 1;
      setImmediate(turn);
    };
    setImmediate(turn);
    await loadExistingFarmers(testApp.database.db, fpoId);
    reading = false;
    expect(turns).toBeGreaterThanOrEqual(2);
  });
});
