import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { demoConfig } from './demo-config.ts';
import {
  demoAccount,
  demoBusinessIntelligence,
  demoBuyers,
  demoFarmerIntelligence,
  demoInputs,
  demoProducts,
  demoRequirements,
} from './demo-data.ts';
import { demoMoreBuyers } from './demo-advanced-buyers.ts';
import { seedDemo } from './seed-demo.ts';
import { demoOpenInvitation, demoTeam, demoTeamFarmers } from './demo-team.ts';

describe('the demonstration FPO (npm run demo)', async () => {
  const database = await createTestDatabase();
  // Mail goes to the outbox, as in demo mode: the demo confirms its account from it.
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: `.tmp/test-data/${crypto.randomUUID()}` });
  const app = await buildApp({ config, database });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  const signIn = () =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { host: 'localhost', origin: 'http://localhost' },
      payload: { email: demoAccount.email, password: demoAccount.password },
    });

  it('is built through the app and can be signed in to, with figures on every screen', async () => {
    expect(await seedDemo(app, { farmers: 25 })).toBe(true);
    const signedIn = await signIn();
    expect(signedIn.statusCode).toBe(200);
    const cookie = [signedIn.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    const get = async (url: string) => (await app.inject({ method: 'GET', url, headers: { cookie } })).json();

    const dashboard = await get('/api/dashboard');
    expect(dashboard.fpoName).toBe('Tungabhadra Farmer Producer Company Ltd');
    // The 25 of the register and the two the field staff member added on a visit (decision 036).
    expect(dashboard.farmers.totalFarmers).toBe(25 + demoTeamFarmers.length);
    expect(dashboard.farmers.femaleCount).toBeGreaterThan(0);
    expect(dashboard.productValue).toBeGreaterThan(0);
    expect(dashboard.inputValue).toBeGreaterThan(0);
    // Spread over past months: not every farmer was added this week.
    expect(dashboard.farmers.recentAdditions).toBeLessThan(25);

    expect(dashboard.documents.completionPercentage).toBe(40);
    const photos = await get('/api/settings/photos');
    expect([photos.logo, photos.village1, photos.village2].every(Boolean)).toBe(true);

    // Last night's refresh ran: the loan options come from the cache, scored against the demo FPO.
    const loans = await get('/api/recommendations/loans');
    expect(loans).toMatchObject({ fromCache: true, snapshot: { totalFarmers: 25 + demoTeamFarmers.length } });
    expect(loans.items).toHaveLength(9);

    const products = await get('/api/products');
    expect(products.items).toHaveLength(demoProducts.length);
    expect(products.items.every((p: { picture: unknown }) => p.picture)).toBe(true);
    expect(products.stats.lowStock).toBeGreaterThan(0);
    expect(products.stats.expiringSoon).toBeGreaterThan(0);
    expect((await get('/api/inputs')).items).toHaveLength(demoInputs.length);
    const demand = await get('/api/inputs/opportunities');
    expect(demand.rows.some((row: { stocked: boolean }) => row.stocked)).toBe(true);
    expect(demand.rows.some((row: { stocked: boolean }) => !row.stocked)).toBe(true);
    expect(demand.totalFarmers).toBe(demoBusinessIntelligence.reduce((n, row) => n + row.farmersAffected, 0));
    // Business opportunities: the field findings by crop, and what the listed products are worth.
    const business = await get('/api/business');
    expect(business.rows).toHaveLength(demoBusinessIntelligence.length);
    expect(business.totals.rupees).toBeGreaterThan(0);
    expect(business.products.items.length).toBeGreaterThan(0);
    expect(business.products.totalValue).toBeGreaterThan(0);
    // A few farmers have advisory notes on their detail page.
    const [first] = (await get('/api/farmers?q=9100000000')).items;
    const detail = await get(`/api/farmers/${first.id}`);
    expect(detail.intelligence).toHaveLength(demoFarmerIntelligence.filter((n) => n.farmer === 0).length);
    expect(detail.intelligence[0]).toMatchObject({ cropEnterprise: 'Maize', estSpendInr: 2400 });
    // Its farmers read Kannada, Hindi or English (issue 18), and the FPO's own language is Kannada.
    const register = [...(await get('/api/farmers')).items, ...(await get('/api/farmers?page=2')).items];
    expect(new Set(register.map((f: { preferredLanguage: string }) => f.preferredLanguage))).toEqual(
      new Set(['kn', 'hi', 'en']),
    );
    expect((await get('/api/settings')).fpoLanguage).toBe('kn');

    // Three WhatsApp campaigns of the last weeks to every farmer, with replies the FPO marked.
    const advisory = await get('/api/mobilization?period=30d');
    expect(advisory.totals).toMatchObject({ messagesSent: 75 });
    expect(advisory.totals.replied).toBeGreaterThan(0);
    expect(advisory.totals.responseRate).toBeGreaterThan(0);
    expect(advisory.campaigns.map((c: { sent: number }) => c.sent)).toEqual([25, 25, 25]);
    const replies = await get('/api/mobilization/replies');
    expect(replies.items.some((r: { outcome: string | null }) => r.outcome === 'registration')).toBe(true);

    const buyers = await get('/api/buyers');
    // The traders /advanced-buyers needs figures of join the FPO's own list (issue 19).
    expect(buyers.items).toHaveLength(demoBuyers.length + demoMoreBuyers.length);
    expect(buyers.stats.ratedBuyers).toBe(
      // One of the traders was rated on /advanced-buyers, without words.
      demoBuyers.length - 1 + demoMoreBuyers.filter((buyer) => 'rating' in buyer).length + 1,
    );
    const profile = await get(
      `/api/buyers/${buyers.items.find((b: { name: string }) => b.name === 'Sri Basaveshwara Traders').id}`,
    );
    expect(profile.ledger).toMatchObject({ deals: 1, averageDaysToPay: 12 });

    // A kept compliance calendar: what fell due is recorded, one overdue item is left to act on.
    const compliance = await get('/api/compliance');
    const statuses = compliance.items.map((item: { status: string }) => item.status);
    expect(statuses.filter((s: string) => s === 'overdue').length).toBeLessThanOrEqual(1);
    expect(statuses).toContain('done');
    expect(compliance.items.some((item: { ruleKey: string }) => item.ruleKey === 'gstr3b_quarterly')).toBe(
      true,
    );

    // On the public Mandi: every product, the FPO's page with its verified badge, and the buyers'
    // published requirements, those for crops its products name marked.
    const mandi = await get('/api/mandi/products');
    // The ragi flour is past its date: buyers are not offered spoilt stock.
    expect(mandi.total).toBe(demoProducts.filter((p) => (p.expiresInDays ?? 0) >= 0).length);
    const page = await get(`/api/mandi/fpos/${mandi.items[0].seller.fpoId}`);
    expect(page.badges).toEqual({ gst: true, fssai: true, verified: true, hfnCertified: false });
    expect(page.villagePhotos).toHaveLength(2);
    const requirements = await get('/api/buyer-requirements');
    expect(requirements.items).toHaveLength(demoRequirements.filter((r) => r.published).length);
    expect(
      requirements.items.filter((r: { matchingCrops: string[] }) => r.matchingCrops.length),
    ).toHaveLength(2);
  });

  it('is a team: a manager and a field staff member sign in with the demo password, one invitation waits', async () => {
    const cookies: Record<string, string> = {};
    for (const member of demoTeam) {
      const signedIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { host: 'localhost', origin: 'http://localhost' },
        payload: { email: member.email, password: demoAccount.password },
      });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      cookies[member.role] = [signedIn.headers['set-cookie']]
        .flat()
        .map((c) => String(c).split(';')[0])
        .join('; ');
      const me = (
        await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookies[member.role] } })
      ).json();
      expect(me.fpo).toMatchObject({ name: 'Tungabhadra Farmer Producer Company Ltd', role: member.role });
    }
    const fieldStaff = { cookie: cookies.field_staff as string };
    const found = (
      await app.inject({ method: 'GET', url: '/api/farmers?q=Mallappa%20Hosamani', headers: fieldStaff })
    ).json();
    expect(found.items).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: '/api/buyers', headers: fieldStaff })).statusCode).toBe(
      403,
    );

    const owner = await signIn();
    const ownerCookie = [owner.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    const team = (
      await app.inject({ method: 'GET', url: '/api/team', headers: { cookie: ownerCookie } })
    ).json();
    expect(team.members.map((m: { role: string }) => m.role)).toEqual(['owner', 'manager', 'field_staff']);
    expect(team.invitations).toEqual([expect.objectContaining(demoOpenInvitation)]);
  });

  it('is built once: a second start leaves it as it is', async () => {
    expect(await seedDemo(app, { farmers: 25 })).toBe(false);
    expect((await signIn()).statusCode).toBe(200);
  });

  it('keeps demo data away from the real database, files, bucket and inbox', () => {
    const real = loadConfig({
      DATA_DIR: '/srv/sangam',
      DATABASE_URL: 'postgres://sangam@db/sangam',
      SMTP_URL: 'smtp://mail.example.org',
      S3_BUCKET: 'sangam-files',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      WHATSAPP_TOKEN: 'EAAJB0123456789',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_BUSINESS_ACCOUNT_ID: '102290129340398',
      WHATSAPP_APP_SECRET: '0123456789abcdef0123456789abcdef',
      WHATSAPP_VERIFY_TOKEN: 'sangam-verify-token',
    });
    expect(real.whatsapp).toBeDefined();
    expect(demoConfig(real, false)).toBe(real);
    expect(demoConfig(real, true)).toMatchObject({
      dataDir: '/srv/sangam/demo',
      databaseUrl: undefined,
      smtpUrl: undefined,
      s3: undefined,
      whatsapp: undefined,
    });
  });
});
