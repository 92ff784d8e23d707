import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { fullMapping, header } from '../apps/server/src/test/spreadsheets.ts';
import { memberRows } from './import-fixtures.ts';
import { PASSWORD, type Account } from './load-seed.ts';
import { sleep } from './server-under-test.ts';

/**
 * The load benchmark's virtual users (decision 042). Each holds one keep-alive HTTP/1.1
 * connection to the server, as a reverse proxy in front of it would, and says whose request it is
 * with X-Forwarded-For (the server is started with TRUST_PROXY naming loopback), so the per-address
 * limits count each person apart, as in production.
 *
 * - An operator signs in (a free account of the pool, so two users never share a session), loads
 *   what the app loads after sign-in (the session, /api/me, the notifications), then walks the
 *   dashboard, the farmer list and its stat cards, further pages, a farmer's detail and searches,
 *   and signs out: one visit, with think time after every page.
 * - A Mandi visitor (no session) opens the Mandi, filters it, searches it, opens a product and its
 *   picture, the seller's FPO page and the list's second page.
 * - The importer uploads a CSV of a few thousand new farmers, previews it, imports it and polls
 *   the import every second (as the import screen does) until it ends, then pauses.
 *
 * `paced` runs the visits with think time (the p99 target's setting); `saturation` runs the same
 * pages back to back with no think time, no sign-in per visit and no import (the read capacity).
 */

export type Sample = {
  group: string;
  /** performance.now() when the request was sent. */
  at: number;
  ms: number;
  /** 0 for a transport failure (refused, reset, timed out). */
  status: number;
  /** The answer's error code (`{ error: { code } }`) or the transport failure's. */
  code?: string;
};

/** Route groups that change data; every other group is a read. */
export const writeGroups = new Set([
  'sign-in',
  'sign-out',
  'import upload',
  'import preview',
  'import start',
  'import result',
]);

export type Answer = { status: number; body: unknown; code?: string };

const REQUEST_TIMEOUT_MS = 15_000;

/** One person's connection: keep-alive, one socket, requests one after another. */
export class VirtualClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1, keepAliveMsecs: 30_000 });
  private readonly url: URL;
  cookie = '';
  /** Who is asking, as the proxy tells the server. */
  address = '127.0.0.1';
  private readonly record: (sample: Sample) => void;
  constructor(baseUrl: string, record: (sample: Sample) => void) {
    this.url = new URL(baseUrl);
    this.record = record;
  }

  request(
    group: string,
    method: 'GET' | 'POST',
    path: string,
    { json, body, contentType }: { json?: unknown; body?: Buffer; contentType?: string } = {},
  ): Promise<Answer> {
    const payload = json === undefined ? body : Buffer.from(JSON.stringify(json));
    const headers: Record<string, string> = {
      host: this.url.host,
      // What a browser accepts; the server compresses JSON over 1 KB (brotli).
      'accept-encoding': 'gzip, deflate, br',
      'x-forwarded-for': this.address,
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...(method === 'POST' ? { origin: this.url.origin } : {}),
      ...(payload
        ? {
            'content-type': json === undefined ? (contentType as string) : 'application/json',
            'content-length': String(payload.length),
          }
        : {}),
    };
    const at = performance.now();
    return new Promise<Answer>((resolve) => {
      const finish = (answer: Answer) => {
        this.record({
          group,
          at,
          ms: performance.now() - at,
          status: answer.status,
          ...(answer.code ? { code: answer.code } : {}),
        });
        resolve(answer);
      };
      const req = http.request(
        {
          host: '127.0.0.1',
          port: this.url.port,
          path,
          method,
          headers,
          agent: this.agent,
          timeout: REQUEST_TIMEOUT_MS,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', (error) => finish({ status: 0, body: null, code: error.message }));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            for (const cookie of res.headers['set-cookie'] ?? []) this.setCookie(cookie);
            let raw = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            if (encoding === 'br') raw = zlib.brotliDecompressSync(raw);
            else if (encoding === 'gzip') raw = zlib.gunzipSync(raw);
            let parsed: unknown = null;
            if (String(res.headers['content-type']).startsWith('application/json') && raw.length) {
              try {
                parsed = JSON.parse(raw.toString('utf8'));
              } catch {
                parsed = null;
              }
            }
            const code =
              status >= 400
                ? ((parsed as { error?: { code?: string } } | null)?.error?.code ?? 'no_code')
                : undefined;
            finish({ status, body: parsed, ...(code ? { code } : {}) });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (error: Error & { code?: string }) =>
        finish({ status: 0, body: null, code: error.code ?? error.message }),
      );
      if (payload) req.write(payload);
      req.end();
    });
  }

  private setCookie(line: string) {
    const [pair] = line.split(';');
    const [name] = (pair ?? '').split('=');
    const others = this.cookie.split('; ').filter((c) => c && !c.startsWith(`${name}=`));
    // A cookie set to expire is gone.
    if (!/max-age=0|expires=thu, 01 jan 1970/i.test(line) && pair?.split('=')[1]) others.push(pair);
    this.cookie = others.join('; ');
  }

  close() {
    this.agent.destroy();
  }
}

