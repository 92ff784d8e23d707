import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';

/**
 * Parts of `fault-storage.bench.ts`: the built server in a process with its log in a file, an
 * S3-compatible store in a process of its own (killable), a store that accepts and never answers,
 * mounts (a tmpfs as the files folder, a read-only bind mount over it), an HTTP client that speaks
 * as the browser does, every kind of upload the app stores, and an audit of what the store holds
 * against what the app says it stored.
 */
import { freePort, sleep } from './server-under-test.ts';

export { freePort, sleep };

const root = path.resolve(import.meta.dirname, '..');

// ---------------------------------------------------------------------------------------------
// Processes

export type ServerProcess = {
  baseUrl: string;
  child: ChildProcess;
  logFile: string;
  alive: () => boolean;
  stop: () => Promise<void>;
};

/** `apps/server/dist/server.js` on a free port with `env`, its pino log in `logFile`. */
export const startServerProcess = async (env: Record<string, string>, logFile: string) => {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const log = fs.openSync(logFile, 'a');
  // BENCH_SERVER_ENTRY: another build of the server (one made aside while other benches use dist).
  const entry = process.env.BENCH_SERVER_ENTRY ?? 'apps/server/dist/server.js';
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'info',
      API_RATE_LIMIT: '100000',
      ...env,
      PORT: String(port),
      BASE_URL: baseUrl,
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  let gone = false;
  child.once('exit', () => (gone = true));
  for (let i = 0; ; i++) {
    if (gone) throw new Error(`the server exited during start-up (log: ${logFile})`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 480) throw new Error(`the server did not start within 120 s (log: ${logFile})`);
    await sleep(250);
  }
  return {
    baseUrl,
    child,
    logFile,
    alive: () => !gone,
    stop: async () => {
      if (gone) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  } satisfies ServerProcess;
};

/** The causes the server logged for its `storage_unavailable` answers since `from` (a byte offset). */
export const loggedCauses = (logFile: string, from: number) => {
  const causes = new Map<string, number>();
  const text = fs.readFileSync(logFile, 'utf8').slice(from);
  for (const line of text.split('\n')) {
    if (!line.includes('storage_unavailable')) continue;
    try {
      const entry = JSON.parse(line) as { err?: { message?: string } };
      const message = entry.err?.message ?? '';
      // "storage_unavailable: EROFS: read-only file system, mkdir '/tmp/…'" -> "EROFS: read-only file system"
      const cause = message
        .replace(/^storage_unavailable: /, '')
        .replace(/, \w+ '.*$/, '')
        .replace(/\/tmp\/\S+/g, '…')
        .slice(0, 160);
      if (cause) causes.set(cause, (causes.get(cause) ?? 0) + 1);
    } catch {
      // not a JSON line
    }
  }
  return Object.fromEntries(causes);
};

export type S3Process = { port: number; kill: () => Promise<void> };

/** s3rver (fault-storage-s3rver.ts) serving `directory`, on `port` or a free one. */
export const startS3Process = async (directory: string, port = 0): Promise<S3Process> => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'fault-storage-s3rver.ts'), directory, String(port)],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const ready = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /ready (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', () => reject(new Error(`s3rver exited before it was ready: ${out}`)));
  });
  return {
    port: ready,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
};

/** A TCP server on `port` that accepts every connection and never says a byte. */
export const startSilentStore = async (port: number) => {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    connections: () => sockets.size,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};

// ---------------------------------------------------------------------------------------------
// Mounts (root only)

const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: 'pipe' });

export const isRoot = () => process.getuid?.() === 0;

