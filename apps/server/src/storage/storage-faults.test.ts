import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { todayInIndia } from '@sangam/domain';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createOperator } from '../test/accounts.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { clientFor } from '../test/clients.ts';
import { startS3 } from '../test/s3.ts';
import { settingsBody } from '../test/settings.ts';
import { fullMapping } from '../test/spreadsheets.ts';
import { finishedImport, uploadSpreadsheet } from '../test/uploads.ts';
import { createLocalFileStore, type FileStore } from './file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';

/**
 * Every kind of upload, and every read of a stored file, while the file store cannot serve
 * (decision 045): a folder that is not a folder, S3 stopped, S3 that accepts and never answers. The
 * answer is 503 `storage_unavailable`, nothing changes, no file is left, and the same upload works
 * once the store is back. bench/fault-storage.bench.ts adds what needs root: a read-only mount and
 * a full disk.
 */

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
  .png()
  .toBuffer();
const farmersCsv = Buffer.from(
  [
    'Farmer Name,Phone,Acres,Gender,Village,Block,District,State,Pincode',
    'Ramesh,9845012345,2.5,Male,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109',
    // Not a phone: a rejected row, so the import stores its rejected-rows file.
    'Geetha,12345,1.75,F,Kolar,Kolar,Kolar,Karnataka,563101',
  ].join('\n'),
);

type Fault = { name: string; break: () => Promise<void>; mend: () => Promise<void> };

/** What an FPO has stored, as its screens see it, and the keys the store really holds. */
const exercise = (setup: () => Promise<{ testApp: TestApp; fault: Fault; raw: FileStore }>) => async () => {
  const { testApp, fault, raw } = await setup();
  const operator = await createOperator(testApp);
  const mine = clientFor(testApp, operator.cookie);
  await mine.put('/api/settings', { ...settingsBody, incorporationDate: '2019-06-01' });
  const [item] = (await mine.get('/api/compliance')).json().items as { ruleKey: string; period: string }[];
  const itemUrl = `/api/compliance/items/${item?.ruleKey}/${item?.period}`;
  expect((await mine.put(itemUrl, { status: 'done', doneOn: todayInIndia() })).statusCode).toBe(200);
  const product = (
    await mine.post('/api/products', {
      productName: 'Ragi',
      packagingType: 'open',
      quantityTonnes: 2,
      salePrice: 38000,
    })
  ).json();
  const input = (
    await mine.post('/api/inputs', {
      itemName: 'Seed',
      quantityAvailable: 3,
      purchasePrice: 10,
      salePrice: 12,
    })
  ).json();

  const kinds = [
    {
      name: 'a farmer spreadsheet (and its stored text copy)',
      send: () => uploadSpreadsheet(testApp, operator.cookie, 'members.csv', farmersCsv),
      state: async () => (await mine.get('/api/uploads')).json(),
      reads: async () => {
        const [file] = (await mine.get('/api/uploads')).json().items as { id: string }[];
        return file ? [`/api/uploads/${file.id}`, `/api/uploads/${file.id}/rows`] : [];
      },
    },
    ...(
      [
        ['a product picture and its thumbnail', `/api/products/${product.id}`],
        ['an input picture and its thumbnail', `/api/inputs/${input.id}`],
      ] as const
    ).map(([name, url]) => ({
      name,
      send: () => mine.upload(`${url}/picture`, 'p.png', png, 'image/png'),
      state: async () => (await mine.get(url)).json().picture,
      reads: async () => {
        const picture = (await mine.get(url)).json().picture as { url: string; thumbnailUrl: string } | null;
        return picture ? [picture.url, picture.thumbnailUrl] : [];
      },
    })),
    {
      name: 'a village photo',
      send: () => mine.upload('/api/settings/photos/village1', 'v.png', png, 'image/png'),
      state: async () => (await mine.get('/api/settings/photos')).json(),
      reads: async () => {
        const photo = (await mine.get('/api/settings/photos')).json().village1 as { url: string } | null;
        return photo ? [photo.url] : [];
      },
    },
    {
      name: 'an FPO document',
      send: () => mine.upload('/api/settings/documents/pan', 'pan.pdf', pdf, 'application/pdf'),
      state: async () => (await mine.get('/api/settings/documents')).json(),
      reads: async () =>
        (await mine.get('/api/settings/documents')).json().pan ? ['/api/settings/documents/pan/file'] : [],
    },
    {
      name: 'a compliance proof',
      send: () => mine.upload(`${itemUrl}/document`, 'proof.pdf', pdf, 'application/pdf'),
      state: async () => (await mine.get('/api/compliance')).json().items[0],
      reads: async () =>
        (await mine.get('/api/compliance')).json().items[0].record?.document ? [`${itemUrl}/document`] : [],
    },
  ];
  const keys = async () => {
    const listed: string[] = [];
    for await (const key of raw.list()) listed.push(key);
    return listed.sort();
  };
  const read = (url: string) =>
    testApp.app.inject({ method: 'GET', url, headers: { cookie: operator.cookie } });
  const refused = { error: { code: 'storage_unavailable' } };

  it('stores every kind of upload while the store works', async () => {
    for (const kind of kinds) expect((await kind.send()).statusCode, kind.name).toBeLessThan(300);
    for (const kind of kinds)
      for (const url of await kind.reads()) expect((await read(url)).statusCode, url).toBe(200);
  });

  it(`refuses every upload and read with storage_unavailable when ${fault.name}, changing nothing`, async () => {
    const states = await Promise.all(kinds.map((kind) => kind.state()));
    const reads = (await Promise.all(kinds.map((kind) => kind.reads()))).flat();
    const stored = await keys();
    await fault.break();
    try {
      // All at once, as several operators would: each waits for the store on its own.
      const answers = await Promise.all([
        ...kinds.map(async (kind) => [kind.name, await kind.send()] as const),
        ...reads.map(async (url) => [url, await read(url)] as const),
      ]);
      for (const [what, response] of answers) {
        expect(response.statusCode, `${what}: ${response.body}`).toBe(503);
        expect(response.json()).toEqual(refused);
      }
      // Everything that needs no file goes on.
      expect((await read('/api/health')).statusCode).toBe(200);
      expect((await read('/api/products')).statusCode).toBe(200);
      expect(await Promise.all(kinds.map((kind) => kind.state()))).toEqual(states);
    } finally {
      await fault.mend();
    }
    expect(await keys()).toEqual(stored);
    for (const url of reads) expect((await read(url)).statusCode, url).toBe(200);
  });

  it('takes the same uploads again once the store is back, and reads them', async () => {
    for (const kind of kinds) expect((await kind.send()).statusCode, kind.name).toBeLessThan(300);
    for (const kind of kinds)
      for (const url of await kind.reads()) expect((await read(url)).statusCode, url).toBe(200);
  });

  it('ends an import whose rejected rows cannot be stored as failed, with no farmer written, and runs it again', async () => {
    const [file] = (await mine.get('/api/uploads')).json().items as { id: string }[];
    const options = { sheet: 'CSV', mapping: fullMapping, updateExisting: false };
    // The check is remembered by the preview, so the import reads nothing and fails at its one write.
    const preview = await mine.post(`/api/uploads/${file?.id}/preview`, options);
    expect(preview.json().counts).toMatchObject({ ready: 1, invalid: 1 });
    await fault.break();
    try {
      const job = (await mine.post(`/api/uploads/${file?.id}/import`, options)).json();
      expect(await finishedImport(testApp, operator.cookie, job.id)).toMatchObject({
        status: 'failed',
        errorCode: 'storage_unavailable',
      });
    } finally {
      await fault.mend();
    }
    expect((await mine.get('/api/farmers')).json().total).toBe(0);
    const again = (await mine.post(`/api/uploads/${file?.id}/import`, options)).json();
    expect(await finishedImport(testApp, operator.cookie, again.id)).toMatchObject({ status: 'completed' });
    expect((await mine.get('/api/farmers')).json().total).toBe(1);
    expect((await read(`/api/imports/${again.id}/rejected`)).json().rows).toHaveLength(1);
  });
};