/** A small seeded random number generator, so a run's choices repeat (mulberry32). */
const random = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** A word of letters for a number (0 -> "Aa", 27 -> "Bb"), as names may hold no digits. */
const letterCode = (n: number) => {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let word = '';
  for (let rest = n; word.length < 2 || rest > 0; rest = Math.floor(rest / 26))
    word = letters[rest % 26] + word;
  return word[0]?.toUpperCase() + word.slice(1);
};

/** Accounts not signed in by anyone now: a visit takes one and gives it back. */
export class AccountPool {
  private readonly free: Account[];
  constructor(accounts: Account[]) {
    this.free = [...accounts];
  }
  take() {
    const account = this.free.shift();
    if (!account) throw new Error('more operators than accounts: seed more members');
    return account;
  }
  give(account: Account) {
    this.free.push(account);
  }
}

/** The fixed address of a person (their phone or office), as the proxy reports it. */
const addressOf = (email: string) => {
  let hash = 0;
  for (const char of email) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${(hash & 254) + 1}`;
};
/** Anyone anywhere: a new address per request in the saturation phase, per visit on the Mandi. */
const anyAddress = (next: () => number) =>
  `100.${64 + Math.floor(next() * 60)}.${Math.floor(next() * 256)}.${1 + Math.floor(next() * 254)}`;

/** What operators type: part of a common name, a village, a pincode. */
const searchTerms = [
  'laksh',
  'ramesh',
  'gowda',
  'patil',
  'maddur',
  'Kunigal',
  'savitri',
  'reddy',
  'Hosahalli',
  '560034',
];
const mandiSearches = [
  'rice',
  'oil',
  'honey',
  'ragi',
  'chilli',
  'Hosur',
  'Tumakuru',
  'jaggery',
  'dal',
  'coffee',
];

type Listed = { items?: { id: string }[]; total?: number; pageSize?: number };
type MandiListed = {
  items?: { id: string; picture: { thumbnailUrl: string } | null; seller: { fpoId: string } }[];
};

export type PhaseOptions = {
  baseUrl: string;
  mode: 'paced' | 'saturation';
  /** Seconds walked before the figures start: the users are mid-visit, spread out, when they do. */
  warmupS: number;
  /** Seconds measured after the warm-up. */
  durationS: number;
  operators: number;
  mandiVisitors: number;
  /** The importer's account (an owner; kept out of the operators' pool), or none. */
  importer?: Account;
  importRows: number;
  importPauseMs: number;
  /** Mean think time between pages (uniform in 0.5x-1.5x); saturation ignores it. */
  thinkMs: number;
  pool: AccountPool;
  seed: number;
  /** Called for every answer as well as being kept. */
  onSample?: (sample: Sample) => void;
  /** Called when the warm-up ends and the figures start. */
  onStart?: () => void;
  /** Operators sign in once at the start instead of at every visit (to see what sign-ins cost). */
  signInOnce?: boolean;
  /** Start a failed import again on the same file (the restart benchmark's outage fails one). */
  retryFailedImports?: boolean;
  /** Told the import's state at each of the importer's polls. */
  onImportPoll?: (job: { status: string; phase: string }) => void;
  /** Ends the phase before `durationS` when it answers true (checked before every page). */
  shouldStop?: () => boolean;
  /** First phone number of this phase's imports; each import takes `importRows * 7` after it. */
  importPhoneBase: number;
};

export type ImportOutcome = {
  rows: number;
  status: string;
  inserted: number;
  /** The job's other counts: rows changed, skipped as duplicates, refused as invalid. */
  updated: number;
  skipped: number;
  failed: number;
  errorCode: string | null;
  startedAt: number;
  uploadToDoneS: number;
  /** For an import started again on the same file: the index of the one that failed. */
  retryOf?: number;
};

export type PhaseResult = {
  samples: Sample[];
  imports: ImportOutcome[];
  startedAt: number;
  endedAt: number;
  /** Visits (operator or Mandi) completed in the phase. */
  visits: number;
};

/**
 * Runs one phase: the virtual users walk their visits until `durationS` has passed (the visit in
 * progress is cut short at its next page), then every connection is closed.
 */
export const runPhase = async (options: PhaseOptions): Promise<PhaseResult> => {
  const samples: Sample[] = [];
  const imports: ImportOutcome[] = [];
  const startedAt = performance.now() + options.warmupS * 1000;
  const endAt = startedAt + options.durationS * 1000;
  const record = (sample: Sample) => {
    if (sample.at < startedAt) return;
    samples.push(sample);
    options.onSample?.(sample);
  };
  const running = () => performance.now() < endAt && !options.shouldStop?.();
  setTimeout(() => options.onStart?.(), options.warmupS * 1000);
  const paced = options.mode === 'paced';
  let visits = 0;

  const operator = async (index: number) => {
    const next = random(options.seed * 1000 + index);
    const think = () => (paced ? sleep(options.thinkMs * (0.5 + next())) : Promise.resolve());
    const client = new VirtualClient(options.baseUrl, record);
    const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)] as T;
    // People do not all sign in in the same second: the first visits start spread over a few pages.
    if (paced) await sleep(next() * options.thinkMs * 5);
    // In saturation (or with `signInOnce`) a user signs in once, outside the figures, and never out.
    const perVisit = paced && !options.signInOnce;
    let signedInOnce: Account | undefined;
    if (!perVisit) {
      const account = options.pool.take();
      signedInOnce = account;
      const signIn = new VirtualClient(options.baseUrl, () => {});
      signIn.address = addressOf(account.email);
      await signIn.request('sign-in', 'POST', '/api/auth/sign-in/email', {
        json: { email: account.email, password: PASSWORD },
      });
      client.cookie = signIn.cookie;
      if (paced) client.address = signIn.address;
      signIn.close();
    }
    const get = (group: string, path: string) => {
      if (!paced) client.address = anyAddress(next);
      return client.request(group, 'GET', path);
    };
    /** A farmer of the list's page, opened as the operator clicks a row. */
    const openOne = async (listed: Answer) => {
      const items = (listed.body as Listed | null)?.items ?? [];
      if (!items.length || !running()) return;
      await think();
      await get('farmer detail', `/api/farmers/${pick(items).id}`);
    };
    try {
      while (running()) {
        let account: Account | undefined;
        if (perVisit) {
          account = options.pool.take();
          client.address = addressOf(account.email);
          client.cookie = '';
          const signedIn = await client.request('sign-in', 'POST', '/api/auth/sign-in/email', {
            json: { email: account.email, password: PASSWORD },
          });
          if (signedIn.status !== 200) {
            options.pool.give(account);
            await sleep(Math.max(500, options.thinkMs));
            continue;
          }
          // What the app asks before it paints the first screen.
          await get('session', '/api/auth/get-session');
          await get('session', '/api/me');
          await get('session', '/api/notifications');
          await think();
        }
        let pages = 1;
        let lastList: Answer = { status: 0, body: null };
        if (running()) {
          await get('dashboard', '/api/dashboard');
          await think();
        }
        if (running()) {
          const listed = await get('farmer list', '/api/farmers');
          lastList = listed;
          const body = listed.body as Listed | null;
          pages = Math.max(1, Math.ceil((body?.total ?? 0) / (body?.pageSize ?? 20)));
          await get('farmer stats', '/api/farmers/stats');
          await think();
        }
        for (let step = 0; step < 4 && running(); step++) {
          const roll = next();
          if (roll < 0.4) {
            // Mostly the first pages, sometimes far into the register.
            const page =
              next() < 0.8 ? 2 + Math.floor(next() * Math.min(9, pages)) : 1 + Math.floor(next() * pages);
            lastList = await get('farmer list', `/api/farmers?page=${Math.min(page, pages)}`);
            await openOne(lastList);
          } else if (roll < 0.75) {
            // Half the searches look for a farmer the operator knows: their name, or the first
            // digits of their mobile number; the rest a common word.
            const known = pick(
              (lastList.body as { items?: { farmerName: string; phoneNumber: string }[] } | null)?.items ??
                [],
            );
            const term =
              known && next() < 0.5
                ? next() < 0.5
                  ? known.farmerName
                  : known.phoneNumber.slice(3, 9)
                : pick(searchTerms);
            await openOne(await get('search', `/api/farmers?q=${encodeURIComponent(term)}`));
          } else if (roll < 0.9) {
            await get('dashboard', '/api/dashboard');
          } else {
            await get('farmer list', '/api/farmers');
            await get('farmer stats', '/api/farmers/stats');
          }
          await think();
        }
        if (account) {
          // A visit cut short by the phase's end leaves its session, as a closed browser tab does.
          if (running()) await client.request('sign-out', 'POST', '/api/auth/sign-out', { json: {} });
          client.cookie = '';
          options.pool.give(account);
          await think();
        }
        visits += 1;
      }
    } finally {
      client.close();
      if (signedInOnce) options.pool.give(signedInOnce);
    }
  };

  const mandiVisitor = async (index: number) => {
    const next = random(options.seed * 1000 + 500 + index);
    const think = () => (paced ? sleep(options.thinkMs * (0.5 + next())) : Promise.resolve());
    const client = new VirtualClient(options.baseUrl, record);
    const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)] as T;
    const get = (group: string, path: string) => {
      if (!paced) client.address = anyAddress(next);
      return client.request(group, 'GET', path);
    };
    if (paced) await sleep(next() * options.thinkMs * 5);
    try {
      while (running()) {
        client.address = anyAddress(next);
        const first = await get('mandi list', '/api/mandi/products');
        const items = (first.body as MandiListed | null)?.items ?? [];
        await think();
        if (!running()) break;
        const filtered = await get(
          'mandi filters',
          `/api/mandi/products?packaging=${pick(['packaged', 'open'])}`,
        );
        await think();
        if (!running()) break;
        await get('mandi filters', `/api/mandi/products?search=${encodeURIComponent(pick(mandiSearches))}`);
        await think();
        const product = pick([...items, ...((filtered.body as MandiListed | null)?.items ?? [])]);
        if (product && running()) {
          await get('mandi product', `/api/mandi/products/${product.id}`);
          if (product.picture) await get('media', product.picture.thumbnailUrl);
          await think();
          if (running()) {
            await get('mandi fpo', `/api/mandi/fpos/${product.seller.fpoId}`);
            await think();
          }
        }
        if (running()) {
          await get('mandi list', '/api/mandi/products?page=2');
          await think();
        }
        visits += 1;
      }
    } finally {
      client.close();
    }
  };

  let importCount = 0;
  const importer = async (account: Account) => {
    const client = new VirtualClient(options.baseUrl, record);
    type Job = {
      id: string;
      status: string;
      phase: string;
      inserted: number;
      updated: number;
      skipped: number;
      failed: number;
      errorCode: string | null;
    };
    /** Starts the import of an uploaded file and polls it, as the import screen does, to its end. */
    const importFile = async (fileId: string, outcome: ImportOutcome) => {
      const choice = { sheet: 'CSV', mapping: fullMapping };
      const started = await client.request('import start', 'POST', `/api/uploads/${fileId}/import`, {
        json: choice,
      });
      let job = started.body as Job | null;
      if (started.status !== 202 || !job) return;
      outcome.status = job.status;
      // Every second until it ends, even past the phase's end.
      const since = performance.now();
      while (job && job.status === 'running') {
        await sleep(1000);
        const polled = await client.request('import status', 'GET', `/api/imports/${job.id}`);
        if (polled.status === 200) {
          job = polled.body as Job;
          options.onImportPoll?.(job);
        } else if (performance.now() - since > 120_000) break;
      }
      if (!job) return;
      outcome.status = job.status;
      outcome.inserted = job.inserted;
      outcome.updated = job.updated;
      outcome.skipped = job.skipped;
      outcome.failed = job.failed;
      outcome.errorCode = job.errorCode;
    };
    client.address = addressOf(account.email);
    try {
      const signedIn = await client.request('sign-in', 'POST', '/api/auth/sign-in/email', {
        json: { email: account.email, password: PASSWORD },
      });
      if (signedIn.status !== 200) return;
      while (running()) {
        // New people each time: a name, village and pincode seen before would be a duplicate.
        const surname = letterCode(importCount);
        const rows = memberRows(
          options.importRows,
          options.importPhoneBase + importCount * options.importRows * 7,
        ).map(([name, ...rest]) => [`${name} ${surname}`, ...rest]);
        importCount += 1;
        const csv = Buffer.from(`${[header, ...rows].map((row) => row.join(',')).join('\r\n')}\r\n`);
        const boundary = `----sangam-load-${crypto.randomUUID()}`;
        const body = Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="members.csv"\r\nContent-Type: text/csv\r\n\r\n`,
          ),
          csv,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const started = performance.now();
        const outcome: ImportOutcome = {
          rows: options.importRows,
          status: 'not started',
          inserted: 0,
          updated: 0,
          skipped: 0,
          failed: 0,
          errorCode: null,
          startedAt: started,
          uploadToDoneS: 0,
        };
        imports.push(outcome);
        const uploaded = await client.request('import upload', 'POST', '/api/uploads', {
          body,
          contentType: `multipart/form-data; boundary=${boundary}`,
        });
        const fileId = (uploaded.body as { id?: string } | null)?.id;
        const choice = { sheet: 'CSV', mapping: fullMapping };
        if (uploaded.status === 201 && fileId) {
          const preview = await client.request('import preview', 'POST', `/api/uploads/${fileId}/preview`, {
            json: choice,
          });
          if (preview.status === 200) await importFile(fileId, outcome);
        }
        outcome.uploadToDoneS = (performance.now() - started) / 1000;
        // An import that failed (the database went away under it) is started again on the same
        // file, as the user would from the import screen: it must then write every row.
        if (fileId && outcome.status === 'failed' && options.retryFailedImports) {
          const retried: ImportOutcome = {
            ...outcome,
            retryOf: imports.length - 1,
            status: 'not started',
            startedAt: performance.now(),
          };
          imports.push(retried);
          await importFile(fileId, retried);
          retried.uploadToDoneS = (performance.now() - retried.startedAt) / 1000;
        }
        // A finished import that did not write every row is a failure of the workload.
        const ok = outcome.status === 'completed' && outcome.inserted === options.importRows;
        record({
          group: 'import result',
          at: started,
          ms: performance.now() - started,
          status: ok ? 200 : 500,
          ...(ok ? {} : { code: `${outcome.status}:${outcome.errorCode ?? outcome.inserted}` }),
        });
        if (running()) await sleep(options.importPauseMs);
      }
    } finally {
      client.close();
    }
  };

  await Promise.all([
    ...Array.from({ length: options.operators }, (_, i) => operator(i)),
    ...Array.from({ length: options.mandiVisitors }, (_, i) => mandiVisitor(i)),
    ...(options.importer && paced ? [importer(options.importer)] : []),
  ]);
  // Imports that started before the figures did are not the phase's.
  return {
    samples,
    imports: imports.filter((i) => i.startedAt >= startedAt),
    startedAt,
    endedAt: performance.now(),
    visits,
  };
};

