import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp, type App } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import type { MailMessage } from '../apps/server/src/mail/mailer.ts';
import { recountFarmerFigures } from '../apps/server/src/modules/farmers/farmer-figures.ts';

/**
 * The load benchmark's data, made before the real server starts: FPOs with their owners and
 * managers through the app's own API (sign-up, the confirmation mail, onboarding, the team
 * invitation and its acceptance), listed products (a few with pictures) through the product API,
 * and the farmers by one `INSERT … SELECT` per FPO, as farmers.bench.ts does, with the FPO's
 * figures counted again after. Every account's password is `PASSWORD`.
 */
export const PASSWORD = 'secret123';

export type SeedOptions = {
  /** FPOs to make (each listed on the Mandi: a complete profile). */
  fpos: number;
  /** Farmers of each FPO, in order; the last size repeats for FPOs beyond the list. */
  farmerSizes: number[];
  /** Managers invited into each FPO beside its owner: every member is an operator who signs in. */
  membersPerFpo: number;
  /** Products each FPO lists on the Mandi. */
  productsPerFpo: number;
  /** Products of each FPO given a picture (re-encoded by sharp as on upload). */
  picturesPerFpo: number;
};

/**
 * The benchmarks' usual data: one large FPO, a few middling, many small (thousands of farmers in
 * all), and two and a half accounts per signed-in user so a visit always finds a free one.
 */
export const defaultSeedOptions = ({
  operators,
  fpos,
  largest,
}: {
  operators: number;
  fpos: number;
  largest: number;
}): SeedOptions => ({
  fpos,
  farmerSizes: [largest, 8000, 5000, 4000, 3000, 2500, 2000, 1500, 1000, 600],
  membersPerFpo: Math.max(2, Math.ceil((operators * 2.5) / fpos) - 1),
  productsPerFpo: 24,
  picturesPerFpo: 3,
});

export type Account = { email: string; fpoId: string; role: 'owner' | 'manager' };

export type Seeded = {
  accounts: Account[];
  fpos: { id: string; name: string; farmers: number }[];
  products: number;
  seconds: { accounts: number; products: number; farmers: number; analyze: number };
};

const fpoNames = [
  'Hosur Growers Producer Company',
  'Tumakuru Ragi Farmers Producer Company',
  'Mandya Sugarcane Growers FPC',
  'Kolar Tomato Producers Company',
  'Dharwad Organic Farmers Producer Company',
  'Chikkaballapur Silk Farmers FPC',
  'Haveri Chilli Growers Producer Company',
  'Raichur Paddy Farmers FPC',
  'Belagavi Jaggery Producers Company',
  'Hassan Coffee Growers Producer Company',
  'Mysuru Banana Farmers FPC',
  'Shivamogga Arecanut Growers Company',
];

const firstNames = [
  'Ramesh',
  'Lakshmi',
  'Suresh',
  'Manjula',
  'Basavaraj',
  'Savitri',
  'Mahesh',
  'Geetha',
  'Nagaraj',
  'Shobha',
  'Raju',
  'Kamala',
  'Venkatesh',
  'Parvathi',
  'Krishna',
  'Sunitha',
  'Shivappa',
  'Anitha',
  'Mallikarjun',
  'Renuka',
  'Prakash',
  'Yashoda',
  'Hanumanthappa',
  'Jyothi',
];
const surnames = [
  'Gowda',
  'Patil',
  'Naik',
  'Reddy',
  'Hegde',
  'Kumar',
  'Shetty',
  'Devi',
  'Kulkarni',
  'Murthy',
  'Rao',
  'Swamy',
];
const villages = [
  'Hosahalli',
  'Kempapura',
  'Doddaballapur',
  'Bagepalli',
  'Gowribidanur',
  'Siddapura',
  'Maddur',
  'Kunigal',
  'Malur',
  'Srinivaspur',
  'Byadgi',
  'Ranebennur',
  'Sindhanur',
  'Manvi',
  'Gokak',
  'Athani',
  'Belur',
  'Arsikere',
  'Nanjangud',
  'Hunsur',
];

/** Listed products as FPOs sell them: packed goods with a packet size, loose stock in tonnes. */
const productNames = [
  'Ragi flour',
  'Turmeric powder',
  'Cold-pressed groundnut oil',
  'Organic jaggery',
  'Forest honey',
  'Tomato',
  'Onion',
  'Byadgi chilli',
  'Sona masoori rice',
  'Toor dal',
  'Coffee beans',
  'Banana',
  'Arecanut',
  'Coconut',
  'Millet mix',
  'Green gram',
];

