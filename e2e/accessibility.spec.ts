import type { APIResponse, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  checkScreen,
  Findings,
  phone,
  settle,
  tr,
  watchNetwork,
  type Language,
} from './support/accessibility.ts';
import { browsers, type Session } from './support/browser.ts';
import { linkFromMail } from './support/outbox.ts';
import { createOperator, signInOrCreateOperator, uniqueEmail } from './support/operators.ts';

/**
 * Every screen of the route table (public, sign-up, an FPO in its trial, the back office as the owner
 * admin) on a 360x640 phone, in English and in Hindi, with realistic data: axe finds no serious or
 * critical WCAG 2.x A/AA violation, and no page scrolls sideways (issue 21, decision 041).
 */
const browser = browsers();
const origin = { origin: inject('baseUrl') };
const languages: Language[] = ['en', 'hi'];

/** India's date `days` from today, as date fields take it. */
const indiaDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

const created = async (response: APIResponse, status = 201) => {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
  return response.status() === 204 ? {} : ((await response.json()) as Record<string, unknown>);
};

const farmerRows = [
  'Farmer Name,Phone Number,Acres,Gender,Village,Block,District,State,Pincode',
  'Lakshmi Devi,9900112233,1.5,Female,Bangarpet,Bangarpet,Kolar,Karnataka,563114',
  'Ramesh Kumar,9845012345,10,Male,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109',
  'Sunita Bai,9900112244,2,Female,Malur,Malur,Kolar,Karnataka,563130',
  'Muniyappa Gowda,9900112255,3.25,Male,Mulbagal,Mulbagal,Kolar,Karnataka,563131',
  'सुनीता यादव,9876500001,2,महिला,Barabanki,Barabanki,Barabanki,Uttar Pradesh,225001',
  'Basavaraj Patil,9845012301,2.5,Male,Kampli,Hosapete,Ballari,Karnataka,583132',
];

type Data = {
  fpoEmail: string;
  fpoUserId: string;
  fpoId: string;
  farmerId: string;
  productId: string;
  buyerId: string;
  fileId: string;
  invitationLink: string;
  category: string;
};

let visitor: Session;
let fpo: Session;
let owner: Session;
let data: Data;
let making: Promise<Data> | undefined;
/** The data, made by whichever test runs first (expect.poll works only inside a test). */
const ready = async () => {
  data = await (making ??= makeData());
};

