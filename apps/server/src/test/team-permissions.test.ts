import { teamActionOfMethod, teamAreaOfApiPath, teamMay, teamRoles, type TeamRole } from '@sangam/domain';
import { describe, expect, it } from 'vitest';
import { createOperator, originHeaders, signUp, verifyEmail } from './accounts.ts';
import { buildTestApp } from './build-test-app.ts';
import { clientFor } from './clients.ts';
import { farmerInput } from './farmers.ts';
import { routesOf, sampleOf, type Route } from './openapi-routes.ts';
import { addMember } from './team.ts';

/**
 * The team's permission matrix (DECISIONS T1, decision 036): every route of the OpenAPI document
 * with a team area, called by the owner, a manager and a field staff member of one FPO, answers
 * `role_forbidden` exactly where `teamMay` (packages/domain team-roles.ts) says no, and never
 * otherwise. The role is checked before the body is read, so the requests name records that do
 * not exist and carry bodies made from the schema: an allowed call is refused for what it sent or
 * not found, never for who sent it, and nothing is changed. A route added tomorrow is walked too.
 */
describe('who in a team may call each route', async () => {
  const testApp = await buildTestApp({ API_RATE_LIMIT: '1000000' });
  const { app } = testApp;
  const owner = await createOperator(testApp);
  const members: Record<TeamRole, string> = {
    owner: owner.cookie,
    manager: (await addMember(testApp, owner.cookie, 'manager')).cookie,
    field_staff: (await addMember(testApp, owner.cookie, 'field_staff')).cookie,
  };

  const routes = routesOf(app.swagger() as never).filter((r) => !r.path.startsWith('/api/auth/'));
  const areaOf = (route: Route) => teamAreaOfApiPath(route.path);
  const tenantRoutes = routes.filter((route) => areaOf(route));

  const urlOf = (route: Route) => {
    const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(String(sampleOf(route.params.find((p) => p.name === name)?.schema ?? {}))),
    );
    const query = route.query.filter((p) => p.required).map((p) => [p.name, String(sampleOf(p.schema))]);
    return query.length ? `${path}?${new URLSearchParams(query)}` : path;
  };
  const send = (route: Route, cookie: string) =>
    app.inject({
      method: route.method as 'GET',
      url: urlOf(route),
      headers: {
        ...originHeaders(testApp, cookie),
        ...(route.body && { 'content-type': 'application/json' }),
      },
      ...(route.body && { payload: JSON.stringify(sampleOf(route.body)) }),
    });
  const codeOf = (answer: { body: string }) => {
    try {
      return (JSON.parse(answer.body) as { error?: { code?: string } }).error?.code;
    } catch {
      return undefined;
    }
  };

  it('walks every tenant route of every area', () => {
    expect(tenantRoutes.length).toBeGreaterThan(80);
    const areas = new Set(tenantRoutes.map(areaOf));
    for (const area of ['personal', 'profile', 'overview', 'farmers', 'imports', 'inventory', 'buyers'])
      expect(areas).toContain(area);
    for (const area of ['documents', 'business', 'members', 'reports', 'settings', 'team'])
      expect(areas).toContain(area);
  });

  const cells = tenantRoutes.flatMap((route) =>
    teamRoles.map((role) => {
      const action = teamActionOfMethod(route.method);
      const may = teamMay(role, areaOf(route) as NonNullable<ReturnType<typeof areaOf>>, action);
      return [route.key, role, may ? 'may' : 'may not', route, may] as const;
    }),
  );

  it.each(cells)('%s: the %s %s', async (_key, role, _may, route, may) => {
    const answer = await send(route, members[role]);
    const shown = `${answer.statusCode} ${answer.body.slice(0, 300)}`;
    if (may) {
      expect(codeOf(answer), shown).not.toBe('role_forbidden');
      expect(answer.statusCode, shown).toBeLessThan(500);
    } else {
      expect(answer.statusCode, shown).toBe(403);
      expect(answer.json()).toEqual({ error: { code: 'role_forbidden' } });
    }
  });

  it.each(
    routes
      .filter((route) => !areaOf(route))
      .flatMap((route) => teamRoles.map((role) => [route.key, role, route] as const)),
  )('%s is no team matter: the %s is not refused for their role', async (_key, role, route) => {
    const answer = await send(route, members[role]);
    expect(codeOf(answer), `${answer.statusCode} ${answer.body.slice(0, 300)}`).not.toBe('role_forbidden');
  });

  it('finds every route that needs an FPO in the table of areas', async () => {
    // A confirmed account that never made an FPO: every tenant route sends it to onboarding.
    const user = await signUp(testApp, `no-fpo-${crypto.randomUUID().slice(0, 8)}@example.org`);
    const cookie = await verifyEmail(testApp, user);
    const needFpo: string[] = [];
    // Reads whose sample query or path value is refused before the route runs say nothing here.
    const unchecked: string[] = [];
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const code = codeOf(await send(route, cookie));
      if (code === 'onboarding_required') needFpo.push(route.key);
      if (code === 'validation_failed') unchecked.push(route.key);
    }
    expect(needFpo.length).toBeGreaterThan(40);
    expect(needFpo.filter((key) => !teamAreaOfApiPath(key.split(' ')[1] as string))).toEqual([]);
    expect(
      tenantRoutes
        .filter((r) => r.method === 'GET' && !needFpo.includes(r.key) && !unchecked.includes(r.key))
        .map((r) => r.key),
    ).toEqual([]);
    expect(unchecked.length).toBeLessThan(10);
  });

  describe('the cells a person checks', async () => {
    const as = (role: TeamRole) => clientFor(testApp, members[role]);
    const farmer = async (phoneNumber: string, farmerName: string) => {
      const created = await as('owner').post('/api/farmers', farmerInput({ phoneNumber, farmerName }));
      expect(created.statusCode, created.body).toBe(201);
      return created.json().id as string;
    };
    const product = async () => {
      const created = await as('owner').post('/api/products', {
        productName: 'Ragi',
        packagingType: 'open',
        quantityTonnes: 2,
        salePrice: 38000,
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().id as string;
    };
    const refused = { status: 403, body: { error: { code: 'role_forbidden' } } };
    const outcome = async (answer: Promise<{ statusCode: number; json: () => unknown }>) => {
      const { statusCode, json } = await answer;
      return statusCode === 403 ? { status: statusCode, body: json() } : statusCode;
    };

    it('field staff add and read farmers, and delete none', async () => {
      const staff = as('field_staff');
      const id = await farmer('9845013001', 'Hanumantha Gowda');
      expect(await outcome(staff.get('/api/farmers'))).toBe(200);
      expect(await outcome(staff.get(`/api/farmers/${id}`))).toBe(200);
      expect(
        await outcome(
          staff.post('/api/farmers', farmerInput({ phoneNumber: '9845013002', farmerName: 'Savitha' })),
        ),
      ).toBe(201);
      expect(await outcome(staff.delete(`/api/farmers/${id}`))).toEqual(refused);
      expect((await as('owner').get(`/api/farmers/${id}`)).statusCode).toBe(200);
    });

    it("field staff see no buyers, documents, dashboard, settings or the FPO's profile form", async () => {
      const staff = as('field_staff');
      for (const url of [
        '/api/buyers',
        '/api/settings/documents',
        '/api/dashboard',
        '/api/settings',
        '/api/team',
      ])
        expect(await outcome(staff.get(url)), url).toEqual(refused);
      expect(await outcome(staff.put('/api/fpo/profile', { fpoName: 'Renamed FPO' }))).toEqual(refused);
      expect(await outcome(staff.get('/api/fpo/profile'))).toBe(200);
      expect(await outcome(staff.get('/api/notifications'))).toBe(200);
      expect(await outcome(staff.get('/api/me'))).toBe(200);
    });

    it('a manager runs the FPO but not its team', async () => {
      const manager = as('manager');
      expect(await outcome(manager.get('/api/team'))).toEqual(refused);
      expect(await outcome(manager.delete(`/api/products/${await product()}`))).toBe(204);
      for (const url of ['/api/buyers', '/api/settings/documents', '/api/dashboard', '/api/settings'])
        expect(await outcome(manager.get(url)), url).toBe(200);
      expect(await outcome(manager.delete(`/api/farmers/${await farmer('9845013003', 'Kavitha')}`))).toBe(
        204,
      );
    });

    it('the owner may do everything', async () => {
      const boss = as('owner');
      for (const url of ['/api/team', '/api/buyers', '/api/settings/documents', '/api/dashboard'])
        expect(await outcome(boss.get(url)), url).toBe(200);
      expect(await outcome(boss.delete(`/api/products/${await product()}`))).toBe(204);
      expect(await outcome(boss.delete(`/api/farmers/${await farmer('9845013004', 'Nagaraj')}`))).toBe(204);
    });
  });
});