/**
 * Sign-ins back to back from `connections` connections, each as a random account from a random
 * address (so no limit binds): how many password checks the two cores do per second.
 */
export const signInCapacity = async ({
  baseUrl,
  accounts,
  connections,
  durationS,
  seed,
}: {
  baseUrl: string;
  accounts: Account[];
  connections: number;
  durationS: number;
  seed: number;
}) => {
  const samples: Sample[] = [];
  const endAt = performance.now() + durationS * 1000;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, index) => {
      const next = random(seed * 1000 + 900 + index);
      const client = new VirtualClient(baseUrl, (s) => samples.push(s));
      while (performance.now() < endAt) {
        const account = accounts[Math.floor(next() * accounts.length)] as Account;
        client.address = anyAddress(next);
        client.cookie = '';
        await client.request('sign-in', 'POST', '/api/auth/sign-in/email', {
          json: { email: account.email, password: PASSWORD },
        });
      }
      client.close();
    }),
  );
  return { samples, seconds: (performance.now() - startedAt) / 1000 };
};

export const quantile = (sorted: number[], q: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number) : 0;

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

export type GroupRow = {
  group: string;
  kind: 'read' | 'write';
  requests: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  /** Error answers by status and code, e.g. `503 database_unavailable: 3`. */
  errorKinds?: string;
};