/** What a new FPO and the back office hold after a few weeks' use, made through the API. */
const makeData = async (): Promise<Data> => {
  const tag = crypto.randomUUID().slice(0, 6);
  owner = await browser(phone);
  await signInOrCreateOperator(owner.page, inject('ownerEmail'));
  await created(
    await owner.context.request.put('/api/me/language', { headers: origin, data: { language: 'en' } }),
    204,
  );
  const admin = (url: string, body?: object, status = 201) =>
    owner.context.request.post(url, { headers: origin, data: body }).then((r) => created(r, status));

  // The back office lists a dealership, a trade fair and a WhatsApp message.
  const company = await admin('/api/admin/dealerships/companies', {
    name: `Hasiru Seeds ${tag}`,
    description: 'Certified millet and pulse seed for dryland farms.',
    website: 'https://hasiru.example.org',
  });
  const category = `Millet seed ${tag}`;
  const categoryRow = await admin('/api/admin/dealerships/categories', { name: category });
  const requirement = await admin('/api/admin/dealerships/requirements', {
    companyId: company.id,
    categoryId: categoryRow.id,
    minFarmers: 1,
    minAcres: 2,
    minAnnualTurnover: 0,
    requiredDocuments: [],
    states: ['Karnataka'],
    commissionStructure: '5% on every sale',
    additionalRequirements: null,
  });
  const fairName = `Tungabhadra Krishi Mela ${tag}`;
  await admin('/api/admin/trade-fairs', {
    name: fairName,
    description: 'Three days of millets, pulses and farm machinery.',
    categories: 'Millets, Organic',
    startDate: indiaDay(20),
    endDate: indiaDay(22),
    registrationDeadline: indiaDay(10),
    city: 'Hosapete',
    state: 'Karnataka',
    participationCost: 12000,
    expectedVisitors: 30000,
    websiteUrl: null,
  });
  await admin('/api/admin/whatsapp/templates/sync', undefined, 200);

  // An FPO in its trial (Pro Max screens open), its profile complete so the Mandi shows it.
  fpo = await browser(phone);
  const fpoEmail = uniqueEmail('a11y');
  await createOperator(fpo.page, fpoEmail, { fpoName: `Kolar Raitha ${tag} FPO`, fpoPhone: '9845033333' });
  const me = (await (await fpo.context.request.get('/api/me')).json()) as {
    user: { id: string };
    fpo: { id: string };
  };
  const post = (url: string, body: object, status = 201) =>
    fpo.context.request.post(url, { headers: origin, data: body }).then((r) => created(r, status));

  // Farmers arrive from a spreadsheet, which stays on its details page.
  const upload = await created(
    await fpo.context.request.post('/api/uploads', {
      headers: origin,
      multipart: {
        file: {
          name: 'members.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(`${farmerRows.join('\r\n')}\r\n`),
        },
      },
    }),
  );
  const sheet = (upload.sheets as { name: string; suggestedMapping: object }[])[0];
  const job = await post(
    `/api/uploads/${upload.id}/import`,
    { sheet: sheet?.name, mapping: sheet?.suggestedMapping },
    202,
  );
  await expect
    .poll(
      async () =>
        ((await (await fpo.context.request.get(`/api/imports/${job.id}`)).json()) as { status: string })
          .status,
      {
        timeout: 30_000,
      },
    )
    .toBe('completed');
  const farmers = (
    (await (await fpo.context.request.get('/api/farmers')).json()) as {
      items: { id: string; farmerName: string }[];
    }
  ).items;
  expect(farmers.length).toBe(farmerRows.length - 1);

  const product = await post('/api/products', {
    productName: 'Organic Turmeric Powder',
    quantityAvailable: 120,
    packetSizeGms: 500,
    salePrice: 180,
  });
  await post('/api/products', {
    productName: 'Sona Masuri Paddy',
    packagingType: 'open',
    quantityTonnes: 12.5,
    salePrice: 21000,
  });
  for (const [itemName, chemicalName] of [
    ['Neem coated urea', 'Carbamide'],
    ['DAP 18-46-0', 'Diammonium phosphate'],
  ] as const)
    await post('/api/inputs', {
      itemName,
      quantityAvailable: 40,
      purchasePrice: 242,
      salePrice: 266.5,
      chemicalName,
      cropUsedFor: 'Paddy',
    });
  const buyer = await post('/api/buyers', {
    name: 'Sri Lakshmi Traders',
    phone: `96${String(Date.now()).slice(-8)}`,
    address: 'APMC Yard, Hubballi',
    cropInterest: 'Turmeric',
    rating: 5,
    feedback: 'Pays within a fortnight',
  });
  await post('/api/buyers', {
    name: 'Reddy Exports',
    phone: `95${String(Date.now()).slice(-8)}`,
    address: 'Market Road, Kolar',
    cropInterest: 'Ragi',
    rating: 2,
    feedback: 'Rejects lots after weighing',
  });
  for (const [i, farmer] of farmers.slice(0, 3).entries())
    await post('/api/members', {
      farmerId: farmer.id,
      shares: 10 * (i + 1),
      paidUpCapital: 10_000 * (i + 1),
      joinedOn: indiaDay(-30),
    });

  const application = await post('/api/dealerships/applications', {
    requirementId: requirement.id,
    acceptTerms: true,
  });
  const fairs = (
    (await (await fpo.context.request.get('/api/trade-fairs')).json()) as {
      items: { id: string; name: string }[];
    }
  ).items;
  await post(`/api/trade-fairs/${fairs.find((f) => f.name === fairName)?.id}/registrations`, {
    productsToDisplay: 'Foxtail millet, Ragi flour',
    boothRequirements: 'Corner stall with one power point',
  });
  const invitee = uniqueEmail('invitee');
  await post('/api/team/invitations', { email: invitee, role: 'field_staff' });
  const invitationLink = await linkFromMail(invitee, '/invitations/');

  // The back office answers: the application approved (a notification for the FPO), field data
  // for /business, a colleague's grant, a WhatsApp message.
  await created(
    await owner.context.request.put(`/api/admin/dealerships/applications/${application.id}/status`, {
      headers: origin,
      data: { status: 'approved', note: 'Welcome aboard.' },
    }),
    200,
  );
  await admin(
    '/api/admin/field-data',
    {
      kind: 'business',
      csv:
        'fpo,Crop,estimated_area,FarmersAffected,Disease/Issue,suggestedagriinput,potentialBusinessOpportunity\n' +
        `${fpoEmail},Maize,420,85,"Fall armyworm, late instar",Emamectin benzoate 5% SG,"₹1,27,500"\n` +
        `${fpoEmail},Ragi,150,38,Blast,Tricyclazole 75% WP,₹76000\n`,
    },
    200,
  );
  await admin(
    '/api/admin/field-data',
    {
      kind: 'farmer',
      csv:
        'fpo,Contact,Crop / Enterprise,Issue Faced,Solution Suggested,Likely Next Issue,Products to Buy,Est. Spend (INR)\n' +
        `${fpoEmail},9900112233,Ragi,Blast,Tricyclazole spray,Stem borer,Tricyclazole 75% WP,2500\n`,
    },
    200,
  );
  await admin('/api/admin/whatsapp/messages', {
    to: '9845012345',
    template: 'sample_meeting_reminder',
    language: 'en',
    parameters: ['Ramesh', 'Kolar Raitha FPC', '12 June', 'the FPO office'],
  });

  // A buyer posts a requirement on the public form (its API, as the form sends it).
  visitor = await browser(phone);
  const crops = (
    (await (await visitor.context.request.get('/api/crops')).json()) as {
      items: { id: string; name: string }[];
    }
  ).items;
  const { token } = (await (
    await visitor.context.request.get('/api/public/buyer-requirements/form')
  ).json()) as { token: string };
  await visitor.page.waitForTimeout(3100);
  await created(
    await visitor.context.request.post('/api/public/buyer-requirements', {
      headers: origin,
      data: {
        name: `Anand Agro ${tag}`,
        phone: `97${String(Date.now()).slice(-8)}`,
        city: 'Hubballi',
        state: 'Karnataka',
        pincode: '580029',
        cropIds: crops.filter((crop) => ['Turmeric', 'Ragi'].includes(crop.name)).map((crop) => crop.id),
        quantityRequirements: '20 tonnes a month',
        website: '',
        formToken: token,
      },
    }),
  );

  return {
    fpoEmail,
    fpoUserId: me.user.id,
    fpoId: me.fpo.id,
    farmerId: farmers.find((f) => f.farmerName === 'Lakshmi Devi')?.id ?? '',
    productId: product.id as string,
    buyerId: buyer.id as string,
    fileId: upload.id as string,
    invitationLink,
    category,
  };
};

