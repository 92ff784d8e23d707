import { describe, expect, it } from 'vitest';
import { createOperator, onboardingInput, originHeaders } from './accounts.ts';
import { buildTestApp } from './build-test-app.ts';
import { clientFor } from './clients.ts';
import { settingsBody } from './settings.ts';
import { farmerInput } from './farmers.ts';
import { routesOf, type Route } from './openapi-routes.ts';
import { csv, fullMapping, header } from './spreadsheets.ts';
import { uploadSpreadsheet } from './uploads.ts';

/**
 * Every route of the OpenAPI document, walked as nobody, as another FPO and from a foreign site,
 * so a route added tomorrow is checked the day it is added. A route is public only if it is named
 * here with its reason.
 */
const publicRoutes: Record<string, string> = {
  'GET /api/health': 'load balancers and monitors ask it',
  'GET /api/brochure': 'buyers open a brochure an FPO shares with them (decision 013)',
  'GET /media/{bucket}/{fpoId}/{file}': 'product pictures are shown on the public Mandi (decision 013)',
};

const importOptions = { sheet: 'CSV', mapping: fullMapping, updateExisting: false };
const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const product = { productName: 'Ragi', packagingType: 'open', quantityTonnes: 2, salePrice: 38000 };
const input = { itemName: 'Neem oil', quantityAvailable: 10, purchasePrice: 300, salePrice: 350 };

describe('who may call each route', async () => {
  const testApp = await buildTestApp();
  const { app } = testApp;
  const owner = await createOperator(testApp);
  const stranger = await createOperator(testApp);
  const ownerClient = clientFor(testApp, owner.cookie);
  const farmer = (await ownerClient.post('/api/farmers', farmerInput({ phoneNumber: '9845012377' }))).json();
  const ids: Record<string, string> = {
    farmerId: farmer.id,
    productId: (await ownerClient.post('/api/products', product)).json().id,
    inputId: (await ownerClient.post('/api/inputs', input)).json().id,
    fpoId: owner.fpoId,
    fileId: (
      await uploadSpreadsheet(
        testApp,
        owner.cookie,
        'members.csv',
        csv(`${header.join(',')}\nRamesh,9845012345,2,M,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109\n`),
      )
    ).json().id,
    // No import was started: an id that names nothing stands for the owner's jobs.
    jobId: crypto.randomUUID(),
    bucket: 'product-images',
    slot: 'logo',
    kind: 'pan',
    file: '1700000000000-0123456789abcdef.webp',
  };
  // Valid bodies: a body is checked before the session, so an invalid one would be refused for that.
  const bodies: Record<string, unknown> = {
    'POST /api/products': product,
    'PUT /api/products/{productId}': product,
    'POST /api/inputs': input,
    'PUT /api/inputs/{inputId}': input,
    'POST /api/farmers': farmerInput({ phoneNumber: '9845012366' }),
    'PUT /api/farmers/{farmerId}': farmerInput({ phoneNumber: '9845012377' }),
    'PUT /api/me/language': { language: 'en' },
    'PUT /api/settings': settingsBody,
    'POST /api/onboarding': onboardingInput(),
    'POST /api/uploads/{fileId}/preview': importOptions,
    'POST /api/uploads/{fileId}/import': importOptions,
    'PUT /api/admin/fpos/{fpoId}/trial': { trialEndDate: null, reason: 'Harvest season' },
    'PUT /api/admin/fpos/{fpoId}/plan': { plan: 'pro' },
  };
  const routes = routesOf(app.swagger() as never).filter((r) => !r.path.startsWith('/api/auth/'));
  const urlOf = (route: Route) =>
    route.path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? crypto.randomUUID());
  const send = (route: Route, headers: Record<string, string>) =>
    app.inject({
      method: route.method as 'GET',
      url: urlOf(route),
      headers,
      ...(writes.has(route.method) && { payload: (bodies[route.key] ?? {}) as object }),
    });
  const ownerView = async () =>
    Promise.all(
      ['/api/dashboard', '/api/farmers', '/api/products', '/api/inputs'].map(
        async (url) => (await ownerClient.get(url)).body,
      ),
    );

  it('names only routes that exist as public', () => {
    const keys = new Set(routes.map((r) => r.key));
    expect(Object.keys(publicRoutes).filter((key) => !keys.has(key))).toEqual([]);
  });

  it.each(routes.filter((r) => !publicRoutes[r.key]).map((r) => [r.key, r] as const))(
    'refuses %s to a visitor who is not signed in',
    async (_key, route) => {
      const response = await send(route, { origin: testApp.config.baseUrl as string });
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'unauthenticated' } });
    },
  );

  it("refuses every change sent from another site with the owner's cookie, and changes nothing", async () => {
    const before = await ownerView();
    for (const route of routes.filter((r) => writes.has(r.method))) {
      const response = await send(route, { cookie: owner.cookie, origin: 'https://evil.example' });
      expect(response.statusCode, route.key).toBe(403);
      expect(response.json(), route.key).toEqual({ error: { code: 'origin_forbidden' } });
    }
    expect(await ownerView()).toEqual(before);
  });

  it("shows another FPO none of the owner's records, and lets it change none", async () => {
    const before = await ownerView();
    const owned = routes.filter((r) => /\{(farmerId|productId|inputId|fileId|jobId)\}/.test(r.path));
    expect(owned.length).toBeGreaterThan(10);
    for (const route of owned) {
      const response = await send(route, originHeaders(testApp, stranger.cookie));
      expect(response.statusCode, `${route.key}: ${response.body}`).toBe(404);
    }
    const admin = routes.filter((r) => r.path.startsWith('/api/admin/'));
    for (const route of admin) {
      const response = await send(route, originHeaders(testApp, stranger.cookie));
      expect(response.statusCode, route.key).toBe(403);
    }
    expect(await ownerView()).toEqual(before);
  });
});