/** A constant list as an SQL array literal (our own words: no quotes to escape but for safety). */
const textArray = (values: string[]) =>
  sql.raw(`(array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]::text[])`);

const cookieOf = (header: string | string[] | undefined) =>
  [header ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');

/** A different address for each account made: the sign-up and invitation budgets are per address. */
let addressCount = 0;
const nextAddress = () => {
  addressCount += 1;
  return `10.77.${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`;
};

const picture = (hue: number) =>
  sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: { r: 80 + (hue % 150), g: 140, b: 60 + ((hue * 37) % 150) },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

const multipart = (file: Buffer, filename: string, type: string) => {
  const boundary = `----sangam-load-${crypto.randomUUID()}`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
};

const expectStatus = (what: string, response: { statusCode: number; body: string }, status: number) => {
  if (response.statusCode !== status)
    throw new Error(`seed: ${what} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
};

/** An FPO owner as a person makes one: sign-up, the mailed confirmation link, onboarding. */
const makeOwner = async (app: App, mails: MailMessage[], origin: string, index: number) => {
  const email = `owner-${index}@load.example.org`;
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin },
    remoteAddress: nextAddress(),
    payload: { email, password: PASSWORD, name: `Owner ${index}` },
  });
  expectStatus('sign-up', signUp, 200);
  const cookie = cookieOf(signUp.headers['set-cookie']);
  const link = new URL(mails.find((m) => m.to === email)?.links?.[0] as string);
  await app.inject({ method: 'GET', url: link.pathname + link.search, headers: { cookie } });
  const name = fpoNames[index % fpoNames.length] as string;
  const onboard = await app.inject({
    method: 'POST',
    url: '/api/onboarding',
    headers: { origin, cookie },
    payload: {
      fullName: `${firstNames[index % firstNames.length]} ${surnames[index % surnames.length]}`,
      countryCode: '+91',
      phone: String(9845000000 + index),
      language: 'en',
      fpoName: index < fpoNames.length ? name : `${name} ${index}`,
      fpoPhone: `+91${9845100000 + index}`,
      fpoAddress: `${villages[index % villages.length]}, Karnataka`,
    },
  });
  expectStatus('onboarding', onboard, 200);
  const fpo = onboard.json().fpo as { id: string; name: string };
  return { email, cookie, fpo };
};

/** A manager invited by the owner and joining as a new account, as the invitation page does it. */
const addManager = async (
  app: App,
  mails: MailMessage[],
  origin: string,
  ownerCookie: string,
  email: string,
  index: number,
) => {
  const invited = await app.inject({
    method: 'POST',
    url: '/api/team/invitations',
    headers: { origin, cookie: ownerCookie },
    payload: { email, role: 'manager' },
  });
  expectStatus('invitation', invited, 201);
  const link = mails
    .flatMap((m) => (m.to === email ? (m.links ?? []) : []))
    .find((l) => l.includes('/invitations/'));
  const token = new URL(link as string).pathname.split('/').at(-1) as string;
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/invitations/${token}/accept`,
    headers: { origin },
    remoteAddress: nextAddress(),
    payload: {
      fullName: `${firstNames[(index * 7) % firstNames.length]} Manager`,
      phone: String(9845200000 + index),
      password: PASSWORD,
    },
  });
  expectStatus('invitation acceptance', accepted, 200);
};

const addProducts = async (
  app: App,
  origin: string,
  cookie: string,
  { fpoIndex, count, pictures }: { fpoIndex: number; count: number; pictures: number },
) => {
  for (let i = 0; i < count; i++) {
    const packaged = i % 3 !== 0;
    const name = productNames[(fpoIndex * 5 + i) % productNames.length] as string;
    const created = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { origin, cookie },
      payload: {
        productName:
          i < productNames.length ? name : `${name} grade ${Math.floor(i / productNames.length) + 1}`,
        packagingType: packaged ? 'packaged' : 'open',
        ...(packaged
          ? { quantityAvailable: 50 + ((i * 37) % 500), packetSizeGms: [250, 500, 1000][i % 3] }
          : { quantityTonnes: 1 + (i % 9) }),
        salePrice: packaged ? 60 + ((i * 13) % 400) : 18_000 + ((i * 1_000) % 40_000),
        // Some expire within the month (the Mandi marks them), most later, some never.
        ...(i % 4 === 0
          ? {}
          : {
              expiryDate: new Date(Date.now() + (i % 4 === 1 ? 10 : 200) * 86_400_000)
                .toISOString()
                .slice(0, 10),
            }),
      },
    });
    expectStatus('product', created, 201);
    if (i < pictures) {
      const { contentType, body } = multipart(await picture(fpoIndex * 31 + i), 'product.jpg', 'image/jpeg');
      const pictured = await app.inject({
        method: 'PUT',
        url: `/api/products/${created.json().id}/picture`,
        headers: { origin, cookie, 'content-type': contentType },
        payload: body,
      });
      expectStatus('product picture', pictured, 200);
    }
  }
};

