import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor } from '../../test/clients.ts';
import { farmerInput } from '../../test/farmers.ts';
import { settingsBody } from '../../test/settings.ts';
import { recordBusinessIntelligence } from '../inventory/business-intelligence.service.ts';

describe('the scorecard and the farmers analytics (document 2, 2.3, 2.8)', async () => {
  const testApp = await buildTestApp({ OWNER_EMAIL: 'owner@sangam.example' });
  const { database } = testApp;
  const owner = clientFor(testApp, (await createOperator(testApp, 'owner@sangam.example')).cookie);
  const strong = await createOperator(testApp, 'strong@fpo.example');
  const weak = await createOperator(testApp, 'weak@fpo.example');
  const strongClient = clientFor(testApp, strong.cookie);
  await strongClient.put('/api/settings', { ...settingsBody, fpoName: 'Strong FPO' });
  for (const [i, gender] of ['Male', 'Female', 'Female'].entries()) {
    const added = await strongClient.post(
      '/api/farmers',
      farmerInput({ farmerName: `Farmer ${i}`, phoneNumber: `984500000${i}`, gender, acres: '4' }),
    );
    expect(added.statusCode, added.body).toBe(201);
  }
  expect(
    (
      await strongClient.post('/api/products', {
        productName: 'Ragi flour',
        packagingType: 'open',
        salePrice: 300000,
        quantityTonnes: 2,
      })
    ).statusCode,
  ).toBe(201);
  await recordBusinessIntelligence(database.db, strong.fpoId, [
    {
      crop: 'Tomato',
      estimatedArea: 40,
      farmersAffected: 12,
      issue: 'Leaf curl',
      suggestedInput: 'Neem oil',
      potentialOpportunity: '₹1,20,000',
    },
    {
      crop: 'Ragi',
      estimatedArea: 25.5,
      farmersAffected: 8,
      issue: 'Blast',
      suggestedInput: 'Tricyclazole',
      potentialOpportunity: '₹30,000',
    },
    {
      crop: 'tomato ',
      estimatedArea: 10,
      farmersAffected: 3,
      issue: 'Wilt',
      suggestedInput: 'Trichoderma',
      potentialOpportunity: '₹10,000',
    },
  ]);
  await database.db.execute(sql`update fpos set name = '' where id = ${weak.fpoId}`);

  it('scores each FPO from its kept figures and ranks them, with the analytics over all', async () => {
    const { analytics, leaderboard } = (await owner.get('/api/admin/scorecard')).json();
    expect(analytics).toMatchObject({ fpos: 3, activeFpos: 1, totalFarmers: 3, topPerformers: 0 });
    const [first] = leaderboard.items;
    expect(first).toMatchObject({
      rank: 1,
      fpoName: 'Strong FPO',
      email: 'strong@fpo.example',
      figures: {
        farmers: 3,
        crops: 2,
        inputOpportunity: 160000,
        productOpportunity: 600000,
        inventoryValue: 0,
        documentCompliance: 40,
      },
      // 5 (farmers) + 5 (crops) + 7.5 (₹1.6 L demand) + 12 (₹6 L of stock) + 0 + 8 (40% of 20).
      points: {
        farmers: 5,
        crops: 5,
        inputOpportunity: 7.5,
        productOpportunity: 12,
        inventoryValue: 0,
        documentCompliance: 8,
      },
      total: 37.5,
      label: 'needs_improvement',
    });
    expect(leaderboard.items.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 3]);
    expect(analytics.scoreDistribution).toContainEqual({ label: 'needs_improvement', count: 3 });
    expect(analytics.performanceByMetric).toContainEqual({
      metric: 'farmers',
      average: 1.7,
      top: 5,
      max: 25,
    });
    const found = (await owner.get('/api/admin/scorecard?search=STRONG%40')).json();
    expect(found.leaderboard.items.map((r: { fpoName: string }) => r.fpoName)).toEqual(['Strong FPO']);
    expect(found.analytics.fpos).toBe(3);
  });

  it('counts farmers, gender, crops by acreage and each FPO, largest first, an unnamed one as unknown', async () => {
    const report = (await owner.get('/api/admin/farmer-analytics')).json();
    expect(report.totals).toEqual({
      farmers: 3,
      male: 1,
      female: 2,
      acres: 12,
      averageAcres: 4,
      uniqueCrops: 2,
    });
    expect(report.topCrops).toEqual([
      { crop: 'Tomato', acres: 50, farmers: 15 },
      { crop: 'Ragi', acres: 25.5, farmers: 8 },
    ]);
    expect(report.fpos.total).toBe(3);
    expect(report.fpos.items[0]).toMatchObject({
      fpoName: 'Strong FPO',
      farmers: 3,
      female: 2,
      acres: 12,
      averageAcres: 4,
    });
    expect(report.fpos.items.map((f: { fpoName: string | null }) => f.fpoName)).toContain(null);
    expect((await owner.get('/api/admin/farmer-analytics?page=0')).statusCode).toBe(400);
  });

  it('is for admins of those pages only', async () => {
    expect((await strongClient.get('/api/admin/scorecard')).statusCode).toBe(403);
    expect((await strongClient.get('/api/admin/farmer-analytics')).statusCode).toBe(403);
  });
});
