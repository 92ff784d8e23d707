import type { BusinessOpportunities } from '@sangam/domain';
import { describe, expect, it } from 'vitest';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor } from '../../test/clients.ts';
import { recordBusinessIntelligence } from '../inventory/business-intelligence.service.ts';

describe('business opportunities (/business)', async () => {
  const testApp = await buildTestApp();
  const { app, database } = testApp;
  const operator = await createOperator(testApp);
  const mine = clientFor(testApp, operator.cookie);
  const neighbour = await createOperator(testApp);
  const theirs = clientFor(testApp, neighbour.cookie);
  const read = async (client = mine) => {
    const answer = await client.get('/api/business');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as BusinessOpportunities;
  };

  it('says there is nothing yet, with zero totals, for a new FPO', async () => {
    expect(await read()).toEqual({
      rows: [],
      totals: { rows: 0, farmersAffected: 0, acres: 0, rupees: 0 },
      products: { items: [], totalValue: 0 },
    });
  });

  it("lists the FPO's field findings by crop with their rupees and totals", async () => {
    await recordBusinessIntelligence(database.db, operator.fpoId, [
      {
        crop: 'Paddy',
        estimatedArea: 610,
        farmersAffected: 140,
        issue: 'Zinc deficiency (khaira)',
        suggestedInput: 'Zinc sulphate',
        potentialOpportunity: '₹98,000',
      },
      {
        crop: 'groundnut',
        estimatedArea: null,
        farmersAffected: 64,
        issue: 'Tikka leaf spot',
        suggestedInput: 'Mancozeb 75% WP',
        potentialOpportunity: 'Rs. 54,400.50 per season',
      },
      {
        crop: 'Maize',
        estimatedArea: 420.25,
        farmersAffected: 85,
        issue: 'Fall armyworm',
        suggestedInput: 'Emamectin benzoate 5% SG',
        potentialOpportunity: null,
      },
    ]);
    await recordBusinessIntelligence(database.db, neighbour.fpoId, [
      {
        crop: 'Chilli',
        estimatedArea: 150,
        farmersAffected: 38,
        issue: 'Thrips',
        suggestedInput: 'Fipronil 5% SC',
        potentialOpportunity: '₹76,000',
      },
    ]);
    const business = await read();
    expect(business.rows.map((row) => row.crop)).toEqual(['groundnut', 'Maize', 'Paddy']);
    expect(business.rows[0]).toMatchObject({
      estimatedArea: null,
      farmersAffected: 64,
      issue: 'Tikka leaf spot',
      suggestedInput: 'Mancozeb 75% WP',
      opportunity: 'Rs. 54,400.50 per season',
      rupees: 54_401,
    });
    expect(business.rows[1]).toMatchObject({ estimatedArea: 420.25, opportunity: null, rupees: 0 });
    expect(business.totals).toEqual({ rows: 3, farmersAffected: 289, acres: 1030.25, rupees: 152_401 });
  });

  it("never shows another FPO's rows or products", async () => {
    const answer = await theirs.get('/api/business');
    const body = answer.json() as BusinessOpportunities;
    expect(body.rows.map((row) => row.crop)).toEqual(['Chilli']);
    expect(body.totals).toEqual({ rows: 1, farmersAffected: 38, acres: 150, rupees: 76_000 });
    expect(answer.body).not.toContain(operator.fpoId);
    expect(answer.body).not.toContain('Paddy');
  });

  it('values each active product at its sale price times packets or tonnes, largest first', async () => {
    const add = async (body: object) => {
      const answer = await mine.post('/api/products', body);
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json().id as string;
    };
    const ghee = await add({
      productName: 'Cow ghee',
      packagingType: 'packaged',
      quantityAvailable: 120,
      packetSizeGms: 500,
      salePrice: 45.5,
    });
    const ragi = await add({
      productName: 'Ragi',
      packagingType: 'open',
      quantityTonnes: 2.5,
      salePrice: 38_000,
    });
    await add({
      productName: 'Unlisted jaggery',
      packagingType: 'open',
      quantityTonnes: 10,
      salePrice: 50_000,
      isActive: false,
    });
    const { products } = await read();
    expect(products.items).toEqual([
      {
        id: ragi,
        productName: 'Ragi',
        packagingType: 'open',
        quantity: 2.5,
        salePrice: 38_000,
        value: 95_000,
      },
      {
        id: ghee,
        productName: 'Cow ghee',
        packagingType: 'packaged',
        quantity: 120,
        salePrice: 45.5,
        value: 5460,
      },
    ]);
    expect(products.totalValue).toBe(100_460);
    expect((await read(theirs)).products).toEqual({ items: [], totalValue: 0 });
  });

  it('answers only a signed-in FPO user', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/business' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ error: { code: 'unauthenticated' } });
  });
});