type ScreenOptions = {
  /** What the findings call it: the route's pattern rather than an id. */
  name?: string;
  /** Check each tab of the screen too. */
  tabs?: boolean;
  /** What to open on the screen afterwards and check too (dialogs, menus, wizard steps). */
  then?: () => Promise<void>;
};
type Screen = [path: string, options?: ScreenOptions];

/** Opens a screen and checks it; then each of its tabs, and what `then` opens. */
const visit = async (
  page: Page,
  findings: Findings,
  language: Language,
  path: string,
  { tabs = false, name = path, then }: ScreenOptions = {},
) => {
  watchNetwork(page);
  await page.goto(path);
  await settle(page);
  await checkScreen(page, findings, name, language);
  await then?.();
  if (!tabs) return;
  const tabList = page.getByRole('main').getByRole('tab');
  const count = await tabList.count();
  for (let i = 1; i < count; i++) {
    await tabList.nth(i).click();
    await settle(page);
    await checkScreen(page, findings, `${name} tab ${i + 1} of ${count}`, language);
  }
};

/** Opens a dialog by its button and checks the page with it open. */
const dialog = async (
  page: Page,
  findings: Findings,
  language: Language,
  name: string,
  open: () => Promise<void>,
) => {
  await open();
  await page.getByRole('dialog').last().waitFor();
  await settle(page, { heading: false });
  await checkScreen(page, findings, name, language);
};

