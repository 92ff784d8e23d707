import { noPageAccess, type PageAccess } from '@sangam/domain';
import { describe, expect, it } from 'vitest';
import { adminRules } from '../plugins/admin-guard.ts';
import { createOperator } from './accounts.ts';
import { buildTestApp } from './build-test-app.ts';
import { clientFor } from './clients.ts';
import { routesOf, type Route } from './openapi-routes.ts';

/**
 * What the back office's door knows (DECISIONS T2, issue 15): every admin route of the OpenAPI
 * document is registered with a page and an action (or as the owner's alone), and `/api/me` tells
 * the web app what each admin may open. Who may call each route, as every kind of admin and
 * operator, is the permission matrix's (`permission-matrix.test.ts`, decision 040), which replaced
 * this file's own 17-persona walk.
 */
describe('what the back office door knows', async () => {
  const testApp = await buildTestApp({ OWNER_EMAIL: 'owner@sangam.example' });
  const { app } = testApp;
  const owner = await createOperator(testApp, 'owner@sangam.example');
  const ownerClient = clientFor(testApp, owner.cookie);
  const fpoUser = await createOperator(testApp);
  const idOf = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user.id as string;

  const granted = async (grant: { isSuperAdmin?: boolean; pageAccess?: Partial<PageAccess> }) => {
    const admin = await createOperator(testApp);
    const answer = await ownerClient.post('/api/admin/access', {
      userId: await idOf(admin.cookie),
      ...grant,
    });
    expect(answer.statusCode, answer.body).toBe(204);
    return admin.cookie;
  };
  const routes = routesOf(app.swagger() as never).filter((r) => r.path.startsWith('/api/admin/'));
  const ruleOf = (route: Route) =>
    adminRules.get(`${route.method} ${route.path.replace(/\{(\w+)\}/g, ':$1')}`);

  it("knows the page and action of every admin route; the audit log and the detail's product controls are the owner's", () => {
    expect(routes.length).toBeGreaterThanOrEqual(12);
    expect(routes.filter((r) => ruleOf(r) === undefined).map((r) => r.key)).toEqual([]);
    expect(routes.filter((r) => ruleOf(r) === null).map((r) => r.key)).toEqual([
      'GET /api/admin/audit',
      'POST /api/admin/users/{userId}/products',
      'PUT /api/admin/users/{userId}/products/{productId}',
      'DELETE /api/admin/users/{userId}/products/{productId}',
    ]);
  });

  it('tells the web app what each admin may open, and nothing to an FPO user', async () => {
    const me = async (cookie: string) =>
      (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();
    const viewer = await granted({ pageAccess: { users: { view: true, edit: false, delete: false } } });
    const inactive = await granted({ isSuperAdmin: true });
    expect(
      (await ownerClient.put(`/api/admin/access/${await idOf(inactive)}/active`, { isActive: false }))
        .statusCode,
    ).toBe(204);
    expect(await me(fpoUser.cookie)).toMatchObject({ isAdmin: false, admin: null });
    expect((await me(owner.cookie)).admin).toMatchObject({
      owner: true,
      pages: { access: { delete: true } },
    });
    const summary = (await me(viewer)).admin;
    expect(summary).toMatchObject({ owner: false, superAdmin: false });
    expect(summary.pages.users).toEqual({ view: true, edit: false, delete: false });
    expect(summary.pages.access).toEqual({ view: false, edit: false, delete: false });
    expect(await me(inactive)).toMatchObject({ isAdmin: false, admin: null });
    expect(noPageAccess().users).toEqual({ view: false, edit: false, delete: false });
  });
});
