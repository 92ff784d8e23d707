import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { issueFormToken } from '../modules/buyer-requirements/form-token.ts';
import { resolveAuthSecret } from '../plugins/auth.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createOperator, onboardingInput, originHeaders } from './accounts.ts';
import { createMailbox, type TestApp } from './build-test-app.ts';
import { settingsBody } from './settings.ts';
import { farmerInput } from './farmers.ts';
import { fuzzTimeout } from './fuzz.ts';
import { fuzzEveryRoute } from './json-fuzz.ts';
import { routesOf, sampleOf, type JsonSchema, type Route } from './openapi-routes.ts';
import { csv, multipart, fullMapping } from './spreadsheets.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * Walks every route of the OpenAPI document with what a careless or hostile client sends: NUL and
 * other control characters, values of the wrong JSON type, megabytes of text, keys nobody declared.
 * The bodies are made from each route's own schema, so a route added tomorrow is walked too.
 * Every answer must be a 4xx in the usual error shape, nothing refused may be stored, and the
 * log must never see a 5xx.
 */

const MEGABYTE = 1024 * 1024;
const megabyte = 'x'.repeat(MEGABYTE);
const twoHundredKilobytes = 'ಅ'.repeat(200 * 1024);

/** JSON types a schema admits; integer counts as number. An empty set means "anything": not strict. */
const jsonTypes = (schema: JsonSchema): Set<string> => {
  const types = new Set<string>();
  if (schema.type) types.add(schema.type === 'integer' ? 'number' : schema.type);
  if (schema.nullable) types.add('null');
  for (const option of schema.anyOf ?? []) for (const type of jsonTypes(option)) types.add(type);
  return types;
};

const wrongTypedValues: [type: string, value: unknown][] = [
  ['boolean', true],
  ['number', 123],
  ['array', []],
  ['array', ['a']],
  ['object', {}],
  ['null', null],
];

type Mutation = { label: string; field: string; body: unknown };

const setAt = (body: unknown, path: string[], value: unknown): unknown => {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const object = (body ?? {}) as Record<string, unknown>;
  return { ...object, [head]: setAt(object[head], rest, value) };
};

/** Every hostile change of one field at a time, walking nested objects, plus unknown keys at each level. */
const fieldMutations = (schema: JsonSchema, base: unknown, path: string[] = []): Mutation[] => {
  const mutations: Mutation[] = [];
  const field = path.join('.');
  if (path.length) {
    const types = jsonTypes(schema);
    expect(types.size, `${field} declares no JSON type, so anything passes`).toBeGreaterThan(0);
    for (const [type, value] of wrongTypedValues)
      if (!types.has(type))
        mutations.push({
          label: `${field} = ${JSON.stringify(value)}`,
          field,
          body: setAt(base, path, value),
        });
    if (types.has('string')) {
      const current = path.reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], base);
      const valid = typeof current === 'string' ? current : 'Sample';
      for (const [label, value] of [
        ['NUL inside', `${valid.slice(0, 2)}\u0000${valid.slice(2)}`],
        ['NUL alone', '\u0000'],
        ['other control characters', `${valid}\u0001\u001B\u007F`],
        ['a lone surrogate', `${valid}\uD800`],
        ['200 KB of text', twoHundredKilobytes],
        ['1 MB of text', megabyte],
      ])
        mutations.push({ label: `${field}: ${label}`, field, body: setAt(base, path, value) });
    }
  }
  if (jsonTypes(schema).has('object') && schema.properties) {
    const unknownKey = [...path, 'sneaky'].join('.');
    mutations.push({
      label: `${unknownKey}: unknown key`,
      field: unknownKey,
      body: setAt(base, [...path, 'sneaky'], 'x'),
    });
    for (const [key, inner] of Object.entries(schema.properties))
      mutations.push(...fieldMutations(inner, base, [...path, key]));
  }
  return mutations;
};

