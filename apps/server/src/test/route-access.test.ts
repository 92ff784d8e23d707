import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueFormToken } from '../modules/buyer-requirements/form-token.ts';
import { resolveAuthSecret } from '../plugins/auth.ts';
import { createOperator, onboardingInput, originHeaders } from './accounts.ts';
import { buildTestApp } from './build-test-app.ts';
import { clientFor } from './clients.ts';
import { farmerInput } from './farmers.ts';
import { routesOf, sampleOf, type Route } from './openapi-routes.ts';
import { publicRoutes } from './public-routes.ts';
import { settingsBody } from './settings.ts';
import { csv, fullMapping, header, multipart } from './spreadsheets.ts';
import { finishedImport, uploadSpreadsheet } from './uploads.ts';

/**
 * Every route of the OpenAPI document, walked as nobody, from another site with the owner's
 * cookie, and as another FPO, so a route added tomorrow is checked the day it is added. A route is
 * public only if `public-routes.ts` names it with its reason; an id in a path must name a record made below.
 *
 * The order of the checks in this server: the Origin check and the admin door are onRequest hooks,
 * so they answer before anything else; the schema is checked next; the session only in the handler.
 * So every body sent here is valid, and a refusal is about who asks, never about what was sent.
 */
/**
 * Public routes that answer only a caller holding a secret other than a session: what they answer
 * to nobody here (the test app uses the local outbox, which takes no webhook deliveries).
 */
const secretHolderRoutes: Record<string, number> = {
  'GET /api/whatsapp/webhook': 403,
  'POST /api/whatsapp/webhook': 404,
  // Walked with the owner's invitation's token: the newcomer joins (200, not 201: no record is named).
  'POST /api/invitations/{token}/accept': 200,
};

/**
 * Reads that show records every FPO shares by design, with the reason: the owner's buyer (a shared
 * record) may appear in them; no other id of the owner's may.
 */
const sharedReads: Record<string, string> = {
  'GET /api/advanced-buyers':
    'buyer records and their ratings are shared across FPOs (document 2, 6; decision 028)',
  'GET /api/advanced-buyers/{globalBuyerId}': "a shared buyer record with every FPO's ratings (decision 028)",
};

/** Fields that follow the clock rather than the data, left out when the owner's view is compared. */
const clockFields: Record<string, string[]> = {
  'GET /api/health': ['database', 'uptimeSeconds'],
  'GET /api/reports/farmers': ['since'],
  // The same figures as the report above, stamped with the moment of export.
  'GET /api/reports/farmers/export': ['exportDate', 'timeRange', 'stats'],
  'GET /api/public/buyer-requirements/form': ['token'],
};

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const importOptions = { sheet: 'CSV', mapping: fullMapping, updateExisting: false };
const product = { productName: 'Ragi', packagingType: 'open', quantityTonnes: 2, salePrice: 38000 };
const input = { itemName: 'Neem oil', quantityAvailable: 10, purchasePrice: 300, salePrice: 350 };
const buyer = {
  name: 'Sri Lakshmi Traders',
  phone: '9845011111',
  address: 'APMC Yard',
  cropInterest: 'Maize',
};

/** Bodies that pass validation; any other JSON route gets one made from its schema. */
const validBodies: Record<string, unknown> = {
  'PUT /api/me/language': { language: 'en' },
  'POST /api/onboarding': onboardingInput(),
  'PUT /api/fpo/profile': { fpoName: 'Hosur FPO', fpoPhone: '+919845012345' },
  'POST /api/farmers': farmerInput({ phoneNumber: '9845012366' }),
  'PUT /api/farmers/{farmerId}': farmerInput({ phoneNumber: '9845012355' }),
  'POST /api/uploads/{fileId}/preview': importOptions,
  'POST /api/uploads/{fileId}/import': importOptions,
  'POST /api/products': product,
  'PUT /api/products/{productId}': { ...product, salePrice: 1 },
  'POST /api/inputs': input,
  'PUT /api/inputs/{inputId}': { ...input, salePrice: 1 },
  'PUT /api/settings': settingsBody,
  'PUT /api/admin/fpos/{fpoId}/trial': { trialEndDate: null, reason: 'Harvest season' },
  'PUT /api/admin/fpos/{fpoId}/plan': { plan: 'pro' },
  'PUT /api/admin/inputs/{inputId}': { ...input, salePrice: 1 },
  'PUT /api/compliance/items/{ruleKey}/{period}': { status: 'not_applicable' },
  'POST /api/buyers': { ...buyer, phone: '9845011122' },
  'PUT /api/buyers/{buyerId}': buyer,
  'PUT /api/advanced-buyers/{globalBuyerId}/rating': { rating: 4, comment: 'Pays on time' },
  'POST /api/admin/field-data': { kind: 'business', csv: 'fpo,Crop\nowner@fpo.example,Maize\n' },
  'PATCH /api/mobilization/replies/{replyId}': { outcome: 'order' },
  'POST /api/members': {
    farmerId: crypto.randomUUID(),
    shares: 10,
    paidUpCapital: 1000,
    joinedOn: '2024-04-01',
  },
  'PUT /api/members/{memberId}': { shares: 5, paidUpCapital: 500, joinedOn: '2024-04-01' },
  'POST /api/trade-fairs/{tradeFairId}/registrations': { productsToDisplay: 'Ragi, Turmeric' },
  'POST /api/admin/dealerships/companies': {
    name: 'Sahyadri Implements',
    website: 'https://sahyadri.example.org',
  },
  'PUT /api/admin/dealerships/companies/{companyId}': { name: 'Greenfield Agro Inputs', website: null },
  'POST /api/team/invitations': { email: 'walker@fpo.example', role: 'manager' },
  'PUT /api/team/members/{userId}': { role: 'manager' },
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
};

