import fs from 'node:fs';
import path from 'node:path';
import {
  adminPages,
  requiredPlanForPath,
  teamActionOfMethod,
  teamAreaOfApiPath,
  teamMay,
  type AdminAction,
  type AdminPage,
  type GatedPlan,
  type PageAccess,
  type TeamArea,
  type TeamRole,
} from '@sangam/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFormToken } from '../modules/buyer-requirements/form-token.ts';
import { adminRules } from '../plugins/admin-guard.ts';
import { resolveAuthSecret } from '../plugins/auth.ts';
import { createOperator, onboardingInput, originHeaders, signUp, verifyEmail } from './accounts.ts';
import { buildTestApp } from './build-test-app.ts';
import { clientFor, type Client } from './clients.ts';
import { farmerInput } from './farmers.ts';
import { publicRoutes } from './public-routes.ts';
import { routesOf, sampleOf, type Route } from './openapi-routes.ts';
import { settingsBody } from './settings.ts';
import { csv, fullMapping, header, multipart } from './spreadsheets.ts';
import { testDatabaseKind } from './test-database.ts';
import { addMember, invitationToken, invite } from './team.ts';
import { finishedImport, uploadSpreadsheet } from './uploads.ts';

/**
 * The permission matrix (issue 21, decision 040): every route of the OpenAPI document, called by
 * every kind of person who can reach the server, must answer the status the rules below give it.
 * No cell's status is written by hand: `expectedOf` derives each from the rules, in the order the
 * server applies them, so a reader checks the rules once instead of thousands of cells. A route
 * added tomorrow is in the matrix the day it is added, and fails here until the rules place it.
 *
 * Every id in a path names a record that exists, made before the walk, so a 404 means "not yours"
 * and a 2xx means "found". Every body is valid, so a call the rules let through must succeed with
 * the status its route documents, and a refusal is about who asked, never about what was sent. A
 * call that would change or remove what another cell reads gets a record of its own (`freshFor`),
 * and the walk is ordered (deletions after the rest, onboarding last) so no cell depends on another.
 *
 * To read it as a table, route by persona:
 * `PERMISSION_MATRIX=docs/permission-matrix.md npx vitest run --project server apps/server/src/test/permission-matrix.test.ts`
 */

// ---------------------------------------------------------------------------------------------
// Who calls. Three FPOs of operators: A, whose records every path names, with its owner, a
// manager and a field staff member; B, another FPO; C, whose trial is over on Starters. The owner
// admin runs an FPO of its own, D, as the browser journeys make it (an operator whose address is
// OWNER_EMAIL): the back office's widest rights must open nothing of A's through the FPO's routes.
// The other admins are back-office staff with no FPO. The page admins hold their rights on the
// page of the route being walked (granted again, through the access API, when the page changes).
// ---------------------------------------------------------------------------------------------

type Standing =
  | { kind: 'none' }
  | { kind: 'owner' }
  | { kind: 'super'; active: boolean }
  | { kind: 'page'; actions: AdminAction[] }
  | { kind: 'other page' };
type Persona = {
  key: string;
  /** The column heading of the printed matrix. */
  short: string;
  label: string;
  session: boolean;
  confirmed: boolean;
  fpo: 'A' | 'B' | 'C' | 'D' | null;
  role: TeamRole | null;
  /** Trial over, on Starters: the plan gates are closed. */
  lapsed: boolean;
  admin: Standing;
};
const person = (given: Pick<Persona, 'key' | 'short' | 'label'> & Partial<Persona>): Persona => ({
  session: true,
  confirmed: true,
  fpo: null,
  role: null,
  lapsed: false,
  admin: { kind: 'none' },
  ...given,
});
const owner = (fpo: Persona['fpo']) => ({ fpo, role: 'owner' as const });
const personas: Persona[] = [
  person({ key: 'anonymous', short: 'anon', label: 'nobody signed in', session: false, confirmed: false }),
  person({
    key: 'unconfirmed',
    short: 'unconf',
    label: 'signed up, address not confirmed',
    confirmed: false,
  }),
  person({ key: 'onboarding', short: 'no FPO', label: 'confirmed, no FPO yet (onboarding)' }),
  person({ key: 'owner', short: 'A owner', label: 'owner of FPO A, whose records are named', ...owner('A') }),
  person({ key: 'manager', short: 'A mgr', label: 'manager of FPO A', fpo: 'A', role: 'manager' }),
  person({
    key: 'fieldStaff',
    short: 'A staff',
    label: 'field staff of FPO A',
    fpo: 'A',
    role: 'field_staff',
  }),
  person({ key: 'otherFpo', short: 'B owner', label: 'owner of another FPO, B', ...owner('B') }),
  person({
    key: 'lapsed',
    short: 'C lapsed',
    label: 'owner of FPO C, its trial over on Starters',
    ...owner('C'),
    lapsed: true,
  }),
  person({
    key: 'ownerAdmin',
    short: 'owner adm',
    label: 'the owner admin (OWNER_EMAIL), owner of FPO D',
    ...owner('D'),
    admin: { kind: 'owner' },
  }),
  person({
    key: 'superAdmin',
    short: 'super',
    label: 'a super admin',
    admin: { kind: 'super', active: true },
  }),
  person({
    key: 'switchedOff',
    short: 'super off',
    label: 'a super admin whose grant is switched off',
    admin: { kind: 'super', active: false },
  }),
  person({
    key: 'pageViewer',
    short: 'pg view',
    label: "an admin with view on the route's page",
    admin: { kind: 'page', actions: ['view'] },
  }),
  person({
    key: 'pageEditor',
    short: 'pg edit',
    label: "an admin with view and edit on the route's page",
    admin: { kind: 'page', actions: ['view', 'edit'] },
  }),
  person({
    key: 'pageDeleter',
    short: 'pg del',
    label: "an admin with view and delete on the route's page",
    admin: { kind: 'page', actions: ['view', 'delete'] },
  }),
  person({
    key: 'otherPageAdmin',
    short: 'other pg',
    label: 'an admin with every right on another page',
    admin: { kind: 'other page' },
  }),
];

// ---------------------------------------------------------------------------------------------
// The rules, in the order `expectedOf` applies them; the first that speaks decides the cell.
// ---------------------------------------------------------------------------------------------

// Rule 1, public routes: anyone may call them, signed in or not, each for the reason given in
// `public-routes.ts` (the route walkers read the same list). better-auth's own routes have their own
// tests (account, address-confirmation, attempt-limits, auth-bodies).

/**
 * Rule 1a: public routes whose answer does not depend on a session, but on a secret of their own
 * that no persona holds: the same refusal for everyone (the test app uses the local outbox).
 */
const secretHolders: Record<string, [status: number, code: string, reason: string]> = {
  'GET /api/whatsapp/webhook': [403, 'forbidden', 'only the verify token given to Meta gets the challenge'],
  'POST /api/whatsapp/webhook': [404, 'not_found', 'the local outbox takes no deliveries'],
};