const switchLanguage = async (session: Session, language: Language) => {
  await created(
    await session.context.request.put('/api/me/language', { headers: origin, data: { language } }),
    204,
  );
};

const report = (findings: Findings, what: string) => {
  console.log(
    `${what}: ${findings.checked} screens checked (axe ${Math.round(findings.axeMs / 1000)} s), ${findings.all.length} violations (all impacts), ${findings.failures.length} failures\n  ${findings.summary().join('\n  ')}`,
  );
  expect(findings.failures).toEqual([]);
};

describe('accessibility on a 360 px phone', () => {
  // The owner's language is shared with every other journey of the run: English again.
  afterAll(async () => {
    if (owner) await switchLanguage(owner, 'en');
  });

  it.each(languages)('public, sign-in and sign-up screens (%s)', { timeout: 240_000 }, async (language) => {
    await ready();
    const findings = new Findings();
    const { page, context } = visitor;
    await context.clearCookies();
    await page.goto('/login');
    await settle(page);
    // The visitor picks the language on the sign-in page, as the app offers.
    await page
      .getByRole('combobox')
      .filter({ has: page.locator('option[value="hi"]') })
      .first()
      .selectOption(language);
    await page.waitForFunction((lang) => document.documentElement.lang === lang, language);

    await visit(page, findings, language, '/login');
    await page.locator('form button[type="submit"]').click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await checkScreen(page, findings, '/login with errors', language);
    await visit(page, findings, language, '/signup');
    await page.locator('form button[type="submit"]').click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await checkScreen(page, findings, '/signup with errors', language);
    await visit(page, findings, language, '/reset-password');
    await visit(page, findings, language, '/reset-password?token=a11y-check-token');
    await visit(page, findings, language, '/reset-password?error=INVALID_TOKEN');
    await visit(page, findings, language, '/mandi');
    // A product's own address opens its details over the Mandi.
    await page.goto(`/mandi?product=${data.productId}`);
    await page.getByRole('dialog').waitFor();
    await settle(page);
    await checkScreen(page, findings, '/mandi with a product open', language);
    await visit(page, findings, language, `/mandi/fpo/${data.fpoId}`, { name: '/mandi/fpo/:fpoId' });
    await visit(page, findings, language, '/public/buyer_requirement');
    await visit(page, findings, language, `/product-brochure?userId=${data.fpoId}`, {
      name: '/product-brochure',
    });
    await visit(page, findings, language, new URL(data.invitationLink).pathname, {
      name: '/invitations/:token',
    });

    // A new account: the verify-email screen, the two steps of the welcome wizard, the profile dialog.
    const email = uniqueEmail(`a11y-${language}`);
    await created(
      await context.request.post('/api/auth/sign-up/email', {
        headers: origin,
        data: { email, password: 'secret123', name: email.split('@')[0], language, callbackURL: '/welcome' },
      }),
      200,
    );
    await visit(page, findings, language, '/dashboard', { name: 'verify-email' });
    await page.goto(await linkFromMail(email, 'verify-email'));
    await page.waitForURL('**/welcome');
    await settle(page);
    await checkScreen(page, findings, '/welcome step 1', language);
    await page.locator('#fullName').fill('Lakshmi Devi');
    await page.locator('#phone').fill('98450 12345');
    await page.locator('#language').selectOption(language);
    await page.locator('form button[type="submit"]').click();
    await page.locator('#fpoName').waitFor();
    await settle(page);
    await checkScreen(page, findings, '/welcome step 2', language);
    await page.locator('#fpoName').fill('Mulbagal Farmers Producer Company');
    await page.locator('#fpoAddress').fill('Main Road\nMulbagal');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL('**/dashboard');
    await visit(page, findings, language, '/farmers', { name: '/farmers of a new FPO' });
    await dialog(page, findings, language, 'profile dialog', () =>
      page
        .getByRole('button', { name: tr(language, 'farmers:addFarmer') })
        .first()
        .click(),
    );
    await context.clearCookies();
    report(findings, `public screens [${language}]`);
  });

  it.each(languages)("an FPO's screens and dialogs (%s)", { timeout: 240_000 }, async (language) => {
    await ready();
    const findings = new Findings();
    const { page } = fpo;
    await switchLanguage(fpo, language);
    const check = (name: string) => checkScreen(page, findings, name, language);
    const open = (name: string, button: string) =>
      dialog(page, findings, language, name, () =>
        page.getByRole('button', { name: button }).first().click(),
      );
    const screens: Screen[] = [
      [
        '/dashboard',
        {
          then: async () => {
            const bell = new RegExp(`^${tr(language, 'notifications:bell')}`);
            await dialog(page, findings, language, 'notifications', () =>
              page.getByRole('button', { name: bell }).click(),
            );
            await page.keyboard.press('Escape');
          },
        },
      ],
      [
        '/farmers',
        {
          // The shell's menus, and the add farmer dialog, empty and with a field left wrong.
          then: async () => {
            await open('navigation menu', tr(language, 'nav.open'));
            await page.keyboard.press('Escape');
            await page.getByRole('button', { name: tr(language, 'account.menu') }).click();
            await page.getByRole('menu').waitFor();
            await check('account menu');
            await page.keyboard.press('Escape');
            await open('add farmer dialog', tr(language, 'farmers:addFarmer'));
            await page.getByRole('dialog').locator('input[name="phoneNumber"]').fill('12345');
            await page.getByRole('dialog').locator('input[name="farmerName"]').focus();
            await page.getByRole('dialog').locator('[aria-invalid="true"]').first().waitFor();
            await check('add farmer dialog with errors');
          },
        },
      ],
      [
        `/farmers/${data.farmerId}`,
        {
          name: '/farmers/:farmerId',
          then: () => open('delete farmer confirm', tr(language, 'farmers:detail.delete')),
        },
      ],
      [
        '/upload',
        {
          // The wizard's column matching and row check, with a spreadsheet chosen.
          then: async () => {
            await page.getByTestId('file-input').setInputFiles({
              name: 'more-members.csv',
              mimeType: 'text/csv',
              buffer: Buffer.from(
                `${farmerRows.join('\r\n')}\r\nX,123,0,unknown,Hosur,Hosur,Krishnagiri,Tamil Nadu,012345\r\n`,
              ),
            });
            const next = page.getByRole('button', { name: tr(language, 'imports:mapping.next') });
            await next.waitFor();
            await settle(page);
            await check('/upload column matching');
            await next.click();
            await page.locator('[data-count="ready"]').waitFor();
            await settle(page);
            await check('/upload row check');
          },
        },
      ],
      ['/business'],
      ['/fpo-product', { then: () => open('add product dialog', tr(language, 'inventory:products.add')) }],
      [`/fpo-product/${data.productId}`, { name: '/fpo-product/:productId' }],
      ['/input'],
      ['/settings', { tabs: true }],
      [`/file-details/${data.fileId}`, { name: '/file-details/:fileId' }],
      ['/buyer', { then: () => open('add buyer dialog', tr(language, 'buyers:add')) }],
      [`/buyer/${data.buyerId}`, { name: '/buyer/:buyerId' }],
      ['/finance', { tabs: true }],
      ['/schemes', { tabs: true }],
      ['/accounting'],
      ['/reports'],
      [
        '/dealership',
        {
          // The offers of a category, once one is chosen.
          then: async () => {
            await page.getByRole('button', { name: data.category }).click();
            await settle(page);
            await check('/dealership with a category');
          },
        },
      ],
      ['/farmer-mobilization'],
      ['/advanced-buyers'],
      ['/ca-services'],
      ['/cs-services'],
      ['/dpr-services'],
      ['/hfn-stores'],
      ['/trade-fairs'],
      ['/dividend-calculator'],
      [
        '/team',
        {
          then: async () => {
            await page.getByRole('button', { name: tr(language, 'team:invite.send') }).click();
            await page.locator('[aria-invalid="true"]').first().waitFor();
            await check('/team invite with errors');
          },
        },
      ],
    ];
    for (const [path, options] of screens) await visit(page, findings, language, path, options);

    // Once the trial has ended: the banner, and the upgrade gates of a Pro and a Pro Max screen.
    const trialEnds = async (days: number) =>
      created(
        await owner.context.request.put(`/api/admin/fpos/${data.fpoId}/trial`, {
          headers: origin,
          data: {
            trialEndDate: new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString(),
            reason: 'A11y',
          },
        }),
        204,
      );
    await trialEnds(-3);
    try {
      await visit(page, findings, language, '/reports', { name: '/reports behind the Pro gate' });
      await visit(page, findings, language, '/trade-fairs', { name: '/trade-fairs behind the Pro Max gate' });
    } finally {
      await trialEnds(30);
    }
    report(findings, `FPO screens [${language}]`);
  });

  it.each(languages)('the back office as the owner admin (%s)', { timeout: 180_000 }, async (language) => {
    await ready();
    const findings = new Findings();
    const { page } = owner;
    await switchLanguage(owner, language);
    const open = (name: string, button: string) =>
      dialog(page, findings, language, name, () =>
        page.getByRole('button', { name: button }).first().click(),
      );
    const screens: Screen[] = [
      ['/admin'],
      ['/admin/access', { then: () => open('grant access dialog', tr(language, 'admin:access.grant')) }],
      [
        '/admin/trials',
        {
          then: async () => {
            await page
              .getByRole('searchbox', { name: tr(language, 'admin:users.searchLabel') })
              .fill(data.fpoEmail);
            await page.getByRole('row').filter({ hasText: data.fpoEmail }).waitFor();
            await settle(page);
            await open('trial dialog', tr(language, 'admin:users.trialFor', { name: 'Lakshmi Devi' }));
          },
        },
      ],
      ['/admin/users'],
      ['/admin/farmers'],
      [`/admin/users/${data.fpoUserId}`, { tabs: true, name: '/admin/users/:userId' }],
      ['/admin/data-refresh'],
      ['/admin/buyers', { tabs: true }],
      ['/admin/dealerships', { tabs: true }],
      ['/admin/crops'],
      ['/admin/whatsapp'],
      ['/admin/scorecard'],
      ['/admin/reports'],
      ['/admin/audit'],
      ['/admin/products'],
      ['/admin/inputs'],
      [
        '/admin/trade-fairs',
        { then: () => open('add trade fair dialog', tr(language, 'admin:tradeFairs.add')) },
      ],
    ];
    for (const [path, options] of screens) await visit(page, findings, language, path, options);
    report(findings, `back office [${language}]`);
  });
});
