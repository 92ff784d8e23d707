import { describe, expect, it } from 'vitest';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor } from '../../test/clients.ts';

const farmer = (farmerName: string, phoneNumber: string, pincode: string) => ({
  farmerName,
  phoneNumber,
  acres: '2',
  gender: 'female',
  village: 'Navanagar',
  block: 'Hubballi',
  district: 'Dharwad',
  state: 'Karnataka',
  pincode,
});

describe('searching farmers by pincode (decision 035)', async () => {
  const testApp = await buildTestApp();
  const operator = await createOperator(testApp);
  const other = await createOperator(testApp);
  const mine = clientFor(testApp, operator.cookie);
  for (const [name, phone, pincode] of [
    ['Savitri Patil', '9844400001', '580029'],
    ['Basavaraj Hosamani', '9844400002', '580020'],
    ['Lakshmi Devi', '9844400003', '635109'],
  ] as const)
    expect((await mine.post('/api/farmers', farmer(name, phone, pincode))).statusCode).toBe(201);
  expect(
    (await clientFor(testApp, other.cookie).post('/api/farmers', farmer('Not Mine', '9844400009', '580029')))
      .statusCode,
  ).toBe(201);
  const names = async (q: string) =>
    (await mine.get(`/api/farmers?q=${encodeURIComponent(q)}`))
      .json()
      .items.map((f: { farmerName: string }) => f.farmerName)
      .sort();

  it('finds the farmers of a pincode, typed in full', async () => {
    expect(await names('580029')).toEqual(['Savitri Patil']);
    expect(await names(' 580 029 ')).toEqual(['Savitri Patil']);
    expect(await names('५८००२९')).toEqual(['Savitri Patil']);
  });

  it("finds the pincodes beginning with the digits typed, as a phone's", async () => {
    expect(await names('5800')).toEqual(['Basavaraj Hosamani', 'Savitri Patil']);
    expect(await names('580')).toEqual(['Basavaraj Hosamani', 'Savitri Patil']);
    expect(await names('63510')).toEqual(['Lakshmi Devi']);
    // Two digits are too few; a pincode never begins with 0.
    expect(await names('58')).toEqual([]);
    expect(await names('058002')).toEqual([]);
  });
});