/** Rule 1b: public routes that answer anyone signed in otherwise. */
const publicToTheSignedIn: Record<string, [status: number, code: string, reason: string]> = {
  'POST /api/invitations/{token}/accept': [
    409,
    'invitation_other_account',
    'the link makes the invitee a new account; whoever is signed in is another account (decision 036)',
  ],
};

/** Rule 2: everything else needs a session (401 `unauthenticated`). */

/**
 * Rule 3, the account's own: any session, confirmed or not, may call these. Nothing in them is
 * anyone else's; an unconfirmed account chose its language at sign-up already.
 */
const accountRoutes: Record<string, string> = {
  'GET /api/me': 'who is signed in: the Verify Your Email screen asks whether the address is confirmed yet',
  'PUT /api/me/language': "the account's own language",
};

/**
 * Rule 4, the back office (decision 017): `/api/admin/*` needs the page and action the route
 * registered (`config.admin`, as `adminRules` records it); a route that registered none is the owner
 * admin's alone. Otherwise 403 `forbidden`, before the body is read.
 */
const adminAllows = (standing: Standing, rule: { page: AdminPage; action: AdminAction } | null) => {
  if (standing.kind === 'owner') return true;
  if (!rule) return false;
  if (standing.kind === 'super') return standing.active;
  if (standing.kind === 'page') return standing.actions.includes(rule.action);
  return false;
};

/**
 * Rule 5, the FPO's data: every other route, with its area in `teamApiAreas` (packages/domain
 * team-roles.ts), needs
 *   a. a confirmed address (403 `email_not_verified`);
 *   b. an FPO (403 `onboarding_required`), except the onboarding itself, which is how one gets one;
 *   c. a role that may take the method's action on the area (`teamRights`; 403 `role_forbidden`);
 *   d. after the trial, the plan of the screen the route serves (below; 403 `plan_required`);
 *   e. a record of the caller's own FPO: a path or body value naming a record of FPO A is found only
 *      by A's members, and is 404 `not_found` to anyone else, as if it did not exist (DECISIONS T1).
 */
const planGates: [apiPrefix: string, screen: string][] = [
  ['/api/advanced-buyers', '/advanced-buyers'],
  ['/api/dealerships', '/dealership'],
  ['/api/mobilization', '/farmer-mobilization'],
  ['/api/recommendations/loans', '/finance'],
  ['/api/recommendations/schemes', '/schemes'],
  ['/api/reports', '/reports'],
  ['/api/members', '/dividend-calculator'],
  ['/api/trade-fairs', '/trade-fairs'],
  // Gated by the service the enquiry names: the walk's names the CA service, a Pro Max page.
  ['/api/enquiries', '/ca-services'],
];
/**
 * 5e's records: the path names that name a record of A's, and whose it is. A notification is its
 * person's (A's owner's), not the FPO's. Other path values name no one's record: the shared buyer
 * directory (`globalBuyerId`), the caller's own settings slot, document kind and compliance item
 * (`slot`, `kind`, `ruleKey`, `period`: every FPO has them, filled alike below), the back office's
 * catalogues (trade fairs, pincodes). On `/api/admin/*` the names are the back office's to use.
 */
const recordsOfA: Record<string, 'fpo' | 'person'> = {
  farmerId: 'fpo',
  productId: 'fpo',
  inputId: 'fpo',
  buyerId: 'fpo',
  fileId: 'fpo',
  jobId: 'fpo',
  replyId: 'fpo',
  memberId: 'fpo',
  invitationId: 'fpo',
  userId: 'fpo',
  notificationId: 'person',
};
/** Bodies that name a record of A's by id, checked as a path's are. */
const bodyRecordsOfA: Record<string, string[]> = {
  'POST /api/members': ['farmerId'],
};

/** What a cell must answer: a status, a refusal's error code, and the rule that said so. */
type Expected = { status: number; code?: string; rule: string };
const refusal = (status: number, code: string, rule: string): Expected => ({ status, code, rule });

// ---------------------------------------------------------------------------------------------
// The walk.
// ---------------------------------------------------------------------------------------------

const ownerEmail = 'owner-admin@sangam.example';
const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
type Answer = { statusCode: number; body: string; json: () => unknown };