const expectRefusal = (
  response: { statusCode: number; body: string; json: () => unknown },
  context: string,
): { error: { code: string; issues?: { field: string; code: string }[] } } => {
  expect(response.statusCode, `${context}: ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${context}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  const body = response.json() as { error: { code: string; issues?: { field: string; code: string }[] } };
  expect(body, context).toMatchObject({ error: { code: expect.stringMatching(/^[a-z0-9_]+$/) } });
  return body;
};

const farmer = farmerInput({ farmerName: 'Lakshmi Devi', phoneNumber: '9845012399', gender: 'Female' });

describe('hostile input on every route', async () => {
  // Built by hand rather than with buildTestApp so the log can be read.
  const logLines: { level: number; msg?: string; status?: number; res?: { statusCode?: number } }[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  const ownerEmail = `hostile-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `.tmp/test-data/${crypto.randomUUID()}`,
    BASE_URL: 'http://localhost:3000',
    // The owner admin, so the admin routes are walked past their door too.
    OWNER_EMAIL: ownerEmail,
    API_RATE_LIMIT: '1000000',
  });
  const mailbox = createMailbox();
  const app = await buildApp({
    config,
    database,
    mailer: mailbox,
    logger: { level: 'info', stream: logStream },
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  const testApp: TestApp = { app, database, config, mailbox };

  const operator = await createOperator(testApp, ownerEmail);
  const headers = originHeaders(testApp, operator.cookie);
  const send = (method: string, url: string, payload?: unknown, extra: Record<string, string> = {}) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: { ...headers, ...extra },
      ...(payload !== undefined && {
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        headers: { ...headers, 'content-type': 'application/json', ...extra },
      }),
    });

  // Real ids, so a request that passes validation reaches the service and the database.
  const created = await send('POST', '/api/farmers', farmer);
  expect(created.statusCode, created.body).toBe(201);
  const upload = multipart(
    'members.csv',
    csv(
      'Farmer Name,Phone,Acres,Gender,Village,Block,District,State,Pincode\nRamesh,9845012345,2,M,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109\n',
    ),
  );
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...headers, 'content-type': upload.contentType },
    payload: upload.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const fileId = uploaded.json().id as string;

  const waitForImports = async () => {
    for (let i = 0; i < 400; i++) {
      const { job } = (await send('GET', `/api/uploads/${fileId}/import`)).json();
      if (job?.status !== 'running') return job as { id: string } | null;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('import did not finish');
  };
  const importOptions = { sheet: 'CSV', mapping: fullMapping, updateExisting: false };
  const started = await send('POST', `/api/uploads/${fileId}/import`, importOptions);
  expect(started.statusCode, started.body).toBe(202);
  const jobId = (await waitForImports())?.id as string;

  const product = { productName: 'Ragi', packagingType: 'open', quantityTonnes: 2, salePrice: 38000 };
  const input = { itemName: 'Neem oil', quantityAvailable: 10, purchasePrice: 300, salePrice: 350 };
  const productId = (await send('POST', '/api/products', product)).json().id as string;
  const inputId = (await send('POST', '/api/inputs', input)).json().id as string;
  const buyer = {
    name: 'Sri Lakshmi Traders',
    phone: '9845011111',
    address: 'APMC Yard',
    cropInterest: 'Maize',
  };
  const buyerId = (await send('POST', '/api/buyers', buyer)).json().id as string;
  // The farmer as a member of the register (decision 031).
  const member = { shares: 10, paidUpCapital: 1000, joinedOn: '2024-04-01' };
  const memberId = (await send('POST', '/api/members', { ...member, farmerId: created.json().id })).json()
    .id as string;
  const cropIds = ((await send('GET', '/api/crops')).json().items as { id: string }[])
    .slice(0, 2)
    .map((c) => c.id);
  const requirement = (phone: string) => ({
    name: 'Anand Traders',
    phone,
    city: 'Hubballi',
    state: 'Karnataka',
    pincode: '580029',
    cropIds,
    formToken: issueFormToken(resolveAuthSecret(config), Date.now() - 5_000),
  });
  expect((await send('POST', '/api/public/buyer-requirements', requirement('9886012345'))).statusCode).toBe(
    201,
  );
  const [stored] = (
    (await database.db.execute(sql`select id from buyer_requirements`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;

  // A farmer's reply to the FPO, as the WhatsApp webhook stores it (decision 025).
  const [reply] = (
    (await database.db.execute(
      sql`insert into whatsapp_messages (direction, fpo_id, phone, text) values ('in', ${operator.fpoId}, '+919845012345', 'Interested') returning id`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;

  // A notification for the operator, as a status change records one (decision 032).
  const [notice] = (
    (await database.db.execute(
      sql`insert into notifications (user_id, fpo_id, kind, params, link)
          select user_id, fpo_id, 'trade_fair_status', '{"fair":"Krishi Mela","status":"confirmed"}', '/trade-fairs'
          from fpo_members where fpo_id = ${operator.fpoId} returning id`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;

  // A trade fair and the operator's registration for it (decision 030), so their routes have records.
  const [fair] = (
    (await database.db.execute(
      sql`insert into trade_fairs (name, start_date, end_date, registration_deadline, city, state)
          values ('Krishi Mela', current_date + 10, current_date + 12, current_date + 5, 'Dharwad', 'Karnataka') returning id`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  const [fairRegistration] = (
    (await database.db.execute(
      sql`insert into trade_fair_registrations (trade_fair_id, fpo_id, products_to_display)
          values (${fair?.id}, ${operator.fpoId}, '["Ragi"]') returning id`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  const tradeFair = {
    name: 'Agri Expo',
    categories: 'Organic, Millets',
    startDate: '2031-01-10',
    endDate: '2031-01-12',
    registrationDeadline: '2031-01-05',
    city: 'Pune',
    state: 'Maharashtra',
    participationCost: 15000,
    expectedVisitors: 20000,
    websiteUrl: 'agriexpo.example.org',
  };

  // The outbox's sample templates, so a send's known-good body names one that exists.
  expect((await send('POST', '/api/admin/whatsapp/templates/sync')).statusCode).toBe(200);

  // A bulk send to the operator's farmers through the outbox (decision 026), so its routes have a record.
  const bulkSendBody = {
    fpoId: operator.fpoId,
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
  };
  const bulkSend = await send('POST', '/api/admin/whatsapp/bulk-sends', bulkSendBody);
  expect(bulkSend.statusCode, bulkSend.body).toBe(201);
  // Finished before the walk, so its job changes nothing while the walk checks that nothing changed.
  for (let i = 0; ; i++) {
    const { status } = (await send('GET', `/api/admin/whatsapp/bulk-sends/${bulkSend.json().id}`)).json();
    if (status === 'finished') break;
    if (i > 400) throw new Error('bulk send did not finish');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }

  const pathIds: Record<string, string> = {
    bulkSendId: bulkSend.json().id as string,
    productId,
    inputId,
    farmerId: created.json().id,
    fileId,
    jobId,
    fpoId: operator.fpoId,
    ruleKey: 'agm',
    period: 'FY2026',
    buyerId,
    globalBuyerId: buyerId,
    requirementId: stored?.id as string,
    replyId: reply?.id as string,
    memberId,
    notificationId: notice?.id as string,
    tradeFairId: fair?.id as string,
    registrationId: fairRegistration?.id as string,
    pincode: '580029',
  };

  /** Bodies known to pass validation; any other route gets one made from its schema. */
  const knownGood: Record<string, unknown> = {
    'POST /api/trade-fairs/{tradeFairId}/registrations': { productsToDisplay: 'Ragi, Turmeric' },
    'POST /api/admin/dealerships/companies': {
      name: 'Sahyadri Implements',
      website: 'https://sahyadri.example.org',
    },
    'PUT /api/admin/dealerships/companies/{companyId}': { name: 'Greenfield Agro Inputs', website: null },
    'POST /api/admin/trade-fairs': tradeFair,
    'PUT /api/admin/trade-fairs/{tradeFairId}': tradeFair,
    'PUT /api/admin/trade-fairs/registrations/{registrationId}/status': { status: 'confirmed' },
    'POST /api/team/invitations': { email: 'newcomer@fpo.example', role: 'field_staff' },
    // No such link: valid, refused with 404 after validation.
    'POST /api/invitations/{token}/accept': {
      fullName: 'Manjula Patil',
      phone: '9845011223',
      password: 'secret123',
    },
    'POST /api/enquiries': {
      service: 'ca',
      plan: 'basic',
      name: 'Lakshmi Devi',
      phone: '9845012345',
      message: 'Please call',
    },
    'PUT /api/me/language': { language: 'en' },
    'POST /api/onboarding': onboardingInput(),
    'PUT /api/fpo/profile': { fpoName: 'Hosur FPO', fpoPhone: '+919845012345' },
    'POST /api/farmers': { ...farmer, phoneNumber: '9845012398' },
    'PUT /api/farmers/{farmerId}': farmer,
    'POST /api/uploads/{fileId}/preview': importOptions,
    'POST /api/uploads/{fileId}/import': importOptions,
    'PUT /api/admin/fpos/{fpoId}/trial': { trialEndDate: null, reason: 'Harvest season' },
    'PUT /api/admin/fpos/{fpoId}/plan': { plan: 'pro' },
    'PUT /api/settings': settingsBody,
    'POST /api/products': product,
    'PUT /api/products/{productId}': product,
    'POST /api/inputs': input,
    'PUT /api/inputs/{inputId}': input,
    'PUT /api/compliance/items/{ruleKey}/{period}': { status: 'not_applicable' },
    'POST /api/buyers': buyer,
    'PUT /api/buyers/{buyerId}': buyer,
    'PUT /api/advanced-buyers/{globalBuyerId}/rating': { rating: 4, comment: 'Pays on time' },
    // The farmer is a member already: a valid body, refused with 409 after validation.
    'POST /api/members': { ...member, farmerId: created.json().id },
    'PUT /api/members/{memberId}': member,
    'POST /api/public/buyer-requirements': requirement('9886012346'),
    // The public form's fields without its token (JSON leaves an undefined key out).
    'PUT /api/admin/buyer-requirements/{requirementId}/details': {
      ...requirement('9886012347'),
      formToken: undefined,
    },
    'PUT /api/admin/buyers/{buyerId}': buyer,
    'POST /api/admin/users/{userId}/products': product,
    'PUT /api/admin/users/{userId}/products/{productId}': product,
    'PUT /api/admin/inputs/{inputId}': input,
    'POST /api/admin/field-data': { kind: 'business', csv: `fpo,Crop\n${operator.fpoId},Maize\n` },
    // An FPO that does not exist: valid, refused with 404, and no send starts during the walk.
    'POST /api/admin/whatsapp/bulk-sends': { ...bulkSendBody, fpoId: crypto.randomUUID() },
    'POST /api/admin/whatsapp/bulk-sends/preview': {
      fpoId: operator.fpoId,
      audience: { kind: 'all' },
      template: 'sample_meeting_reminder',
      fallbackLanguage: 'en',
    },
    'POST /api/admin/whatsapp/messages': {
      to: '9845012345',
      template: 'sample_meeting_reminder',
      language: 'en',
      parameters: ['Ramesh', 'Hosur FPC', '12 June', 'the FPO office'],
    },
  };

  const routes = routesOf(app.swagger() as never).filter((route) => !route.path.startsWith('/api/auth/'));
  const urlOf = (route: Route, params: Record<string, string> = {}) =>
    route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(params[name] ?? pathIds[name] ?? crypto.randomUUID()),
    );
  const baseBody = (route: Route) => knownGood[route.key] ?? sampleOf(route.body as JsonSchema);

  it('finds the routes it is meant to walk', () => {
    const walked = routes.filter((r) => r.body || r.query.length || r.params.length).map((r) => r.key);
    expect(walked).toEqual(
      expect.arrayContaining([
        'GET /api/farmers',
        'POST /api/farmers',
        'PUT /api/farmers/{farmerId}',
        'POST /api/onboarding',
        'PUT /api/fpo/profile',
        'POST /api/uploads/{fileId}/import',
        'PUT /api/admin/fpos/{fpoId}/trial',
      ]),
    );
  });

  it(
    'starts from bodies every route accepts, so each refusal below is the hostile field alone',
    { timeout: 120_000 },
    async () => {
      for (const route of routes.filter((r) => r.body)) {
        const response = await send(route.method, urlOf(route), baseBody(route));
        expect(
          response.body && response.json()?.error?.code,
          `${route.key} refused its known-good body (add one to knownGood): ${response.body.slice(0, 300)}`,
        ).not.toBe('validation_failed');
      }
      await waitForImports();
    },
  );

  // Both engines' drivers answer raw SQL with { rows }.
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const snapshot = async () => {
    const tables = await database.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const state: Record<string, unknown> = {};
    // Rate-limit counters count every request, refused or not.
    for (const { name } of rowsOf<{ name: string }>(tables).filter((t) => t.name !== 'rate_limits')) {
      const result = await database.db.execute(
        sql`select md5(string_agg(t::text, '|' order by t::text)) as digest, count(*)::int as count from ${sql.identifier(name)} t`,
      );
      state[name] = rowsOf(result)[0];
    }
    return state;
  };

  // About 700 requests: seconds alone, longer beside the rest of the suite.
  it(
    'refuses every hostile body, query and path value with a 4xx and stores nothing',
    { timeout: 300_000 },
    async () => {
      const before = await snapshot();
      let requests = 0;

      for (const route of routes) {
        if (route.body) {
          const base = baseBody(route);
          for (const mutation of fieldMutations(route.body, base)) {
            const response = await send(route.method, urlOf(route), mutation.body);
            requests++;
            const context = `${route.key} ${mutation.label}`;
            const refusal = expectRefusal(response, context);
            if (response.statusCode === 413) expect(refusal.error.code, context).toBe('payload_too_large');
            else {
              expect(response.statusCode, context).toBe(400);
              expect(
                refusal.error.issues?.map((issue) => issue.field),
                context,
              ).toContain(mutation.field);
            }
          }
          for (const [label, payload] of [
            ['a JSON array', '[]'],
            ['JSON null', 'null'],
            ['a JSON string', '"\\u0000"'],
            ['a JSON number', '123'],
            ['a __proto__ key', `{"__proto__":{"isAdmin":true},${JSON.stringify(base).slice(1)}`],
            ['broken JSON', '{"farmerName":'],
            ['a NUL byte in the raw JSON', `{"a":"\u0000"}`],
          ] as const) {
            expectRefusal(await send(route.method, urlOf(route), payload), `${route.key} body is ${label}`);
            requests++;
          }
        }

        for (const parameter of route.query) {
          const enumValue = parameter.schema.enum?.[0];
          const valid = typeof enumValue === 'string' ? enumValue : 'Sample';
          // 'true' and '[]' are fine words to search for; they are hostile only where text is not expected.
          const freeText =
            jsonTypes(parameter.schema).has('string') && !parameter.schema.enum && !parameter.schema.format;
          const values = ['\u0000', `${valid}\u0000`, `${valid}\u001B`, megabyte, twoHundredKilobytes];
          if (!freeText) values.push('true', '[]', '-1', '1.5');
          for (const value of values) {
            const url = `${urlOf(route)}?${new URLSearchParams({ [parameter.name]: value })}`;
            expectRefusal(
              await send(route.method, url),
              `${route.key} ?${parameter.name}=${value.slice(0, 20)}`,
            );
            requests++;
          }
          const twice = `${urlOf(route)}?${parameter.name}=${encodeURIComponent(valid)}&${parameter.name}=${encodeURIComponent(valid)}`;
          expectRefusal(await send(route.method, twice), `${route.key} ?${parameter.name} twice`);
          requests++;
        }
        if (route.query.length) {
          expectRefusal(await send(route.method, `${urlOf(route)}?sneaky=1`), `${route.key} ?sneaky=1`);
          requests++;
        }

        for (const parameter of route.params) {
          for (const value of [
            '\u0000',
            `${pathIds[parameter.name] ?? crypto.randomUUID()}\u0000`,
            'true',
            '[]',
            'x'.repeat(5000),
          ]) {
            const url = urlOf(route, { [parameter.name]: value });
            const response = await send(route.method, url, route.body ? baseBody(route) : undefined);
            expectRefusal(response, `${route.key} :${parameter.name}=${value.slice(0, 20)}`);
            requests++;
          }
        }
      }

      expect(requests).toBeGreaterThan(300);
      expect(await snapshot()).toEqual(before);
    },
  );

  // The same routes again with fast-check's values (json-fuzz.ts, decision 039): fixed seed and count.
  it(
    'answers fuzzed bodies, query strings and path values without a 5xx, storing nothing refused',
    { timeout: fuzzTimeout(120_000) },
    async () => {
      const sent = await fuzzEveryRoute({
        routes,
        database,
        pathIds,
        baseBody,
        send: (method, url, payload, extra) => send(method, url, payload, extra),
      });
      // FUZZ_ONLY (a replay) runs a single property.
      if (!process.env.FUZZ_ONLY) expect(sent.requests).toBeGreaterThan(500);
    },
  );

  it('never logged a 5xx or an error', () => {
    const statusOf = (line: (typeof logLines)[number]) => line.status ?? line.res?.statusCode ?? 0;
    // The refusals themselves were logged, so the log was read, not merely empty.
    expect(logLines.filter((line) => statusOf(line) === 400).length).toBeGreaterThan(300);
    expect(logLines.filter((line) => line.level >= 50 || statusOf(line) >= 500)).toEqual([]);
  });
});