/** An answer the workload did not expect: a transport failure, a 5xx, or any 4xx. */
export const isError = (sample: Sample) => sample.status === 0 || sample.status >= 400;

export const summarize = (samples: Sample[], seconds: number): GroupRow[] => {
  const groups = new Map<string, Sample[]>();
  for (const sample of samples) groups.set(sample.group, [...(groups.get(sample.group) ?? []), sample]);
  const row = (group: string, list: Sample[], kind: GroupRow['kind']): GroupRow => {
    const sorted = list.map((s) => s.ms).sort((a, b) => a - b);
    const errors = list.filter(isError);
    const kinds = new Map<string, number>();
    for (const e of errors)
      kinds.set(
        `${e.status} ${e.code ?? ''}`.trim(),
        (kinds.get(`${e.status} ${e.code ?? ''}`.trim()) ?? 0) + 1,
      );
    return {
      group,
      kind,
      requests: list.length,
      perSecond: round(list.length / seconds),
      p50Ms: round(quantile(sorted, 0.5)),
      p95Ms: round(quantile(sorted, 0.95)),
      p99Ms: round(quantile(sorted, 0.99)),
      maxMs: round(sorted.at(-1) ?? 0),
      errors: errors.length,
      ...(kinds.size ? { errorKinds: [...kinds].map(([k, n]) => `${k}: ${n}`).join(', ') } : {}),
    };
  };
  const rows = [...groups]
    .map(([group, list]) => row(group, list, writeGroups.has(group) ? 'write' : 'read'))
    .sort((a, b) => (a.kind === b.kind ? a.group.localeCompare(b.group) : a.kind === 'read' ? -1 : 1));
  const reads = samples.filter((s) => !writeGroups.has(s.group));
  if (reads.length) rows.push(row('all reads', reads, 'read'));
  return rows;
};