describe('the permission matrix: every route as every persona', async () => {
  // Thousands of calls from one place: more than a minute's API limit allows one address.
  const testApp = await buildTestApp({ OWNER_EMAIL: ownerEmail, API_RATE_LIMIT: '1000000' });
  const { app, database } = testApp;
  const routes = routesOf(app.swagger() as never).filter((r) => !r.path.startsWith('/api/auth/'));
  const document = app.swagger() as {
    paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  };
  /** A call let through must answer the success its route documents: its one 2xx response. */
  const successOf = (route: Route) => {
    const codes = Object.keys(document.paths[route.path]?.[route.method.toLowerCase()]?.responses ?? {})
      .map(Number)
      .filter((code) => code >= 200 && code < 300);
    // Crops answer 200 for a name already pending, 201 for a new one: a POST that makes a record, 201.
    return route.method === 'POST' && codes.includes(201) ? 201 : (codes[0] ?? 200);
  };
  const adminRuleOf = (route: Route) =>
    adminRules.get(`${route.method} ${route.path.replace(/\{(\w+)\}/g, ':$1')}`);
  const isAdminRoute = (route: Route) => route.path.startsWith('/api/admin/');
  const planOf = (route: Route): GatedPlan | null => {
    const gate = planGates.find(([prefix]) => route.path === prefix || route.path.startsWith(`${prefix}/`));
    return gate ? requiredPlanForPath(gate[1]) : null;
  };
  const namesOfA = (route: Route) => [
    ...route.params.map((p) => p.name).filter((name) => name in recordsOfA && !isAdminRoute(route)),
    ...(bodyRecordsOfA[route.key] ?? []),
  ];

  /** The rules, in the order the server applies them. */
  const expectedOf = (route: Route, persona: Persona): Expected => {
    const success = (rule: string): Expected => ({ status: successOf(route), rule });
    // 1. Public.
    const secret = secretHolders[route.key];
    if (secret) return refusal(secret[0], secret[1], `1a: ${secret[2]}`);
    const signedInAnswer = persona.session ? publicToTheSignedIn[route.key] : undefined;
    if (signedInAnswer) return refusal(signedInAnswer[0], signedInAnswer[1], `1b: ${signedInAnswer[2]}`);
    if (publicRoutes[route.key]) return success('1: public');
    // 2. A session.
    if (!persona.session) return refusal(401, 'unauthenticated', '2: no session');
    // 3. The account's own.
    if (accountRoutes[route.key]) return success("3: the account's own");
    // 4. The back office.
    if (isAdminRoute(route)) {
      const rule = adminRuleOf(route) ?? null;
      if (adminAllows(persona.admin, rule)) return success('4: admin right');
      return refusal(
        403,
        'forbidden',
        `4: ${rule ? `no ${rule.action} on ${rule.page}` : "the owner admin's alone"}`,
      );
    }
    // 5. The FPO's data.
    if (!persona.confirmed) return refusal(403, 'email_not_verified', '5a: address not confirmed');
    if (!persona.fpo || !persona.role) {
      if (route.key === 'POST /api/onboarding') return success('5b: makes the FPO');
      return refusal(403, 'onboarding_required', '5b: no FPO');
    }
    const area = teamAreaOfApiPath(route.path) as TeamArea;
    const action = teamActionOfMethod(route.method);
    if (!teamMay(persona.role, area, action))
      return refusal(403, 'role_forbidden', `5c: ${persona.role} may not ${action} ${area}`);
    const plan = planOf(route);
    if (plan && persona.lapsed) return refusal(403, 'plan_required', `5d: needs ${plan} after the trial`);
    for (const name of namesOfA(route)) {
      const whose = recordsOfA[name] ?? 'fpo';
      if (persona.fpo !== 'A' || (whose === 'person' && persona.key !== 'owner'))
        return refusal(404, 'not_found', `5e: ${name} is ${whose === 'person' ? "A's owner's" : "FPO A's"}`);
    }
    return success('5: a member of the FPO');
  };

  // --- Who walks it, and what they name: made before the walk. ---
  type Account = { cookie: string; userId: string };
  const accounts: Record<string, Account> = {};
  const values: Record<string, string> = {};
  const adminValues: Record<string, string> = {};
  /** Values for the routes whose path names a kind of record differently (by path prefix). */
  const prefixValues: [prefix: string, values: Record<string, string>][] = [];
  let clients: { A: Client; B: Client; C: Client; D: Client; T: Client; admin: Client };
  let counter = 0;
  const unique = () => ++counter;
  const phone = () => `98${String(40000000 + unique())}`;
  /** A name no one else has: duplicates by name and village are refused (farmers). */
  const name = (first: string) =>
    `${first} ${[...String(unique())].map((digit) => 'abcdefghij'[Number(digit)]).join('')}`;
  let png: Buffer;
  let cropIds: string[] = [];
  let formSecret = '';

  const idOf = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user.id as string;
  const made = async (request: Promise<Answer>) => {
    const answer = await request;
    expect(answer.statusCode, `${answer.statusCode} ${answer.body.slice(0, 300)}`).toBeLessThan(300);
    return (answer.body ? answer.json() : {}) as { id: string; picture?: { url: string } };
  };
  /**
   * The walk makes more accounts, invitations and requirements from one place than an hour's
   * limits allow; those limits have their own tests (attempt-limits, team, buyer-requirements).
   */
  const freeLimits = () => database.db.execute(sql`delete from rate_limits`);
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const confirmedAccount = async () => {
    await freeLimits();
    const user = await signUp(testApp, `p-${unique()}@example.org`);
    const cookie = await verifyEmail(testApp, user);
    return { cookie, userId: await idOf(cookie) };
  };
  /**
   * A confirmed account that never signs in, made as the invitation's accept makes one (no
   * password to hash): what the back office grants, revokes or deletes in a cell of its own.
   */
  const bareAccount = async () => {
    const context = await app.auth.$context;
    const user = await context.internalAdapter.createUser(
      { email: `bare-${unique()}@example.org`, name: 'Bare Account', emailVerified: true },
      { method: 'email-password' },
    );
    return user.id;
  };
  const grant = (pageAccess: Partial<PageAccess>, isSuperAdmin = false) => ({ isSuperAdmin, pageAccess });
  const granted = async (body: ReturnType<typeof grant>) => {
    const account = await confirmedAccount();
    await made(clients.admin.post('/api/admin/access', { userId: account.userId, ...body }));
    return account;
  };

  // Fresh records, made as the people who make them.
  const newFarmer = async (client = clients.A) =>
    (
      await made(
        client.post('/api/farmers', farmerInput({ phoneNumber: phone(), farmerName: name('Ramesh') })),
      )
    ).id;
  const product = { productName: 'Ragi', packagingType: 'open', quantityTonnes: 2, salePrice: 38000 };
  const input = { itemName: 'Neem oil', quantityAvailable: 10, purchasePrice: 300, salePrice: 350 };
  const buyerBody = () => ({
    name: 'Sri Lakshmi Traders',
    phone: phone(),
    address: 'APMC Yard',
    cropInterest: 'Maize',
  });
  const newProduct = async (client = clients.A) => (await made(client.post('/api/products', product))).id;
  const newInput = async (client = clients.A) => (await made(client.post('/api/inputs', input))).id;
  const newBuyer = async (client = clients.A) => (await made(client.post('/api/buyers', buyerBody()))).id;
  const newMember = async () =>
    (
      await made(
        clients.A.post('/api/members', {
          farmerId: await newFarmer(),
          shares: 10,
          paidUpCapital: 10000,
          joinedOn: '2024-04-01',
        }),
      )
    ).id;
  const spreadsheet = () =>
    csv(`${header.join(',')}\n${name('Ramesh')},${phone()},2,M,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109\n`);
  const newUpload = async (cookie = accounts.owner?.cookie as string) =>
    (await made(uploadSpreadsheet(testApp, cookie, 'members.csv', spreadsheet()))).id;
  const importOptions = { sheet: 'CSV', mapping: fullMapping, updateExisting: false };
  const newInvitation = async () => {
    await freeLimits();
    const email = `invitee-${unique()}@example.org`;
    return (await invite(testApp, accounts.owner?.cookie as string, email, 'field_staff')).id;
  };
  const ownerOf = (fpo: Persona['fpo']) => clients[fpo ?? 'A'];
  let agm = { ruleKey: '', period: '' };
  let today = '';
  const agmPath = () => `/api/compliance/items/${agm.ruleKey}/${agm.period}`;
  /** Each FPO's own slots filled alike, so a path naming a slot names the caller's own. */
  const furnish = async (client: Client) => {
    await made(client.upload('/api/settings/photos/logo', 'logo.png', png, 'image/png'));
    await made(client.upload('/api/settings/documents/pan', 'pan.png', png, 'image/png'));
    await made(client.put('/api/settings', { ...settingsBody, incorporationDate: '2019-06-01' }));
    const calendar = (await client.get('/api/compliance')).json() as {
      today: string;
      items: { ruleKey: string; period: string }[];
    };
    const item = calendar.items.find((i) => i.ruleKey === 'agm') as { ruleKey: string; period: string };
    agm = item;
    today = calendar.today;
    await made(client.put(agmPath(), { status: 'done', doneOn: calendar.today }));
    await made(client.upload(`${agmPath()}/document`, 'minutes.png', png, 'image/png'));
    // A member with capital, so the FPO's dividend run has something to share.
    const farmerId = await newFarmer(client);
    await made(
      client.post('/api/members', { farmerId, shares: 10, paidUpCapital: 10000, joinedOn: '2024-04-01' }),
    );
  };
  const requirementBody = () => ({
    name: 'Anand Traders',
    phone: phone().replace(/^98/, '88'),
    city: 'Hubballi',
    state: 'Karnataka',
    pincode: '580029',
    cropIds,
    formToken: issueFormToken(formSecret, Date.now() - 5_000),
  });
  const newRequirement = async () => {
    await made(
      app.inject({
        method: 'POST',
        url: '/api/public/buyer-requirements',
        payload: requirementBody(),
        remoteAddress: nextAddress(),
      }),
    );
    const [row] = await rows<{ id: string }>(
      sql`select id from buyer_requirements order by created_at desc limit 1`,
    );
    return row?.id as string;
  };
  const dealershipTerms = {
    minFarmers: 0,
    minAcres: 0,
    minAnnualTurnover: 0,
    requiredDocuments: [],
    states: [],
  };
  /** A day from now, as the date fields take it. */
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const tradeFair = () => ({
    name: name('Krishi Mela'),
    categories: 'Organic, Millets',
    startDate: inDays(40),
    endDate: inDays(42),
    registrationDeadline: inDays(35),
    city: 'Dharwad',
    state: 'Karnataka',
    participationCost: 15000,
    expectedVisitors: 20000,
    websiteUrl: 'krishimela.example.org',
  });
  const bulkSendBody = () => ({
    fpoId: adminValues.fpoId,
    audience: { kind: 'all' },
    template: 'sample_meeting_reminder',
    fallbackLanguage: 'en',
    category: 'training',
    parameters: [
      { kind: 'farmer_name' },
      { kind: 'fpo_name' },
      { kind: 'text', value: '12 June' },
      { kind: 'text', value: 'the FPO office' },
    ],
  });
  const newCrop = async () =>
    (
      await made(
        app.inject({
          method: 'POST',
          url: '/api/crops',
          payload: { name: name('Millet'), category: 'Grains' },
          remoteAddress: nextAddress(),
        }),
      )
    ).id;
  const newDealershipRequirement = async () => {
    const category = await made(
      clients.admin.post('/api/admin/dealerships/categories', { name: name('Seeds') }),
    );
    const requirement = await made(
      clients.admin.post('/api/admin/dealerships/requirements', {
        companyId: adminValues.companyId,
        categoryId: category.id,
        ...dealershipTerms,
      }),
    );
    return { id: requirement.id, categoryId: category.id };
  };
  const newTradeFair = async () => (await made(clients.admin.post('/api/admin/trade-fairs', tradeFair()))).id;
  /** A bulk send to T's farmers in a given state, as the send job leaves one; each of its own template. */
  const newBulkSend = async (status: 'finished' | 'stopped') => {
    const [row] = await rows<{ id: string }>(
      sql`insert into whatsapp_bulk_sends (fpo_id, category, template_name, fallback_language, parameters, audience_kind, status, total)
          values (${adminValues.fpoId}, 'training', ${`template_${unique()}`}, 'en', '[]', 'all', ${status}, 0) returning id`,
    );
    return row?.id as string;
  };
  let addressCounter = 0;
  /** Each call from its own address, so per-address limits are not what a cell tests. */
  const nextAddress = () => {
    addressCounter++;
    return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
  };

  /** Bodies that pass validation, fresh per call where a value must be unique. */
  const bodies: Record<string, () => unknown> = {
    'PUT /api/me/language': () => ({ language: 'en' }),
    'POST /api/onboarding': () => onboardingInput(),
    'PUT /api/fpo/profile': () => ({ fpoName: 'Hosur Farmers Producer Company', fpoPhone: '+919845012345' }),
    'POST /api/farmers': () => farmerInput({ phoneNumber: phone(), farmerName: name('Savitha') }),
    'PUT /api/farmers/{farmerId}': () => farmerInput({ phoneNumber: phone(), farmerName: name('Nagaraj') }),
    'POST /api/uploads/{fileId}/preview': () => importOptions,
    'POST /api/uploads/{fileId}/import': () => importOptions,
    'POST /api/products': () => product,
    'PUT /api/products/{productId}': () => ({ ...product, salePrice: 39000 }),
    'POST /api/inputs': () => input,
    'PUT /api/inputs/{inputId}': () => ({ ...input, salePrice: 360 }),
    'PUT /api/settings': () => ({ ...settingsBody, incorporationDate: '2019-06-01' }),
    // Done again, so the item keeps its minutes for the routes after it.
    'PUT /api/compliance/items/{ruleKey}/{period}': () => ({ status: 'done', doneOn: today }),
    'POST /api/buyers': buyerBody,
    'PUT /api/buyers/{buyerId}': buyerBody,
    'PUT /api/advanced-buyers/{globalBuyerId}/rating': () => ({ rating: 4, comment: 'Pays on time' }),
    'PATCH /api/mobilization/replies/{replyId}': () => ({ outcome: 'order' }),
    'POST /api/members': () => ({
      farmerId: values.farmerId,
      shares: 10,
      paidUpCapital: 1000,
      joinedOn: '2024-04-01',
    }),
    'PUT /api/members/{memberId}': () => ({ shares: 5, paidUpCapital: 500, joinedOn: '2024-04-01' }),
    'POST /api/trade-fairs/{tradeFairId}/registrations': () => ({ productsToDisplay: 'Ragi, Turmeric' }),
    'POST /api/team/invitations': () => ({ email: `invitee-${unique()}@example.org`, role: 'manager' }),
    'PUT /api/team/members/{userId}': () => ({ role: 'field_staff' }),
    'POST /api/invitations/{token}/accept': () => ({
      fullName: 'Manjula Patil',
      phone: phone(),
      password: 'secret123',
    }),
    'POST /api/enquiries': () => ({
      service: 'ca',
      plan: 'basic',
      name: 'Lakshmi Devi',
      phone: '9845012345',
      message: 'Please call',
    }),
    'POST /api/crops': () => ({ name: name('Foxtail millet'), category: 'Grains' }),
    'POST /api/public/buyer-requirements': requirementBody,
    'PUT /api/admin/fpos/{fpoId}/trial': () => ({ trialEndDate: null, reason: 'Harvest season' }),
    'PUT /api/admin/fpos/{fpoId}/plan': () => ({ plan: 'pro' }),
    'PUT /api/admin/inputs/{inputId}': () => ({ ...input, salePrice: 370 }),
    'POST /api/admin/users/{userId}/products': () => product,
    'PUT /api/admin/users/{userId}/products/{productId}': () => ({ ...product, salePrice: 40000 }),
    'POST /api/admin/access': () => ({ userId: adminValues.candidate, pageAccess: {} }),
    'PUT /api/admin/access/{userId}': () => ({ pageAccess: {} }),
    'PUT /api/admin/access/{userId}/active': () => ({ isActive: true }),
    'POST /api/admin/field-data': () => ({ kind: 'business', csv: `fpo,Crop\n${adminValues.fpoId},Maize\n` }),
    'PUT /api/admin/buyers/{buyerId}': buyerBody,
    'PUT /api/admin/buyer-requirements/{requirementId}/details': () => ({
      ...requirementBody(),
      formToken: undefined,
    }),
    'POST /api/admin/dealerships/companies': () => ({
      name: `Sahyadri Implements ${unique()}`,
      website: null,
    }),
    'PUT /api/admin/dealerships/companies/{companyId}': () => ({
      name: 'Greenfield Agro Inputs',
      website: null,
    }),
    'POST /api/admin/dealerships/categories': () => ({ name: `Seeds ${unique()}` }),
    'PUT /api/admin/dealerships/categories/{categoryId}': () => ({ name: name('Saplings') }),
    'POST /api/admin/dealerships/requirements': () => ({
      companyId: adminValues.companyId,
      categoryId: adminValues.categoryId,
      ...dealershipTerms,
    }),
    'PUT /api/admin/dealerships/requirements/{requirementId}': () => ({ ...dealershipTerms, minFarmers: 10 }),
    'PUT /api/admin/dealerships/applications/{applicationId}/status': () => ({ status: 'under_review' }),
    'POST /api/dealerships/applications': () => ({
      requirementId: adminValues.requirementOfT,
      acceptTerms: true,
    }),
    'POST /api/admin/trade-fairs': tradeFair,
    'PUT /api/admin/trade-fairs/{tradeFairId}': tradeFair,
    'PUT /api/admin/trade-fairs/registrations/{registrationId}/status': () => ({ status: 'confirmed' }),
    'POST /api/admin/whatsapp/bulk-sends': bulkSendBody,
    'POST /api/admin/whatsapp/bulk-sends/preview': () => {
      const { fpoId, audience, template, fallbackLanguage } = bulkSendBody();
      return { fpoId, audience, template, fallbackLanguage };
    },
    'POST /api/admin/whatsapp/messages': () => ({
      to: '9845012345',
      template: 'sample_meeting_reminder',
      language: 'en',
      parameters: ['Ramesh', 'Hosur FPC', '12 June', 'the FPO office'],
    }),
  };

  /**
   * A cell that would change or remove a shared record gets its own, so every cell finds what the
   * one before it found. Called only for cells the rules let through; a refused cell names the
   * shared record, which it must not change.
   */
  type Cell = { route: Route; persona: Persona };
  type CellSetup = { values?: Record<string, string>; body?: unknown };
  const freshFor: Record<string, (cell: Cell) => Promise<CellSetup>> = {
    'DELETE /api/farmers/{farmerId}': async () => ({ values: { farmerId: await newFarmer() } }),
    'DELETE /api/products/{productId}': async () => ({ values: { productId: await newProduct() } }),
    'DELETE /api/inputs/{inputId}': async () => ({ values: { inputId: await newInput() } }),
    'DELETE /api/buyers/{buyerId}': async () => ({ values: { buyerId: await newBuyer() } }),
    'DELETE /api/members/{memberId}': async () => ({ values: { memberId: await newMember() } }),
    'POST /api/members': async () => ({
      body: { farmerId: await newFarmer(), shares: 10, paidUpCapital: 1000, joinedOn: '2024-04-01' },
    }),
    // A new picture replaces the stored one, whose address the public media route is walked with.
    'PUT /api/products/{productId}/picture': async () => ({ values: { productId: await newProduct() } }),
    'PUT /api/inputs/{inputId}/picture': async () => ({ values: { inputId: await newInput() } }),
    'DELETE /api/products/{productId}/picture': async () => {
      const productId = await newProduct();
      await made(clients.A.upload(`/api/products/${productId}/picture`, 'ragi.png', png, 'image/png'));
      return { values: { productId } };
    },
    'DELETE /api/inputs/{inputId}/picture': async () => {
      const inputId = await newInput();
      await made(clients.A.upload(`/api/inputs/${inputId}/picture`, 'neem.png', png, 'image/png'));
      return { values: { inputId } };
    },
    // The same file imported again: the import the cell before started has ended first.
    'POST /api/uploads/{fileId}/import': async () => {
      const { job } = (await clients.A.get(`/api/uploads/${values.fileId}/import`)).json() as {
        job: { id: string };
      };
      await finishedImport(testApp, accounts.owner?.cookie as string, job.id);
      return {};
    },
    'DELETE /api/settings/photos/{slot}': async ({ persona }) => {
      await made(ownerOf(persona.fpo).upload('/api/settings/photos/logo', 'logo.png', png, 'image/png'));
      return {};
    },
    'DELETE /api/settings/documents/{kind}': async ({ persona }) => {
      await made(ownerOf(persona.fpo).upload('/api/settings/documents/pan', 'pan.png', png, 'image/png'));
      return {};
    },
    'DELETE /api/compliance/items/{ruleKey}/{period}/document': async ({ persona }) => {
      await made(ownerOf(persona.fpo).put(agmPath(), { status: 'done', doneOn: today }));
      await made(ownerOf(persona.fpo).upload(`${agmPath()}/document`, 'minutes.png', png, 'image/png'));
      return {};
    },
    'DELETE /api/team/invitations/{invitationId}': async () => ({
      values: { invitationId: await newInvitation() },
    }),
    'DELETE /api/team/members/{userId}': async () => ({
      values: { userId: (await addMember(testApp, accounts.owner?.cookie as string, 'field_staff')).userId },
    }),
    'POST /api/invitations/{token}/accept': async () => {
      const email = `joiner-${unique()}@example.org`;
      await invite(testApp, accounts.owner?.cookie as string, email, 'field_staff');
      return { values: { token: invitationToken(testApp, email) } };
    },
    'DELETE /api/compliance/items/{ruleKey}/{period}': async ({ persona }) => {
      await made(ownerOf(persona.fpo).put(agmPath(), { status: 'done', doneOn: today }));
      return {};
    },
    'POST /api/trade-fairs/{tradeFairId}/registrations': async () => ({
      values: { tradeFairId: await newTradeFair() },
    }),
    'POST /api/dealerships/applications': async () => ({
      body: { requirementId: (await newDealershipRequirement()).id, acceptTerms: true },
    }),
    // The back office's.
    'DELETE /api/admin/users/{userId}': async () => ({ values: { userId: await bareAccount() } }),
    'POST /api/admin/access': async () => ({ body: { userId: await bareAccount(), pageAccess: {} } }),
    'DELETE /api/admin/access/{userId}': async () => {
      const userId = await bareAccount();
      await made(clients.admin.post('/api/admin/access', { userId, pageAccess: {} }));
      return { values: { userId } };
    },
    'DELETE /api/admin/users/{userId}/products/{productId}': async () => ({
      values: { productId: await newProduct(clients.T) },
    }),
    'DELETE /api/admin/inputs/{inputId}': async () => ({ values: { inputId: await newInput(clients.T) } }),
    'DELETE /api/admin/crops/{cropId}': async () => ({ values: { cropId: await newCrop() } }),
    'DELETE /api/admin/dealerships/categories/{categoryId}': async () => ({
      values: {
        categoryId: (
          await made(clients.admin.post('/api/admin/dealerships/categories', { name: name('Tools') }))
        ).id,
      },
    }),
    'DELETE /api/admin/dealerships/requirements/{requirementId}': async () => ({
      values: { requirementId: (await newDealershipRequirement()).id },
    }),
    // One refresh at a time: the one the cell before started has ended first.
    'POST /api/admin/data-refresh': async () => {
      for (let i = 0; (await clients.admin.get('/api/admin/data-refresh')).json().running; i++) {
        if (i > 400) throw new Error('the data refresh did not end');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return {};
    },
    'POST /api/admin/dealerships/requirements': async () => ({
      body: {
        companyId: adminValues.companyId,
        categoryId: (
          await made(clients.admin.post('/api/admin/dealerships/categories', { name: name('Fertiliser') }))
        ).id,
        ...dealershipTerms,
      },
    }),
    'POST /api/admin/whatsapp/bulk-sends': async () => {
      // One open send per FPO and template: the one the cell before started is closed first.
      await database.db.execute(
        sql`update whatsapp_bulk_sends set status = 'cancelled' where fpo_id = ${adminValues.fpoId} and status in ('queued', 'running', 'stopped')`,
      );
      return {};
    },
    'POST /api/admin/whatsapp/bulk-sends/{bulkSendId}/cancel': async () => ({
      values: { bulkSendId: await newBulkSend('stopped') },
    }),
    'POST /api/admin/whatsapp/bulk-sends/{bulkSendId}/resume': async () => ({
      values: { bulkSendId: await newBulkSend('stopped') },
    }),
    'DELETE /api/admin/buyer-requirements/{requirementId}': async () => ({
      values: { requirementId: await newRequirement() },
    }),
  };

  /** Path values: A's records for the FPO's routes; T's (the FPO the back office looks after) for the admin's. */
  /** A path or query value: given by the cell, by the route's prefix, T's for the back office, A's. */
  const valueOf = (route: Route, name: string, given: Record<string, string> = {}) =>
    given[name] ??
    prefixValues.find(([prefix, named]) => route.path.startsWith(prefix) && name in named)?.[1][name] ??
    (isAdminRoute(route) ? adminValues[name] : undefined) ??
    values[name];
  const urlOf = (route: Route, given: Record<string, string>) => {
    const pick = (name: string) => {
      const schema = [...route.params, ...route.query].find((p) => p.name === name)?.schema ?? {};
      return String(valueOf(route, name, given) ?? sampleOf(schema));
    };
    const pathPart = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pick(name)));
    const query = route.query.filter((p) => p.required).map((p) => [p.name, pick(p.name)]);
    return query.length ? `${pathPart}?${new URLSearchParams(query)}` : pathPart;
  };

  const send = async (route: Route, persona: Persona, setup: CellSetup): Promise<Answer> => {
    const cookie = accounts[persona.key]?.cookie;
    const headers: Record<string, string> = cookie
      ? originHeaders(testApp, cookie)
      : { origin: testApp.config.baseUrl as string };
    const request = {
      method: route.method as 'GET',
      url: urlOf(route, setup.values ?? {}),
      headers,
      remoteAddress: nextAddress(),
    };
    if (!writes.has(route.method) || route.method === 'DELETE') return app.inject(request);
    if (route.body) {
      const body = setup.body ?? bodies[route.key]?.() ?? sampleOf(route.body);
      return app.inject({
        ...request,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    }
    // The document shows no body for multipart routes: a PUT without JSON stores a file, as does
    // the spreadsheet upload; a POST without JSON is a bodiless command.
    if (!route.upload && !(route.method === 'PUT' || route.key === 'POST /api/uploads'))
      return app.inject(request);
    const form =
      route.key === 'POST /api/uploads'
        ? multipart('members.csv', spreadsheet())
        : multipart('field.png', png);
    return app.inject({
      ...request,
      headers: { ...headers, 'content-type': form.contentType },
      payload: form.payload,
    });
  };

  // --- Page admins hold rights on the page of the route walked (granted as the owner admin grants). ---
  let grantedPage: AdminPage | null = null;
  const holdPage = async (page: AdminPage) => {
    if (grantedPage === page) return;
    const other = adminPages.find((p) => p !== page) as AdminPage;
    for (const persona of personas) {
      const { admin } = persona;
      if (admin.kind !== 'page' && admin.kind !== 'other page') continue;
      const pageAccess =
        admin.kind === 'page'
          ? {
              [page]: {
                view: admin.actions.includes('view'),
                edit: admin.actions.includes('edit'),
                delete: admin.actions.includes('delete'),
              },
            }
          : { [other]: { view: true, edit: true, delete: true } };
      const answer = await clients.admin.put(`/api/admin/access/${accounts[persona.key]?.userId}`, {
        pageAccess,
      });
      expect(answer.statusCode, answer.body).toBe(204);
    }
    grantedPage = page;
  };

  beforeAll(async () => {
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7d44' } })
      .png()
      .toBuffer();
    formSecret = resolveAuthSecret(testApp.config);
    // FPO A, its team, FPO B, FPO C, the owner admin's FPO D and FPO T (the one the back office acts on).
    const ownerA = await createOperator(testApp);
    accounts.owner = { cookie: ownerA.cookie, userId: await idOf(ownerA.cookie) };
    const ownerAdmin = await createOperator(testApp, ownerEmail);
    const adminCookie = ownerAdmin.cookie;
    accounts.ownerAdmin = { cookie: adminCookie, userId: await idOf(adminCookie) };
    const ownerB = await createOperator(testApp);
    const ownerC = await createOperator(testApp);
    const ownerT = await createOperator(testApp);
    clients = {
      A: clientFor(testApp, ownerA.cookie),
      B: clientFor(testApp, ownerB.cookie),
      C: clientFor(testApp, ownerC.cookie),
      D: clientFor(testApp, adminCookie),
      T: clientFor(testApp, ownerT.cookie),
      admin: clientFor(testApp, adminCookie),
    };
    accounts.otherFpo = { cookie: ownerB.cookie, userId: await idOf(ownerB.cookie) };
    accounts.lapsed = { cookie: ownerC.cookie, userId: await idOf(ownerC.cookie) };
    for (const role of ['manager', 'field_staff'] as const) {
      const member = await addMember(testApp, ownerA.cookie, role);
      accounts[role === 'manager' ? 'manager' : 'fieldStaff'] = {
        cookie: member.cookie,
        userId: member.userId,
      };
    }
    const unconfirmed = await signUp(testApp, `unconfirmed-${unique()}@example.org`);
    accounts.unconfirmed = { cookie: unconfirmed.cookie, userId: '' };
    accounts.onboarding = await confirmedAccount();
    // The admins, granted through the access API as the owner admin grants.
    accounts.superAdmin = await granted(grant({}, true));
    accounts.switchedOff = await granted(grant({}, true));
    await made(
      clients.admin.put(`/api/admin/access/${accounts.switchedOff.userId}/active`, { isActive: false }),
    );
    for (const key of ['pageViewer', 'pageEditor', 'pageDeleter', 'otherPageAdmin'])
      accounts[key] = await granted(grant({}));

    // FPO A's records, one of each kind a path names.
    for (const client of [clients.A, clients.B, clients.C, clients.D]) await furnish(client);
    // C's trial ended yesterday, on Starters, as the back office ends one.
    await made(
      clients.admin.put(`/api/admin/fpos/${ownerC.fpoId}/trial`, {
        trialEndDate: new Date(Date.now() - 86_400_000).toISOString(),
        reason: 'Trial over',
      }),
    );

    values.farmerId = await newFarmer();
    values.memberId = await newMember();
    values.productId = await newProduct();
    await made(clients.A.upload(`/api/products/${values.productId}/picture`, 'ragi.png', png, 'image/png'));
    values.inputId = await newInput();
    await made(clients.A.upload(`/api/inputs/${values.inputId}/picture`, 'neem.png', png, 'image/png'));
    values.buyerId = await newBuyer();
    values.globalBuyerId = values.buyerId;
    values.fileId = await newUpload();
    const job = await made(clients.A.post(`/api/uploads/${values.fileId}/import`, importOptions));
    await finishedImport(testApp, ownerA.cookie, job.id);
    values.jobId = job.id;
    values.invitationId = await newInvitation();
    values.userId = (await addMember(testApp, ownerA.cookie, 'field_staff')).userId;
    values.fpoId = ownerA.fpoId;
    values.slot = 'logo';
    values.kind = 'pan';
    values.ruleKey = agm.ruleKey;
    values.period = agm.period;
    values.pincode = '580029';
    values.netProfit = '100000';
    const picture = (await clients.A.get(`/api/products/${values.productId}`)).json() as {
      picture: { url: string };
    };
    const [, , bucket, , file] = picture.picture.url.split('/');
    values.bucket = bucket as string;
    values.file = file as string;
    const inviteEmail = `open-${unique()}@example.org`;
    await invite(testApp, ownerA.cookie, inviteEmail, 'field_staff');
    values.token = invitationToken(testApp, inviteEmail);
    cropIds = ((await app.inject({ method: 'GET', url: '/api/crops' })).json().items as { id: string }[])
      .slice(0, 2)
      .map((crop) => crop.id);
    const [reply] = await rows<{ id: string }>(
      sql`insert into whatsapp_messages (direction, fpo_id, phone, text) values ('in', ${ownerA.fpoId}, '+919845012377', 'Interested') returning id`,
    );
    values.replyId = reply?.id as string;
    const [notice] = await rows<{ id: string }>(
      sql`insert into notifications (user_id, fpo_id, kind, params, link)
          values (${accounts.owner.userId}, ${ownerA.fpoId}, 'trade_fair_status', '{"fair":"Krishi Mela","status":"confirmed"}', '/trade-fairs') returning id`,
    );
    values.notificationId = notice?.id as string;
    const [fair] = await rows<{ id: string }>(
      sql`insert into trade_fairs (name, start_date, end_date, registration_deadline, city, state)
          values ('Krishi Mela', current_date + 10, current_date + 12, current_date + 5, 'Dharwad', 'Karnataka') returning id`,
    );
    values.tradeFairId = fair?.id as string;

    // What the back office acts on: FPO T, its owner and records, and the shared catalogues.
    adminValues.fpoId = ownerT.fpoId;
    adminValues.userId = await idOf(ownerT.cookie);
    adminValues.productId = await newProduct(clients.T);
    adminValues.inputId = await newInput(clients.T);
    adminValues.buyerId = await newBuyer(clients.T);
    adminValues.cropId = cropIds[0] as string;
    adminValues.requirementId = await newRequirement();
    await newFarmer(clients.T);
    adminValues.candidate = await bareAccount();
    const grantee = await bareAccount();
    await made(clients.admin.post('/api/admin/access', { userId: grantee, pageAccess: {} }));
    prefixValues.push(['/api/admin/access/', { userId: grantee }]);
    prefixValues.push(['/api/brochure', { userId: ownerA.fpoId }]);
    // The dealership catalogue, and T's application from it.
    adminValues.companyId = (
      await made(
        clients.admin.post('/api/admin/dealerships/companies', {
          name: 'Greenfield Agro Inputs',
          website: null,
        }),
      )
    ).id;
    const dealership = await newDealershipRequirement();
    adminValues.categoryId = dealership.categoryId;
    prefixValues.push(['/api/admin/dealerships/requirements/', { requirementId: dealership.id }]);
    adminValues.requirementOfT = dealership.id;
    adminValues.applicationId = (
      await made(
        clients.T.post('/api/dealerships/applications', { requirementId: dealership.id, acceptTerms: true }),
      )
    ).id;
    // A trade fair of the catalogue, T's registration for it.
    adminValues.tradeFairId = values.tradeFairId;
    adminValues.registrationId = (
      await made(
        clients.T.post(`/api/trade-fairs/${values.tradeFairId}/registrations`, { productsToDisplay: 'Ragi' }),
      )
    ).id;
    // WhatsApp: the outbox's sample templates, and a finished bulk send to T's farmers.
    await made(clients.admin.post('/api/admin/whatsapp/templates/sync'));
    adminValues.bulkSendId = await newBulkSend('finished');
  });

  // The walk: the FPO's and public routes as listed, their deletions after them, then the back
  // office's page by page, then onboarding, which gives an FPO to whoever had none.
  const pageOf = (route: Route) => adminRuleOf(route)?.page ?? '';
  const walkLast = new Set(['POST /api/onboarding']);
  const ordered = [
    ...routes.filter((r) => !isAdminRoute(r) && !walkLast.has(r.key) && r.method !== 'DELETE'),
    ...routes.filter((r) => !isAdminRoute(r) && !walkLast.has(r.key) && r.method === 'DELETE'),
    ...routes.filter(isAdminRoute).sort((a, b) => pageOf(a).localeCompare(pageOf(b))),
    ...routes.filter((r) => walkLast.has(r.key)),
  ];

  /** Writes whose cells touch nothing another cell reads: a new upload of the caller's own, a preview. */
  const sideBySide = new Set(['POST /api/uploads', 'POST /api/uploads/{fileId}/preview']);
  type Outcome = { expected: Expected; status: number; code: string | undefined; body: string };
  const matrix = new Map<string, Map<string, Outcome>>();
  const codeOf = (answer: Answer) => {
    try {
      return (JSON.parse(answer.body) as { error?: { code?: string } }).error?.code;
    } catch {
      return undefined;
    }
  };

  it('knows every route: public, own account, back office, or an area of the team', () => {
    expect(routes.length).toBeGreaterThan(150);
    const keys = new Set(routes.map((r) => r.key));
    // No table here can rot: a route removed or renamed fails here until its entry goes too.
    const stale = [
      publicRoutes,
      secretHolders,
      publicToTheSignedIn,
      accountRoutes,
      bodyRecordsOfA,
      bodies,
      freshFor,
      Object.fromEntries([...sideBySide, ...walkLast].map((key) => [key, true])),
    ]
      .flatMap((table) => Object.keys(table))
      .filter((key) => !keys.has(key));
    expect(stale).toEqual([]);
    const unplaced = routes.filter(
      (r) => !publicRoutes[r.key] && !accountRoutes[r.key] && !isAdminRoute(r) && !teamAreaOfApiPath(r.path),
    );
    expect(unplaced.map((r) => r.key)).toEqual([]);
    expect(routes.filter((r) => isAdminRoute(r) && adminRuleOf(r) === undefined).map((r) => r.key)).toEqual(
      [],
    );
    // Every path value and required query value names something made above, never a made-up id.
    const madeUp = routes.flatMap((r) =>
      [...r.params, ...r.query.filter((p) => p.required)]
        .filter((p) => valueOf(r, p.name) === undefined)
        .map((p) => `${r.key}: ${p.name}`),
    );
    expect(madeUp).toEqual([]);
    for (const [prefix, screen] of planGates) {
      expect(requiredPlanForPath(screen), screen).not.toBeNull();
      expect(
        routes.some((r) => r.path.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });

  it.each(ordered.map((route) => [route.key, route] as const))('%s', async (_key, route) => {
    const rule = adminRuleOf(route);
    if (rule) await holdPage(rule.page);
    const row = new Map<string, Outcome>();
    matrix.set(route.key, row);
    const walk = async (persona: Persona) => {
      const expected = expectedOf(route, persona);
      const fresh = expected.status < 300 ? freshFor[route.key] : undefined;
      if (fresh) await freeLimits();
      const setup = fresh ? await fresh({ route, persona }) : {};
      const answer = await send(route, persona, setup);
      const code = codeOf(answer);
      row.set(persona.key, { expected, status: answer.statusCode, code, body: answer.body.slice(0, 200) });
      const right = answer.statusCode === expected.status && (!expected.code || code === expected.code);
      return right
        ? null
        : `${persona.key}: expected ${expected.status} ${expected.code ?? ''} (${expected.rule}), got ${answer.statusCode} ${answer.body.slice(0, 200)}`;
    };
    // Reads change nothing, so their cells run side by side; every other route's run one by one.
    const found =
      route.method === 'GET' || sideBySide.has(route.key)
        ? await Promise.all(personas.map(walk))
        : await personas.reduce<Promise<(string | null)[]>>(
            async (done, persona) => [...(await done), await walk(persona)],
            Promise.resolve([]),
          );
    const wrong = found.filter((line): line is string => line !== null);
    expect(wrong).toEqual([]);
  });

  afterAll(async () => {
    const target = process.env.PERMISSION_MATRIX;
    if (!target) return;
    const file = path.resolve(import.meta.dirname, '../../../..', target);
    // As the repository formats markdown, so the written table passes `npm run format:check`.
    const prettier = await import('prettier');
    const options = await prettier.resolveConfig(file);
    fs.writeFileSync(file, await prettier.format(printed(matrix), { ...options, filepath: file }));
  });

  /** What a route needs, as the rules read it: for the reader of the printed matrix. */
  const needsOf = (route: Route) => {
    if (publicRoutes[route.key]) return secretHolders[route.key] ? 'public, own secret' : 'public';
    if (accountRoutes[route.key]) return 'a session';
    if (isAdminRoute(route)) {
      const rule = adminRuleOf(route);
      return rule ? `admin: ${rule.page} ${rule.action}` : 'owner admin';
    }
    const plan = planOf(route);
    const area = `${teamAreaOfApiPath(route.path)} ${teamActionOfMethod(route.method)}`;
    return plan ? `${area}, ${plan.replace('_', ' ')}` : area;
  };
  /** Refusals by a short name; the two public routes' own refusals by what they mean. */
  const shortCodes: Record<string, string> = {
    unauthenticated: '',
    forbidden: 'adm',
    role_forbidden: 'role',
    email_not_verified: 'email',
    onboarding_required: 'onb',
    plan_required: 'plan',
    not_found: '',
    invitation_other_account: 'invitee',
  };
  const cellText = (route: Route, outcome: Outcome | undefined) => {
    if (!outcome) return 'not walked';
    const { status, code, expected } = outcome;
    const short = secretHolders[route.key] ? 'secret' : code && (shortCodes[code] ?? code);
    const shown = status >= 300 && short ? `${status} ${short}` : String(status);
    const right = status === expected.status && (!expected.code || code === expected.code);
    const wanted = [expected.status, expected.code].filter(Boolean).join(' ');
    return right ? shown : `**${shown}, not ${wanted}**`;
  };
  const printed = (cells: Map<string, Map<string, Outcome>>) =>
    [
      '# The permission matrix',
      '',
      `Every route of the API called by every kind of person, as \`apps/server/src/test/permission-matrix.test.ts\` walked it on ${testDatabaseKind() === 'postgres' ? 'PostgreSQL' : 'PGlite'} (decision 040). Each cell is the status the route answered; the rules that decide it are at the top of the test, and the test fails on any cell that breaks them (shown in bold here). Regenerate with \`PERMISSION_MATRIX=docs/permission-matrix.md npx vitest run --project server apps/server/src/test/permission-matrix.test.ts\`.`,
      '',
      '| Column | Who |',
      '|---|---|',
      ...personas.map((p) => `| ${p.short} | ${p.label} |`),
      '',
      "Codes: 2xx let in; 401 no session; 403 adm: no back-office right; 403 email: address not confirmed; 403 onb: no FPO yet; 403 role: the team role may not; 403 plan: the trial is over and the plan does not include it; 404: the record is another FPO's (or, for a notification, another person's); secret: the webhooks answer only Meta's secrets; 409 invitee: an invitation link makes a new account, so it refuses anyone signed in.",
      '',
      `| Route | Needs | ${personas.map((p) => p.short).join(' | ')} |`,
      `|---|---|${personas.map(() => '---').join('|')}|`,
      ...routes.map(
        (route) =>
          `| \`${route.key}\` | ${needsOf(route)} | ${personas.map((p) => cellText(route, cells.get(route.key)?.get(p.key))).join(' | ')} |`,
      ),
      '',
    ].join('\n');
});