describe(
  'files in a local folder that is a file, not a folder (ENOTDIR)',
  exercise(async () => {
    const testApp = await buildTestApp();
    const files = path.join(testApp.config.dataDir, 'files');
    const away = `${files}-away`;
    const fault: Fault = {
      name: 'the files folder is a file',
      break: async () => {
        fs.mkdirSync(files, { recursive: true });
        fs.renameSync(files, away);
        fs.writeFileSync(files, 'not a folder');
      },
      mend: async () => {
        fs.rmSync(files);
        fs.renameSync(away, files);
      },
    };
    return { testApp, fault, raw: createLocalFileStore(files) };
  }),
);

describe(
  'files in S3-compatible storage that is stopped',
  exercise(async () => {
    const s3 = await startS3();
    const testApp = await buildTestApp(s3.env);
    const fault: Fault = { name: 'the object store is stopped', break: s3.stop, mend: s3.start };
    return { testApp, fault, raw: createS3FileStore(s3.settings) };
  }),
);

describe(
  'files in S3-compatible storage that accepts connections and never answers',
  exercise(async () => {
    const s3 = await startS3();
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket)).listen(0, '127.0.0.1');
    await new Promise((resolve) => silent.once('listening', resolve));
    afterAll(() => {
      for (const socket of sockets) socket.destroy();
      silent.close();
    });
    const working = createS3FileStore(s3.settings);
    const hanging = createS3FileStore({
      ...s3.settings,
      endpoint: `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}`,
      // The defaults (storeTimeouts) give up after about 20 s; the same path, shorter.
      timeouts: { connectMs: 500, idleMs: 300, attemptMs: 2_000, attempts: 2 },
    });
    let current = working;
    const store: FileStore = {
      put: (...args) => current.put(...args),
      get: (...args) => current.get(...args),
      remove: (...args) => current.remove(...args),
      removeFolder: (...args) => current.removeFolder(...args),
      list: () => current.list(),
    };
    const testApp = await buildTestApp({}, { fileStore: store });
    const fault: Fault = {
      name: 'the object store hangs',
      break: async () => {
        current = hanging;
      },
      mend: async () => {
        current = working;
      },
    };
    return { testApp, fault, raw: working };
  }),
);