const statFields = (pid: number | string) =>
  fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];

/**
 * CPU seconds of a process so far (user + system), with those of its children that ended (the
 * spreadsheet readers, PostgreSQL's backends), from /proc.
 */
const processCpuSeconds = (pid: number | string) => {
  // utime, stime, cutime, cstime are fields 14-17 of stat, 12-15 after the command's ") ".
  const fields = statFields(pid);
  return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
};

/** The processes whose parent is `pid`. */
const childrenOf = (pid: number) =>
  fs.readdirSync('/proc').filter((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      return Number(statFields(entry)[1]) === pid;
    } catch {
      return false;
    }
  });

/** A process and its living children, in CPU seconds so far. */
const treeCpuSeconds = (pid: number) => {
  let total = 0;
  for (const each of [String(pid), ...childrenOf(pid)]) {
    try {
      total += processCpuSeconds(each);
    } catch {
      // ended meanwhile: counted in its parent's children time from now on
    }
  }
  return total;
};

/** The PostgreSQL server listening on `port` (its postmaster), found by its command line. */
export const postmasterOf = (port: number) =>
  fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .find((pid) => {
      try {
        const line = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        return line[0]?.endsWith('postgres') && line.join(' ').includes(`-p ${port}`);
      } catch {
        return false;
      }
    });