type Answer = { statusCode: number; body: string; json: () => unknown };
const shown = (answer: Answer) => `${answer.statusCode} ${answer.body.slice(0, 300)}`;

describe('who may call each route', async () => {
  // Every route is walked as several callers: more requests than a minute's API limit allows one address.
  const testApp = await buildTestApp({ API_RATE_LIMIT: '1000000' });
  const { app } = testApp;
  const owner = await createOperator(testApp);
  const stranger = await createOperator(testApp);
  const ownerClient = clientFor(testApp, owner.cookie);
  const madeBy = async (request: Promise<Answer>) => {
    const answer = await request;
    expect(answer.statusCode, shown(answer)).toBeLessThan(300);
    return answer.json() as { id: string; picture?: { url: string } };
  };
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7d44' } })
    .png()
    .toBuffer();

  // One record of every kind a path names, all in the owner's FPO.
  const farmer = await madeBy(ownerClient.post('/api/farmers', farmerInput({ phoneNumber: '9845012377' })));
  // The farmer as a member of the register (decision 031), so the dividend run has capital.
  const member = await madeBy(
    ownerClient.post('/api/members', {
      farmerId: farmer.id,
      shares: 10,
      paidUpCapital: 10000,
      joinedOn: '2024-04-01',
    }),
  );
  const ownedProduct = await madeBy(ownerClient.post('/api/products', product));
  const ownedInput = await madeBy(ownerClient.post('/api/inputs', input));
  const ownedBuyer = await madeBy(
    ownerClient.post('/api/buyers', { ...buyer, rating: 4, feedback: 'Pays on time' }),
  );
  const pictured = await madeBy(
    ownerClient.upload(`/api/products/${ownedProduct.id}/picture`, 'ragi.png', png, 'image/png'),
  );
  await madeBy(ownerClient.upload(`/api/inputs/${ownedInput.id}/picture`, 'neem.png', png, 'image/png'));
  // The FPO's own slots, which no id names: walked as nobody and from another site all the same.
  await madeBy(ownerClient.upload('/api/settings/photos/logo', 'logo.png', png, 'image/png'));
  await madeBy(ownerClient.upload('/api/settings/documents/pan', 'pan.png', png, 'image/png'));
  // A compliance item done with its proof: the calendar needs the incorporation date.
  await madeBy(ownerClient.put('/api/settings', { ...settingsBody, incorporationDate: '2019-06-01' }));
  const calendar = (await ownerClient.get('/api/compliance')).json() as {
    today: string;
    items: { ruleKey: string; period: string }[];
  };
  const agm = calendar.items.find((item) => item.ruleKey === 'agm') as { ruleKey: string; period: string };
  const agmPath = `/api/compliance/items/${agm.ruleKey}/${agm.period}`;
  await madeBy(ownerClient.put(agmPath, { status: 'done', doneOn: calendar.today }));
  await madeBy(ownerClient.upload(`${agmPath}/document`, 'minutes.png', png, 'image/png'));
  const file = await madeBy(
    uploadSpreadsheet(
      testApp,
      owner.cookie,
      'members.csv',
      csv(`${header.join(',')}\nRamesh,9845012345,2,M,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109\n`),
    ),
  );
  const job = await madeBy(ownerClient.post(`/api/uploads/${file.id}/import`, importOptions));
  await finishedImport(testApp, owner.cookie, job.id);
  // A buyer's requirement from the public form, as a person sends it after filling it in.
  const cropIds = ((await app.inject({ method: 'GET', url: '/api/crops' })).json().items as { id: string }[])
    .slice(0, 2)
    .map((crop) => crop.id);
  const requirement = (phone: string) => ({
    name: 'Anand Traders',
    phone,
    city: 'Hubballi',
    state: 'Karnataka',
    pincode: '580029',
    cropIds,
    formToken: issueFormToken(resolveAuthSecret(testApp.config), Date.now() - 5_000),
  });
  await madeBy(
    app.inject({ method: 'POST', url: '/api/public/buyer-requirements', payload: requirement('9886012345') }),
  );
  validBodies['POST /api/public/buyer-requirements'] = requirement('9886012346');
  const [stored] = (
    (await testApp.database.db.execute(sql`select id from buyer_requirements`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  // A farmer's reply to the owner's FPO, as the WhatsApp webhook stores it (decision 025).
  const [reply] = (
    (await testApp.database.db.execute(
      sql`insert into whatsapp_messages (direction, fpo_id, phone, text) values ('in', ${owner.fpoId}, '+919845012377', 'Interested') returning id`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  // A bulk send to the owner's farmers, as the back office starts one (decision 026).
  const [bulkSend] = (
    (await testApp.database.db.execute(
      sql`insert into whatsapp_bulk_sends (fpo_id, category, template_name, fallback_language, parameters, audience_kind, status, total)
          values (${owner.fpoId}, 'training', 'sample_meeting_reminder', 'en', '[]', 'all', 'finished', 0) returning id`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  // A notification for the owner, as a status change records one (decision 032).
  const [notice] = (
    (await testApp.database.db.execute(
      sql`insert into notifications (user_id, fpo_id, kind, params, link)
          select user_id, fpo_id, 'trade_fair_status', '{"fair":"Krishi Mela","status":"confirmed"}', '/trade-fairs'
          from fpo_members where fpo_id = ${owner.fpoId} returning id`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  // A trade fair from the back office's catalogue, and the owner's registration for it (decision 030).
  const [fair] = (
    (await testApp.database.db.execute(
      sql`insert into trade_fairs (name, start_date, end_date, registration_deadline, city, state)
          values ('Krishi Mela', current_date + 10, current_date + 12, current_date + 5, 'Dharwad', 'Karnataka') returning id`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  const [fairRegistration] = (
    (await testApp.database.db.execute(
      sql`insert into trade_fair_registrations (trade_fair_id, fpo_id, products_to_display)
          values (${fair?.id}, ${owner.fpoId}, '["Ragi"]') returning id`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  // A dealership catalogue from the back office, and the owner's application (decision 029).
  const [dealer] = (
    (await testApp.database.db.execute(
      sql`with company as (insert into agriculture_companies (name) values ('Greenfield Agro Inputs') returning id),
        category as (insert into dealership_categories (name) values ('Seeds') returning id),
        requirement as (insert into dealership_requirements (company_id, category_id)
          select company.id, category.id from company, category returning id, company_id, category_id),
        application as (insert into dealership_applications (fpo_id, company_id, category_id, requirement_id, application_data, eligibility_check)
          select ${owner.fpoId}, company_id, category_id, id, '{}', '{}' from requirement returning id)
        select (select id from company) as company_id, (select id from category) as category_id,
          (select id from application) as application_id`,
    )) as unknown as { rows: { company_id: string; category_id: string; application_id: string }[] }
  ).rows;
  // An invitation of the owner's to its team (decision 036), and the token its mail carries.
  const invitation = await madeBy(
    ownerClient.post('/api/team/invitations', { email: 'newcomer@fpo.example', role: 'field_staff' }),
  );
  const invitationLink = testApp.mailbox.lastTo('newcomer@fpo.example')?.links?.[0] ?? '';
  const [, , bucket, pictureFpoId, pictureFile] = (pictured.picture?.url ?? '').split('/');
  expect(pictureFpoId).toBe(owner.fpoId);

  /** The owner's records: another FPO that names one in a path must be told it does not exist. */
  const ownedIds: Record<string, string> = {
    farmerId: farmer.id,
    productId: ownedProduct.id,
    inputId: ownedInput.id,
    buyerId: ownedBuyer.id,
    fileId: file.id,
    jobId: job.id,
    replyId: reply?.id as string,
    memberId: member.id,
    notificationId: notice?.id as string,
    invitationId: invitation.id,
  };
  /** Other path and query values: the FPO itself (admin, media, brochure) and the stored picture. */
  const otherValues: Record<string, string> = {
    fpoId: owner.fpoId,
    // The brochure names the FPO by it; the team's member routes find no such member (team.test.ts
    // tries another FPO's members).
    userId: owner.fpoId,
    bucket: bucket as string,
    file: pictureFile as string,
    ruleKey: agm.ruleKey,
    period: agm.period,
    requirementId: stored?.id as string,
    cropId: cropIds[0] as string,
    bulkSendId: bulkSend?.id as string,
    // The dividend download names the net profit it runs on (decision 031).
    netProfit: '100000',
    tradeFairId: fair?.id as string,
    registrationId: fairRegistration?.id as string,
    // The dealership catalogue is the back office's; the application is read only there (decision 029).
    companyId: dealer?.company_id as string,
    categoryId: dealer?.category_id as string,
    applicationId: dealer?.application_id as string,
    // A shared buyer record (decision 028): every FPO reads it, so it is not the owner's alone.
    globalBuyerId: ownedBuyer.id,
    token: invitationLink.split('/').at(-1) as string,
    // India Post's directory (decision 035): the same for every FPO.
    pincode: '580029',
  };

  // better-auth's own routes (sign-up, sign-in...) are public by nature and not ours to list.
  const routes = routesOf(app.swagger() as never).filter((r) => !r.path.startsWith('/api/auth/'));
  const pathNames = (route: Route) => route.params.map((p) => p.name);
  const valueOf = (name: string, schema: Route['params'][number]['schema']) =>
    String(ownedIds[name] ?? otherValues[name] ?? sampleOf(schema));
  const urlOf = (route: Route) => {
    const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const parameter = route.params.find((p) => p.name === name);
      return encodeURIComponent(valueOf(name, parameter?.schema ?? {}));
    });
    const query = route.query.filter((p) => p.required).map((p) => [p.name, valueOf(p.name, p.schema)]);
    return query.length ? `${path}?${new URLSearchParams(query)}` : path;
  };
  /**
   * A request as a browser would make it: valid JSON where the route reads JSON, nothing for a
   * read or a delete, and a small picture for any other write. The document shows no body for
   * multipart routes, so a POST or PUT without a JSON body is taken to read a file; one that reads
   * neither would answer 415 here, and needs a line in this function.
   */
  const send = (route: Route, headers: Record<string, string>) => {
    const request = { method: route.method as 'GET', url: urlOf(route), headers };
    if (!writes.has(route.method) || route.method === 'DELETE') return app.inject(request);
    if (route.body)
      return app.inject({
        ...request,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(validBodies[route.key] ?? sampleOf(route.body)),
      });
    if (!route.upload) return app.inject(request);
    const form = multipart('field.png', png);
    return app.inject({
      ...request,
      headers: { ...headers, 'content-type': form.contentType },
      payload: form.payload,
    });
  };

  const anonymous = { origin: testApp.config.baseUrl as string };
  const asOwner = originHeaders(testApp, owner.cookie);
  const asStranger = originHeaders(testApp, stranger.cookie);
  const isAdmin = (route: Route) => route.path.startsWith('/api/admin/');
  const isOwned = (route: Route) => pathNames(route).some((name) => name in ownedIds);
  const reads = routes.filter((r) => r.method === 'GET');

  /** What the owner sees on every page it may read, digested: a change anywhere shows here. */
  const ownerView = async () => {
    const view: Record<string, string> = {};
    for (const route of reads.filter((r) => !isAdmin(r) && !(r.key in secretHolderRoutes))) {
      const answer = await send(route, asOwner);
      const fields = clockFields[route.key];
      const seen = fields
        ? JSON.stringify({ ...answer.json(), ...Object.fromEntries(fields.map((f) => [f, undefined])) })
        : answer.rawPayload;
      view[route.key] = `${answer.statusCode} ${createHash('sha256').update(seen).digest('hex')}`;
    }
    return view;
  };
  const ownerSawAtFirst = await ownerView();
  /** The owner's view just before a block's walk, to compare with what it sees after. */
  const ownerViewBeforeWalk = () => {
    let before: Record<string, string> = {};
    beforeAll(async () => {
      before = await ownerView();
    });
    return () => before;
  };

  const table = (list: Route[]) => list.map((route) => [route.key, route] as const);

  it('walks the routes it is meant to, each path value a record that exists', () => {
    expect(routes.length).toBeGreaterThan(40);
    const keys = new Set(routes.map((r) => r.key));
    // The allow-list cannot rot: a public route that was removed or renamed fails here.
    expect(Object.keys(publicRoutes).filter((key) => !keys.has(key))).toEqual([]);
    // A new kind of id in a path needs a record of the owner's above, or another FPO is not tried on it.
    const unknownIds = routes
      .flatMap(pathNames)
      .filter((name) => name.endsWith('Id') && !(name in ownedIds) && !(name in otherValues));
    expect(unknownIds).toEqual([]);
    expect(routes.filter((r) => isOwned(r) && !isAdmin(r)).length).toBeGreaterThan(20);
    expect(Object.values(ownerSawAtFirst).filter((answer) => !answer.startsWith('200 '))).toEqual([]);
  });

  describe('as nobody', () => {
    it.each(table(routes.filter((r) => publicRoutes[r.key])))('answers %s', async (_key, route) => {
      const answer = await send(route, {});
      expect(answer.statusCode, shown(answer)).toBe(
        secretHolderRoutes[route.key] ?? (route.method === 'POST' ? 201 : 200),
      );
    });

    it.each(table(routes.filter((r) => !publicRoutes[r.key])))('refuses %s', async (_key, route) => {
      // A write is tried as a browser sends it (our Origin) and as a script does (no Origin).
      for (const headers of writes.has(route.method) ? [anonymous, {}] : [{}]) {
        const answer = await send(route, headers);
        expect(answer.statusCode, shown(answer)).toBe(401);
        expect(answer.json()).toEqual({ error: { code: 'unauthenticated' } });
      }
    });
  });

  describe("from another site, with the owner's cookie", () => {
    const ownerSawBefore = ownerViewBeforeWalk();
    it.each(table(routes.filter((r) => writes.has(r.method))))('refuses %s', async (_key, route) => {
      const answer = await send(route, { cookie: owner.cookie, origin: 'https://evil.example' });
      expect(answer.statusCode, shown(answer)).toBe(403);
      expect(answer.json()).toEqual({ error: { code: 'origin_forbidden' } });
    });

    it('changed nothing the owner sees', async () => {
      expect(await ownerView()).toEqual(ownerSawBefore());
    });
  });

  describe('as another FPO', () => {
    const ownerSawBefore = ownerViewBeforeWalk();
    // A listed product is public by design; the Mandi's own tests keep the unlisted ones hidden.
    const owned = routes.filter((r) => isOwned(r) && !isAdmin(r) && !publicRoutes[r.key]);

    it.each(table(owned))("does not find the owner's record in %s", async (_key, route) => {
      const answer = await send(route, asStranger);
      expect(answer.statusCode, shown(answer)).toBe(404);
      expect(answer.json()).toEqual({ error: { code: 'not_found' } });
    });

    it.each(table(reads.filter((r) => !isOwned(r) && !isAdmin(r) && !publicRoutes[r.key])))(
      "shows no id of the owner's in %s",
      async (_key, route) => {
        const answer = await send(route, asStranger);
        expect(answer.statusCode, shown(answer)).toBeLessThan(500);
        const unshared = Object.entries(ownedIds).filter(
          ([name]) => !(sharedReads[route.key] && name === 'buyerId'),
        );
        for (const id of [owner.fpoId, ...unshared.map(([, id]) => id)])
          expect(answer.body).not.toContain(id);
      },
    );

    it('changed nothing the owner sees', async () => {
      expect(await ownerView()).toEqual(ownerSawBefore());
    });
  });

  describe('as an operator who is not the owner admin', () => {
    const ownerSawBefore = ownerViewBeforeWalk();
    const admin = routes.filter(isAdmin);
    const operators = [
      ['the owner of the FPO named', asOwner],
      ['another FPO', asStranger],
    ] as const;
    it.each(
      admin.flatMap((route) => operators.map(([who, headers]) => [route.key, who, route, headers] as const)),
    )('refuses %s to %s', async (_key, _who, route, headers) => {
      const answer = await send(route, headers);
      expect(answer.statusCode, shown(answer)).toBe(403);
      expect(answer.json()).toEqual({ error: { code: 'forbidden' } });
    });

    it('walked every admin route, and they changed nothing the owner sees', async () => {
      expect(admin.length).toBeGreaterThanOrEqual(3);
      expect(await ownerView()).toEqual(ownerSawBefore());
    });
  });
});