/** Whether this process may mount (root, and a container that lets it). */
export const canMount = (scratch: string) => {
  if (!isRoot()) return 'not root: mounts need root (sudo), so the read-only and disk-full cases are skipped';
  const probe = path.join(scratch, 'mount-probe');
  fs.mkdirSync(probe, { recursive: true });
  try {
    run('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe]);
    run('umount', [probe]);
    return null;
  } catch (error) {
    return `mount refused (${String(error).split('\n')[0]}): the read-only and disk-full cases are skipped`;
  } finally {
    fs.rmSync(probe, { recursive: true, force: true });
  }
};

export const mountTmpfs = (folder: string, size: string) =>
  run('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0755`, 'tmpfs', folder]);

/** Mounts `folder` over itself read-only: as root, `chmod` would not stop a write. */
export const bindReadOnly = (folder: string) => {
  run('mount', ['--bind', folder, folder]);
  run('mount', ['-o', 'remount,ro,bind', folder]);
};

export const unmount = (folder: string) => run('umount', [folder]);

/** Lazily unmounts what is still mounted under `folder` (after a failure midway). */
export const unmountAllUnder = (folder: string) => {
  const mounts = fs
    .readFileSync('/proc/mounts', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[1] ?? '')
    .filter((point) => point === folder || point.startsWith(`${folder}/`))
    .reverse();
  for (const point of mounts) {
    try {
      run('umount', ['-l', point]);
    } catch {
      // already gone
    }
  }
};

/** Free bytes for an unprivileged writer, and bytes in use, of the file system holding `folder`. */
export const diskOf = (folder: string) => {
  const stats = fs.statfsSync(folder);
  return { free: stats.bavail * stats.bsize, used: (stats.blocks - stats.bfree) * stats.bsize };
};

/** The file that fills the disk, inside the files folder (the only place on its tmpfs); no key. */
export const FILLER = '.filler';

/** Leaves `left` bytes free on `folder`'s file system with one filler file; returns its path. */
export const fillLeaving = (folder: string, left: number) => {
  const filler = path.join(folder, FILLER);
  const { free } = diskOf(folder);
  const size = Math.max(0, free - left);
  const fd = fs.openSync(filler, 'w');
  // Written in chunks (tmpfs counts pages written): a chunk that no longer fits ends the filling.
  const chunk = Buffer.alloc(1024 * 1024, 7);
  try {
    for (let written = 0; written < size;) {
      const n = Math.min(chunk.length, size - written);
      written += fs.writeSync(fd, chunk, 0, n);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    fs.closeSync(fd);
  }
  return filler;
};

// ---------------------------------------------------------------------------------------------
// HTTP, as the browser speaks

/** How long the bench waits for any answer before it counts the request as hung. */
export const NO_ANSWER_MS = 120_000;

export type Answer = { status: number; code: string | null; json: unknown; ms: number; bytes: number };
export type Api = ReturnType<typeof apiFor>;

export const apiFor = (baseUrl: string, cookie: string) => {
  const call = async (
    method: string,
    url: string,
    body?: string | FormData,
    headers: Record<string, string> = {},
  ) => {
    const started = performance.now();
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${url}`, {
        method,
        headers: { cookie, origin: baseUrl, ...headers },
        body,
        signal: AbortSignal.timeout(NO_ANSWER_MS),
      });
    } catch (error) {
      // No answer at all: what a hung store did to a request before it had time-outs.
      const code =
        (error as Error).name === 'TimeoutError' ? `no answer in ${NO_ANSWER_MS / 1000} s` : String(error);
      return {
        status: 0,
        code,
        json: null,
        ms: Math.round(performance.now() - started),
        bytes: 0,
      } satisfies Answer;
    }
    const data = Buffer.from(await response.arrayBuffer());
    let json: unknown = null;
    if (response.headers.get('content-type')?.includes('json'))
      try {
        json = JSON.parse(data.toString('utf8'));
      } catch {
        json = null;
      }
    const code = (json as { error?: { code?: string } } | null)?.error?.code ?? null;
    return {
      status: response.status,
      code,
      json,
      ms: Math.round(performance.now() - started),
      bytes: data.length,
    } satisfies Answer;
  };
  return {
    get: (url: string) => call('GET', url),
    send: (method: 'POST' | 'PUT', url: string, payload: unknown) =>
      call(method, url, JSON.stringify(payload), { 'content-type': 'application/json' }),
    upload: (method: 'POST' | 'PUT', url: string, filename: string, data: Buffer, type: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(data)], { type }), filename);
      return call(method, url, form);
    },
  };
};

/** The JSON of an answer that must have succeeded. */
export const ok = <T>(answer: Answer, what: string): T => {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json as T;
};

// ---------------------------------------------------------------------------------------------
// What an FPO uploads

export type Fixtures = { spreadsheet: Buffer; importCsv: Buffer; picture: Buffer; pdf: Buffer };

/** A register of `rows` farmers, each with its own phone number. */
const registerCsv = (rows: number) =>
  Buffer.from(
    [
      'Farmer Name,Phone,Acres,Gender,Village,Block,District,State,Pincode',
      ...Array.from(
        { length: rows },
        (_, i) =>
          `Farmer ${i},9${String(800000000 + i).padStart(9, '0')},2.5,Male,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109`,
      ),
    ].join('\n'),
  );

export const makeFixtures = async (): Promise<Fixtures> => {
  // Noise compresses badly, so the stored WebP stays large (a full disk must refuse it).
  const noise = Buffer.alloc(1200 * 900 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const picture = await sharp(noise, { raw: { width: 1200, height: 900, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'),
    Buffer.from(`%${'x'.repeat(1024 * 1024 + 512 * 1024)}\n`),
    Buffer.from('trailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
  const importCsv = Buffer.from(
    [
      'Farmer Name,Phone,Acres,Gender,Village,Block,District,State,Pincode',
      'Ramesh,9845012345,2.5,Male,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109',
      // Not a phone number: a rejected row, so the import stores its rejected-rows file.
      'Geetha,12345,1.75,F,Kolar,Kolar,Kolar,Karnataka,563101',
    ].join('\n'),
  );
  return { spreadsheet: registerCsv(20_000), importCsv, picture, pdf };
};

export type Kind = {
  name: string;
  /** Stores one upload of this kind. */
  send: () => Promise<Answer>;
  /** What the app's screens show of it: must not change when an upload is refused. */
  state: () => Promise<unknown>;
  /** The addresses of its stored files: must answer 200 whenever the store works. */
  reads: () => Promise<string[]>;
};

export type Fpo = { api: Api; fpoId: string; itemUrl: string; productId: string; inputId: string };

/** An FPO ready for every kind of upload: a product, an input, and a compliance item done. */
export const prepareFpo = async (api: Api): Promise<Fpo> => {
  const me = ok<{ fpo: { id: string } }>(await api.get('/api/me'), 'me');
  ok(
    await api.send('PUT', '/api/settings', {
      fullName: 'Shantamma Hiremath',
      organization: 'Tungabhadra FPC',
      phone: '+91 94480 12345',
      fpoName: 'Tungabhadra Farmer Producer Company',
      fpoPhone: '94480 12345',
      fpoAddress: 'APMC Yard Road\nKampli 583132',
      fpoWebsite: 'tungabhadra.example.org',
      gstNumber: '27aapfu0939f1zv',
      fssaiNumber: '10020042007183',
      incorporationDate: '2019-06-01',
    }),
    'settings',
  );
  const calendar = ok<{ today: string; items: { ruleKey: string; period: string }[] }>(
    await api.get('/api/compliance'),
    'compliance',
  );
  const item = calendar.items[0];
  if (!item) throw new Error('the compliance calendar has no item');
  const itemUrl = `/api/compliance/items/${item.ruleKey}/${item.period}`;
  ok(await api.send('PUT', itemUrl, { status: 'done', doneOn: calendar.today }), 'mark done');
  const product = ok<{ id: string }>(
    await api.send('POST', '/api/products', {
      productName: 'Ragi',
      packagingType: 'open',
      quantityTonnes: 2,
      salePrice: 38000,
    }),
    'product',
  );
  const input = ok<{ id: string }>(
    await api.send('POST', '/api/inputs', {
      itemName: 'Seed',
      quantityAvailable: 3,
      purchasePrice: 10,
      salePrice: 12,
    }),
    'input',
  );
  return { api, fpoId: me.fpo.id, itemUrl, productId: product.id, inputId: input.id };
};

type Picture = { url: string; thumbnailUrl: string } | null;

/** Every kind of upload the app stores (found through FileStore's callers), with what shows it. */
export const kindsOf = ({ api, itemUrl, productId, inputId }: Fpo, fixtures: Fixtures): Kind[] => {
  const uploads = async () =>
    ok<{ items: { id: string }[]; total: number }>(await api.get('/api/uploads'), 'uploads');
  // Which files there are (an import's failure changes a file's status, not the files).
  const files = async () => {
    const list = await uploads();
    return { total: list.total, ids: list.items.map((item) => item.id) };
  };
  const picture = (name: string, url: string): Kind => ({
    name,
    send: () => api.upload('PUT', `${url}/picture`, 'photo.png', fixtures.picture, 'image/png'),
    state: async () => ok<{ picture: Picture }>(await api.get(url), name).picture,
    reads: async () => {
      const stored = ok<{ picture: Picture }>(await api.get(url), name).picture;
      return stored ? [stored.url, stored.thumbnailUrl] : [];
    },
  });
  return [
    {
      name: 'farmer spreadsheet + its stored text copy',
      send: () => api.upload('POST', '/api/uploads', 'register.csv', fixtures.spreadsheet, 'text/csv'),
      state: files,
      reads: async () => (await uploads()).items.flatMap((f) => [`/api/uploads/${f.id}/rows`]),
    },
    picture('product picture + thumbnail', `/api/products/${productId}`),
    picture('input picture + thumbnail', `/api/inputs/${inputId}`),
    {
      name: 'village photo + thumbnail',
      send: () =>
        api.upload('PUT', '/api/settings/photos/village1', 'village.png', fixtures.picture, 'image/png'),
      state: async () => ok(await api.get('/api/settings/photos'), 'photos'),
      reads: async () => {
        const photo = ok<Record<string, Picture>>(await api.get('/api/settings/photos'), 'photos').village1;
        return photo ? [photo.url, photo.thumbnailUrl] : [];
      },
    },
    {
      name: 'FPO document (PAN)',
      send: () =>
        api.upload('PUT', '/api/settings/documents/pan', 'pan.pdf', fixtures.pdf, 'application/pdf'),
      state: async () => ok(await api.get('/api/settings/documents'), 'documents'),
      reads: async () =>
        ok<Record<string, unknown>>(await api.get('/api/settings/documents'), 'documents').pan
          ? ['/api/settings/documents/pan/file']
          : [],
    },
    {
      name: 'compliance proof',
      send: () => api.upload('PUT', `${itemUrl}/document`, 'proof.pdf', fixtures.pdf, 'application/pdf'),
      state: async () => itemOf(await api.get('/api/compliance'), itemUrl),
      reads: async () =>
        itemOf(await api.get('/api/compliance'), itemUrl)?.record?.document ? [`${itemUrl}/document`] : [],
    },
  ];
};

const itemOf = (answer: Answer, itemUrl: string) =>
  ok<{ items: { ruleKey: string; period: string; record: { document: unknown } | null }[] }>(
    answer,
    'compliance',
  ).items.find((item) => itemUrl.endsWith(`/${item.ruleKey}/${item.period}`));

// ---------------------------------------------------------------------------------------------
// What the store holds, against what the app says it stored

export type Listing = { keys: string[]; partials: string[] };

/** The local store's keys, and whatever lies in `.incoming` (a write that did not finish). */
export const listFolder = (files: string): Listing => {
  const keys: string[] = [];
  const partials: string[] = [];
  if (!fs.existsSync(files)) return { keys, partials };
  for (const entry of fs.readdirSync(files, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const key = path.relative(files, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (key === FILLER) continue;
    (key.startsWith('.incoming/') ? partials : keys).push(key);
  }
  return { keys: keys.sort(), partials };
};

/** Every key in the bucket (s3rver writes whole objects: no partial to look for). */
export const listBucket = async (endpoint: string): Promise<Listing> => {
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const keys: string[] = [];
  for (let token: string | undefined, first = true; first || token; first = false) {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: 'sangam-files', ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  }
  client.destroy();
  return { keys: keys.sort(), partials: [] };
};

export type Audit = {
  keys: number;
  /** Files no row names (left by a failed write, or a removal the store was too broken for). */
  orphans: string[];
  /** Files the app names that do not answer 200 (a row pointing at a missing file). */
  dangling: string[];
  /** Half-written files (local `.incoming`). */
  partials: string[];
};

/** Checks both ways: every stored key has its row, and every row's file answers 200. */
export const audit = async (fpo: Fpo, kinds: Kind[], listing: Listing): Promise<Audit> => {
  const { api, fpoId } = fpo;
  const uploads: { id: string; filename: string }[] = [];
  for (let page = 1; ; page++) {
    const list = ok<{ items: { id: string; filename: string }[]; total: number }>(
      await api.get(`/api/uploads?page=${page}`),
      'uploads',
    );
    uploads.push(...list.items);
    if (!list.items.length || uploads.length >= list.total) break;
  }
  const pictureKeys = new Set<string>();
  const addPicture = (picture: Picture) => {
    for (const url of picture ? [picture.url, picture.thumbnailUrl] : [])
      pictureKeys.add(url.replace(/^\/media\//, ''));
  };
  addPicture(ok<{ picture: Picture }>(await api.get(`/api/products/${fpo.productId}`), 'product').picture);
  addPicture(ok<{ picture: Picture }>(await api.get(`/api/inputs/${fpo.inputId}`), 'input').picture);
  for (const photo of Object.values(
    ok<Record<string, Picture>>(await api.get('/api/settings/photos'), 'photos'),
  ))
    addPicture(photo);
  const documents = ok<Record<string, { uploadedAt: string } | null>>(
    await api.get('/api/settings/documents'),
    'documents',
  );
  const compliance = ok<{
    items: { ruleKey: string; period: string; record: { document: { uploadedAt: string } | null } | null }[];
  }>(await api.get('/api/compliance'), 'compliance');
  const documentPrefixes = new Set([
    ...Object.entries(documents).flatMap(([kind, stored]) =>
      stored ? [`documents/${fpoId}/${kind}-${Date.parse(stored.uploadedAt)}-`] : [],
    ),
    ...compliance.items.flatMap((item) =>
      item.record?.document
        ? [
            `documents/${fpoId}/compliance-${item.ruleKey}-${item.period}-${Date.parse(item.record.document.uploadedAt)}-`,
          ]
        : [],
    ),
  ]);
  const uploadKeys = new Set(
    uploads.flatMap((u) => {
      const key = `${fpoId}/${u.id}${path.extname(u.filename).toLowerCase()}`;
      return [key, `${key}.sheets.jsonl.gz`];
    }),
  );

  const orphans: string[] = [];
  for (const key of listing.keys) {
    const rejected = new RegExp(`^${fpoId}/imports/([0-9a-f-]{36})-rejected\\.json$`).exec(key);
    const owned = rejected
      ? (await api.get(`/api/imports/${rejected[1]}`)).status === 200
      : uploadKeys.has(key) ||
        pictureKeys.has(key) ||
        [...documentPrefixes].some((prefix) => key.startsWith(prefix));
    if (!owned) orphans.push(key);
  }
  const listed = new Set(listing.keys);
  const dangling = [...uploadKeys, ...pictureKeys].filter((key) => !listed.has(key));
  for (const prefix of documentPrefixes)
    if (!listing.keys.some((key) => key.startsWith(prefix))) dangling.push(`${prefix}…`);
  for (const kind of kinds)
    for (const url of await kind.reads()) {
      const answer = await api.get(url);
      if (answer.status !== 200) dangling.push(`${url} answered ${answer.status}`);
    }
  return { keys: listing.keys.length, orphans, dangling, partials: listing.partials };
};