/** Busy and total CPU time of the whole machine so far, from /proc/stat, in seconds. */
const machineCpuSeconds = () => {
  const values = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  const total = values.reduce((a, b) => a + b, 0);
  return { busy: (total - idle) / 100, total: total / 100 };
};

export type Resources = {
  /** CPU used over the phase, in cores (2 = both cores all the time): the server with its readers. */
  serverCores: number;
  /** PostgreSQL's processes (none on PGlite, which runs inside the server). */
  databaseCores: number;
  loadGeneratorCores: number;
  /** Everything else on the machine meanwhile (other work sharing the VM). */
  otherCores: number;
  machineCores: number;
  /** The load generator's own event-loop delay: how late it could have read an answer. */
  loadGeneratorLoopDelayP99Ms: number;
};

export const watchResources = (serverPid: number, postmaster?: number) => {
  const wall = performance.now();
  const server = treeCpuSeconds(serverPid);
  const database = postmaster ? treeCpuSeconds(postmaster) : 0;
  const own = process.cpuUsage();
  const machine = machineCpuSeconds();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  return (): Resources => {
    delay.disable();
    const seconds = (performance.now() - wall) / 1000;
    const used = process.cpuUsage(own);
    const machineNow = machineCpuSeconds();
    const cores = (cpuSeconds: number) => round(cpuSeconds / seconds, 2);
    const serverCores = cores(treeCpuSeconds(serverPid) - server);
    const databaseCores = postmaster ? cores(treeCpuSeconds(postmaster) - database) : 0;
    const loadGeneratorCores = cores((used.user + used.system) / 1e6);
    const machineCores = round(
      ((machineNow.busy - machine.busy) / (machineNow.total - machine.total)) * os.cpus().length,
      2,
    );
    return {
      serverCores,
      databaseCores,
      loadGeneratorCores,
      otherCores: round(Math.max(0, machineCores - serverCores - databaseCores - loadGeneratorCores), 2),
      machineCores,
      loadGeneratorLoopDelayP99Ms: round(delay.percentile(99) / 1e6),
    };
  };
};
