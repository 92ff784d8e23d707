import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { addDays, complianceRule, todayInIndia, type ComplianceCalendar } from '@sangam/domain';
import { recountFarmerFigures } from '../modules/farmers/farmer-figures.ts';
import { recordFarmerIntelligence } from '../modules/business/field-data.service.ts';
import { recordBusinessIntelligence } from '../modules/inventory/business-intelligence.service.ts';
import { latestOutboxMail, linkInMail } from '../mail/outbox.ts';
import {
  demoAccount,
  demoBusinessIntelligence,
  demoBuyers,
  demoFarmerIntelligence,
  demoFarmerLanguages,
  demoInputs,
  demoMinutesPdf,
  demoNames,
  demoOnboarding,
  demoPhotos,
  demoProducts,
  demoRequirements,
  demoSettings,
  demoVillages,
  demoPendingCrops,
} from './demo-data.ts';
import { demoPicture } from './demo-pictures.ts';
import { setBadges } from '../modules/admin/admin.service.ts';
import { dailyRefreshJob } from '../modules/recommendations/daily-refresh.ts';
import { setRequirementFlags } from '../modules/buyer-requirements/buyer-requirements.service.ts';
import { issueFormToken } from '../modules/buyer-requirements/form-token.ts';
import { resolveAuthSecret } from '../plugins/auth.ts';
import { seedDemoAdvancedBuyers } from './demo-advanced-buyers.ts';
import { seedDemoCampaigns } from './demo-campaigns.ts';
import { seedDemoDealerships } from './demo-dealerships.ts';
import { seedDemoMembers } from './demo-members.ts';
import { seedDemoTradeFairs } from './demo-trade-fairs.ts';
import { seedDemoTeam } from './demo-team.ts';

/** Farmers of the demonstration FPO; a test asks for fewer. */
export const DEMO_FARMERS = 300;
/** The register is spread over this many past days, so "added this week" and reports have a shape. */
const SPREAD_DAYS = 120;

/** The same "random" demo every time: a small linear congruential generator. */
const randomFrom = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
};

/** The phone of the demo's `i`th farmer: unique by construction, 9 and the index spread over nine digits. */
const demoPhone = (i: number) => `9${String(100_000_000 + i * 2_999_993).slice(-9)}`;

