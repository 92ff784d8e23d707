import { adminPages, noPageAccess, type AdminAction, type AdminPage, type PageAccess } from '@sangam/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminRules } from '../plugins/admin-guard.ts';
import { createOperator, originHeaders } from './accounts.ts';
import { buildTestApp } from './build-test-app.ts';
import { clientFor } from './clients.ts';
import { routesOf, sampleOf, type Route } from './openapi-routes.ts';

/**
 * The back office's permission matrix (DECISIONS T2, issue 15): every admin route of the OpenAPI
 * document, walked as nobody, an FPO user, an admin granted another page, an admin with view, with
 * view and edit, with view and delete on the route's page, a super admin and the owner. Each route's
 * page and action come from the route itself, so a route added tomorrow is in the matrix that day.
 */
type Persona = { name: string; cookie?: string; allowed: (page: AdminPage, action: AdminAction) => boolean };

describe('who may call each admin route', async () => {
  // Every admin route is walked as 17 callers: more requests than a minute's API limit allows one address.
  const testApp = await buildTestApp({ OWNER_EMAIL: 'owner@sangam.example', API_RATE_LIMIT: '1000000' });
  const { app } = testApp;
  const owner = await createOperator(testApp, 'owner@sangam.example');
  const ownerClient = clientFor(testApp, owner.cookie);
  const fpoUser = await createOperator(testApp);
  // The user every access route acts on; no persona below is them.
  const target = await createOperator(testApp);
  const idOf = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user.id as string;
  const targetId = await idOf(target.cookie);

  const granted = async (grant: { isSuperAdmin?: boolean; pageAccess?: Partial<PageAccess> }) => {
    // Dozens of sign-ups from one address: the sign-up limit (20 an hour) is not what this tests.
    await testApp.database.db.execute(sql`delete from rate_limits`);
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
  const pages = [...new Set(routes.map((r) => ruleOf(r)?.page).filter((p): p is AdminPage => Boolean(p)))];

  const personas: Persona[] = [
    { name: 'nobody', allowed: () => false },
    { name: 'an FPO user', cookie: fpoUser.cookie, allowed: () => false },
    { name: 'the owner', cookie: owner.cookie, allowed: () => true },
    { name: 'a super admin', cookie: await granted({ isSuperAdmin: true }), allowed: () => true },
  ];
  for (const page of pages) {
    const only = (flags: Partial<Record<AdminAction, boolean>>) => ({
      [page]: { view: false, edit: false, delete: false, ...flags },
    });
    const other = adminPages.find((p) => p !== page) as AdminPage;
    personas.push(
      {
        name: `an admin of ${other} only`,
        cookie: await granted({ pageAccess: { [other]: { view: true, edit: true, delete: true } } }),
        allowed: (p) => p === other,
      },
      {
        name: `a viewer of ${page}`,
        cookie: await granted({ pageAccess: only({ view: true }) }),
        allowed: (p, a) => p === page && a === 'view',
      },
      {
        name: `an editor of ${page}`,
        cookie: await granted({ pageAccess: only({ view: true, edit: true }) }),
        allowed: (p, a) => p === page && a !== 'delete',
      },
      {
        name: `a deleter of ${page}`,
        cookie: await granted({ pageAccess: only({ view: true, delete: true }) }),
        allowed: (p, a) => p === page && a !== 'edit',
      },
    );
  }
  const inactive = await granted({ isSuperAdmin: true });
  expect(
    (await ownerClient.put(`/api/admin/access/${await idOf(inactive)}/active`, { isActive: false }))
      .statusCode,
  ).toBe(204);
  personas.push({ name: 'a switched-off super admin', cookie: inactive, allowed: () => false });

  const values: Record<string, string> = {
    userId: targetId,
    fpoId: target.fpoId,
    buyerId: crypto.randomUUID(),
    requirementId: crypto.randomUUID(),
  };
  const send = (route: Route, cookie?: string) => {
    const url = route.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? crypto.randomUUID());
    const headers = cookie ? originHeaders(testApp, cookie) : { origin: testApp.config.baseUrl as string };
    const body = route.body
      ? {
          ...(sampleOf(route.body) as object),
          ...(route.path === '/api/admin/access' ? { userId: targetId, pageAccess: {} } : {}),
        }
      : undefined;
    return app.inject({ method: route.method as 'GET', url, headers, ...(body ? { payload: body } : {}) });
  };

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

  const table = routes.flatMap((route) =>
    personas.map((persona) => [route.key, persona.name, route, persona] as const),
  );
  it.each(table)('%s as %s', async (_key, _name, route, persona) => {
    const rule = ruleOf(route);
    if (rule === undefined) throw new Error(`${route.key} was not registered behind the door`);
    const answer = await send(route, persona.cookie);
    const allowed = rule ? persona.allowed(rule.page, rule.action) : persona.name === 'the owner';
    if (!persona.cookie) {
      expect(answer.statusCode, answer.body).toBe(401);
    } else if (allowed) {
      // Let in: whatever the route then says (200, 204, 400, 404, 409), it is not the door's refusal.
      expect(answer.statusCode, answer.body).not.toBe(401);
      expect(answer.body).not.toContain('"code":"forbidden"');
    } else {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json()).toEqual({ error: { code: 'forbidden' } });
    }
  });

  it('tells the web app what each admin may open, and nothing to an FPO user', async () => {
    const me = async (cookie: string) =>
      (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();
    expect(await me(fpoUser.cookie)).toMatchObject({ isAdmin: false, admin: null });
    expect((await me(owner.cookie)).admin).toMatchObject({
      owner: true,
      pages: { access: { delete: true } },
    });
    const viewer = personas.find((p) => p.name === 'a viewer of users');
    const summary = (await me(viewer?.cookie ?? '')).admin;
    expect(summary).toMatchObject({ owner: false, superAdmin: false });
    expect(summary.pages.users).toEqual({ view: true, edit: false, delete: false });
    expect(summary.pages.access).toEqual({ view: false, edit: false, delete: false });
    expect(await me(inactive)).toMatchObject({ isAdmin: false, admin: null });
    expect(noPageAccess().users).toEqual({ view: false, edit: false, delete: false });
  });
});