/** Seeds `dataDir` (PGlite) or the database of `env.DATABASE_URL`, then closes it for the real server. */
export const seedLoad = async (
  env: Record<string, string>,
  dataDir: string,
  options: SeedOptions,
): Promise<Seeded> => {
  const origin = 'http://localhost:3999';
  const config = loadConfig({ ...env, DATA_DIR: dataDir, BASE_URL: origin, NODE_ENV: 'test' });
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir },
  );
  await database.migrate();
  const mails: MailMessage[] = [];
  const app = await buildApp({ config, database, mailer: { send: async (m) => void mails.push(m) } });
  const seconds = { accounts: 0, products: 0, farmers: 0, analyze: 0 };
  const accounts: Account[] = [];
  const fpos: Seeded['fpos'] = [];
  let products = 0;
  try {
    for (let f = 0; f < options.fpos; f++) {
      let started = performance.now();
      const owner = await makeOwner(app, mails, origin, f);
      accounts.push({ email: owner.email, fpoId: owner.fpo.id, role: 'owner' });
      for (let m = 0; m < options.membersPerFpo; m++) {
        const email = `manager-${f}-${m}@load.example.org`;
        await addManager(app, mails, origin, owner.cookie, email, f * 100 + m);
        accounts.push({ email, fpoId: owner.fpo.id, role: 'manager' });
      }
      seconds.accounts += (performance.now() - started) / 1000;

      started = performance.now();
      await addProducts(app, origin, owner.cookie, {
        fpoIndex: f,
        count: options.productsPerFpo,
        pictures: options.picturesPerFpo,
      });
      products += options.productsPerFpo;
      seconds.products += (performance.now() - started) / 1000;

      started = performance.now();
      const size = options.farmerSizes[Math.min(f, options.farmerSizes.length - 1)] ?? 0;
      // Mobile numbers spread over 8000000000-9999999999 as real ones are (g times an odd number
      // not divisible by 5 is a one-to-one map modulo 2e9), so a phone prefix finds a few farmers;
      // imports during the load use 7xxxxxxxxx. Names with an initial, as registers write them.
      await database.db.execute(sql`
        insert into farmers (fpo_id, farmer_name, phone_number, acres, gender, village, block, district,
          state, pincode, source, created_at)
        select ${owner.fpo.id},
          ${textArray(firstNames)}[1 + g % ${firstNames.length}] || ' ' || chr(65 + (g / 3) % 26) || ' ' ||
            ${textArray(surnames)}[1 + (g / 7) % ${surnames.length}],
          '+91' || (8000000000 + (g::bigint * 2654435761 + ${f * 1_000_003}) % 2000000000)::text,
          round((0.5 + (g % 97) / 10.0)::numeric, 2),
          case when g % 2 = 0 then 'Male' else 'Female' end,
          ${textArray(villages)}[1 + (g / 3 + ${f * 3}) % ${villages.length}],
          'Block ' || (g % 12), ${`District ${f % 30}`}, 'Karnataka',
          (560001 + g % 900)::text, 'upload', now() - make_interval(mins => g)
        from generate_series(1, ${size}::int) as g`);
      await recountFarmerFigures(database.db, owner.fpo.id);
      fpos.push({ id: owner.fpo.id, name: owner.fpo.name, farmers: size });
      seconds.farmers += (performance.now() - started) / 1000;
    }
    const started = performance.now();
    await database.db.execute(sql`analyze`);
    seconds.analyze = (performance.now() - started) / 1000;
  } finally {
    await app.close();
    await database.close();
  }
  return { accounts, fpos, products, seconds };
};