type DemoBuyer = { dealDaysAgo?: number; paidDaysAgo?: number } & Record<string, unknown>;
type Send = (method: 'GET' | 'PUT', url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
type Upload = (url: string, data: Buffer, filename: string, type: string) => Promise<void>;

/**
 * The compliance calendar as an FPO that keeps it: what fell due is recorded done a few days ahead
 * of its date (the AGM with its minutes attached), an occasional filing marked not due, and the
 * latest overdue item left open so the dashboard shows one to act on.
 */
const keepComplianceRecords = async (send: Send, upload: Upload) => {
  let calendar = (await send('GET', '/api/compliance')).json() as ComplianceCalendar;
  const overdue = calendar.items.filter((item) => item.status === 'overdue');
  const leftOpen = overdue.at(-1);
  // Each record can move later due dates (the AGM's filings): read the calendar again after each.
  for (let guard = 0; guard < 50; guard++) {
    const next = calendar.items.find(
      (item) =>
        item.status === 'overdue' && !(item.ruleKey === leftOpen?.ruleKey && item.period === leftOpen.period),
    );
    if (!next) break;
    const url = `/api/compliance/items/${next.ruleKey}/${next.period}`;
    const body = complianceRule(next.ruleKey)?.occasional
      ? { status: 'not_applicable' }
      : { status: 'done', doneOn: addDays(next.planBy, -4) };
    calendar = (await send('PUT', url, body)).json() as ComplianceCalendar;
    if (next.ruleKey === 'agm')
      await upload(`${url}/document`, demoMinutesPdf, 'agm-minutes.pdf', 'application/pdf');
  }
};

const dateIn = (days: number, now: Date) => {
  const date = new Date(`${todayInIndia(now)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * Builds the demonstration FPO through the app's own API, as its operator would: sign up, confirm
 * the address from the outbox's mail, onboard, add farmers, products with pictures and inputs. Only the
 * business- and farmer-intelligence rows, which an admin imports from the field teams' files, go
 * through their services. Runs once: an existing demo account is left as it is. Answers whether it
 * seeded.
 */
export const seedDemo = async (
  app: FastifyInstance,
  { farmers = DEMO_FARMERS, now = new Date() }: { farmers?: number; now?: Date } = {},
) => {
  const origin = app.config.baseUrl ?? 'http://localhost';
  const headers = { host: new URL(origin).host, origin };
  let cookie = '';
  const send = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const response = await app.inject({
      method,
      url,
      headers: { ...headers, cookie },
      payload: payload as object,
    });
    if (response.statusCode >= 400)
      throw new Error(`demo: ${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response;
  };
  const cookieOf = (response: LightMyRequestResponse) =>
    [response.headers['set-cookie'] ?? []]
      .flat()
      .map((c) => c.split(';')[0])
      .join('; ');

  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers,
    payload: { email: demoAccount.email, password: demoAccount.password },
  });
  if (signIn.statusCode === 200) return false;

  // Confirmed in the browser that signed up, whose session then goes on (decision 008).
  cookie = cookieOf(await send('POST', '/api/auth/sign-up/email', { ...demoAccount, language: 'en' }));
  const link = linkInMail(latestOutboxMail(app.config.dataDir, demoAccount.email), '/verify-email');
  if (!link) throw new Error('demo: no confirmation mail in the outbox');
  const url = new URL(link);
  await app.inject({ method: 'GET', url: url.pathname + url.search, headers: { ...headers, cookie } });
  const me = (await send('POST', '/api/onboarding', demoOnboarding)).json() as {
    user: { id: string };
    fpo: { id: string };
  };
  const fpoId = me.fpo.id;

  const random = randomFrom(2026);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  // Each given name walks through the family names, so no two farmers share a name.
  const counts = { male: 0, female: 0 };
  const nameOf = (gender: 'male' | 'female') => {
    const given = demoNames[gender];
    const n = counts[gender]++;
    return `${given[n % given.length]} ${demoNames.family[Math.floor(n / given.length) % demoNames.family.length]}`;
  };
  for (let i = 0; i < farmers; i++) {
    const female = random() < 0.4;
    const [village, block, district, state, pincode] = pick(demoVillages);
    await send('POST', '/api/farmers', {
      farmerName: nameOf(female ? 'female' : 'male'),
      phoneNumber: demoPhone(i),
      acres: (0.5 + Math.round(random() * 1150) / 100).toFixed(2),
      gender: female ? 'Female' : 'Male',
      village,
      block,
      district,
      state,
      pincode,
      preferredLanguage: demoFarmerLanguages[i % demoFarmerLanguages.length],
    });
  }
  // Spread the register over past months, as a real one grew; its figures are counted again after.
  await app.database.db.execute(sql`
    update farmers set created_at = created_at - make_interval(secs => (abs(hashtext(id::text)) % ${SPREAD_DAYS * 86_400}))
    where fpo_id = ${fpoId}`);
  await recountFarmerFigures(app.database.db, fpoId);

  /** A file uploaded as a phone's browser sends it. */
  const upload = async (url: string, data: Buffer, filename = 'picture.png', type = 'image/png') => {
    const boundary = `----sangam-demo-${crypto.randomUUID()}`;
    const uploaded = await app.inject({
      method: 'PUT',
      url,
      headers: { ...headers, cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    if (uploaded.statusCode !== 200) throw new Error(`demo: ${url} answered ${uploaded.statusCode}`);
  };

  await send('PUT', '/api/settings', demoSettings);
  for (const [slot, label, colour] of demoPhotos)
    await upload(`/api/settings/photos/${slot}`, await demoPicture(label, colour));
  await keepComplianceRecords(send as Send, upload);

  for (const { colour, expiresInDays, ...product } of demoProducts) {
    const body = { ...product, expiryDate: expiresInDays === undefined ? null : dateIn(expiresInDays, now) };
    const created = (await send('POST', '/api/products', body)).json() as { id: string };
    await upload(`/api/products/${created.id}/picture`, await demoPicture(product.productName, colour));
  }
  for (const { expiresInDays, ...input } of demoInputs) {
    await send('POST', '/api/inputs', {
      ...input,
      expiryDate: expiresInDays === undefined ? null : dateIn(expiresInDays, now),
    });
  }
  for (const { dealDaysAgo, paidDaysAgo, ...buyer } of demoBuyers as readonly DemoBuyer[]) {
    await send('POST', '/api/buyers', {
      ...buyer,
      transactionDate: dealDaysAgo === undefined ? null : dateIn(-dealDaysAgo, now),
      paymentDate: paidDaysAgo === undefined ? null : dateIn(-paidDaysAgo, now),
    });
  }
  await recordBusinessIntelligence(app.database.db, fpoId, demoBusinessIntelligence);
  await recordFarmerIntelligence(
    app.database.db,
    fpoId,
    demoFarmerIntelligence
      .filter((note) => note.farmer < farmers)
      .map(({ farmer, daysAgo, ...note }) => ({
        ...note,
        contact: demoPhone(farmer),
        phoneNumber: `+91${demoPhone(farmer)}`,
        createdAt: new Date(now.getTime() - daysAgo * 86_400_000),
      })),
  );

  // Buyers' requirements come in through the public form, as a visitor sends it after filling it
  // in; publishing them and checking the FPO's documents are the Sangam team's (no admin account
  // exists in the demo, so the audit names the demo itself).
  const crops = (await send('GET', '/api/crops')).json() as { items: { id: string; name: string }[] };
  for (const { crops: names, published, ...requirement } of demoRequirements) {
    await app.inject({
      method: 'POST',
      url: '/api/public/buyer-requirements',
      headers,
      payload: {
        ...requirement,
        cropIds: names.map((name) => crops.items.find((crop) => crop.name === name)?.id),
        formToken: issueFormToken(resolveAuthSecret(app.config), now.getTime() - 60_000),
      },
    });
    const [row] = (
      (await app.database.db.execute(
        sql`select id from buyer_requirements where phone_number = ${requirement.phone}`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    if (!row) throw new Error(`demo: the requirement of ${requirement.name} was not kept`);
    if (published)
      await setRequirementFlags({
        db: app.database.db,
        actorUserId: 'demo',
        requirementId: row.id,
        flags: { isPublished: true, isVerified: true },
      });
  }
  // Crops visitors added from the public form, waiting for an admin at /admin/crops.
  for (const crop of demoPendingCrops) await send('POST', '/api/crops', crop);
  await setBadges({ db: app.database.db, actorUserId: 'demo', fpoId, badges: { isVerified: true } });
  // Three WhatsApp campaigns of the last weeks, with deliveries, replies and their outcomes.
  await seedDemoCampaigns(app, { fpoId, userId: me.user.id, now, random });
  // Buyers' stated volumes, prices and verification for /advanced-buyers; the member register;
  // dealership and trade fair catalogues with an application and a registration of the FPO's.
  const context = { fpoId, userId: me.user.id, now };
  await seedDemoAdvancedBuyers(app, context);
  await seedDemoMembers(app, context);
  await seedDemoDealerships(app, context);
  await seedDemoTradeFairs(app, context);
  await seedDemoTeam(app, { ...context, cookie });
  // Last night's refresh, as the job runs it: the demo's /finance, /schemes and the back office's
  // monitor open on real scores and a run on record.
  await dailyRefreshJob({
    db: app.database.db,
    mailer: app.mailer,
    log: app.log,
    ownerEmail: app.config.ownerEmail,
    baseUrl: app.config.baseUrl,
  }).run({});
  return true;
};
