// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';

/**
 * sw.js as the browser runs it, in a stand-in for the worker's scope: fake caches (what a Cache
 * holds, by URL), a network that is up or down, and the events the browser sends.
 */
const source = fs.readFileSync(path.join(import.meta.dirname, 'sw.js'), 'utf8');
const origin = 'https://sangam.example';

type Handler = (event: Record<string, unknown>) => void;

const fakeCaches = () => {
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (request: Request | string) =>
    new URL(typeof request === 'string' ? request : request.url, origin).href;
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name) as Map<string, Response>;
    return {
      match: async (request: Request | string) => store.get(keyOf(request))?.clone(),
      put: async (request: Request | string, response: Response) => void store.set(keyOf(request), response),
      addAll: async (urls: string[]) => {
        for (const url of urls) store.set(keyOf(url), new Response(`file ${url}`));
      },
      keys: async () => [...store.keys()].map((url) => new Request(url)),
    };
  };
  return {
    stores,
    api: {
      open,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
      has: async (name: string) => stores.has(name),
      match: async (request: Request | string, { cacheName }: { cacheName: string }) =>
        (await open(cacheName)).match(request),
    },
  };
};

const build = (version: string) => ({
  version,
  shell: ['/index.html', '/favicon.svg', `/assets/start-${version}.js`],
  locales: { base: '/assets/locales/abc', namespaces: ['common', 'farmers'] },
});

const startWorker = (buildInfo: ReturnType<typeof build>, caches: ReturnType<typeof fakeCaches>) => {
  const handlers: Record<string, Handler> = {};
  const network = { up: true, answers: new Map<string, () => Response>() };
  const self = {
    __SANGAM_BUILD__: buildInfo,
    location: { origin },
    addEventListener: (type: string, handler: Handler) => void (handlers[type] = handler),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  const fetch = async (request: Request | string) => {
    if (!network.up) throw new TypeError('Failed to fetch');
    const url = new URL(typeof request === 'string' ? request : request.url, origin);
    const answer = network.answers.get(url.pathname + url.search);
    return answer ? answer() : new Response('not found', { status: 404 });
  };
  new Function('self', 'caches', 'fetch', source)(self, caches.api, fetch);

  /** Dispatches an event; resolves with what the worker answered (fetch) or waited for. */
  const dispatch = async (type: string, extra: Record<string, unknown> = {}) => {
    let waited: Promise<unknown> = Promise.resolve();
    let answered: Promise<Response> | undefined;
    handlers[type]?.({
      ...extra,
      waitUntil: (promise: Promise<unknown>) => void (waited = promise),
      respondWith: (response: Promise<Response> | Response) => void (answered = Promise.resolve(response)),
    });
    await waited;
    return answered;
  };
  const request = (url: string, mode: RequestMode = 'cors') =>
    dispatch('fetch', { request: { url: `${origin}${url}`, method: 'GET', mode } });
  return { dispatch, request, network };
};

describe('the service worker', () => {
  let caches: ReturnType<typeof fakeCaches>;
  beforeEach(() => {
    caches = fakeCaches();
  });

  it("keeps this build's app shell when it installs", async () => {
    const worker = startWorker(build('v1'), caches);
    await worker.dispatch('install');
    const kept = (await (await caches.api.open('sangam-shell-v1')).keys()).map(
      (r) => new URL(r.url).pathname,
    );
    expect(kept.sort()).toEqual(['/assets/start-v1.js', '/favicon.svg', '/index.html']);
  });

  it('keeps every text of the language the app names, and a new build keeps that language at once', async () => {
    const worker = startWorker(build('v1'), caches);
    await worker.dispatch('install');
    await worker.dispatch('message', { data: { type: 'language', language: 'kn' } });
    const kept = async (version: string) =>
      (await (await caches.api.open(`sangam-shell-${version}`)).keys()).map((r) => new URL(r.url).pathname);
    expect(await kept('v1')).toEqual(
      expect.arrayContaining(['/assets/locales/abc/kn/common.json', '/assets/locales/abc/kn/farmers.json']),
    );
    const next = startWorker(build('v2'), caches);
    await next.dispatch('install');
    expect(await kept('v2')).toEqual(expect.arrayContaining(['/assets/locales/abc/kn/farmers.json']));
  });

  it("lets a new build take over: the old build's files go, the kept answers stay", async () => {
    const old = startWorker(build('v1'), caches);
    await old.dispatch('install');
    await old.dispatch('activate');
    old.network.answers.set('/api/me', () => Response.json({ user: 'u1' }));
    await old.request('/api/me');
    const next = startWorker(build('v2'), caches);
    await next.dispatch('install');
    await next.dispatch('activate');
    expect((await caches.api.keys()).sort()).toEqual(['sangam-data', 'sangam-shell-v2']);
  });

  it('opens any page of the app from the kept shell when there is no connection', async () => {
    const worker = startWorker(build('v1'), caches);
    await worker.dispatch('install');
    worker.network.up = false;
    const page = await worker.request('/farmers/7d0f3c1e-4a47-4a53-9a37-8f3a0d0e2c11', 'navigate');
    expect(await page?.text()).toBe('file /index.html');
    // A download opened by its address is not a page of the app.
    expect(await worker.request('/api/farmers/sample?format=csv', 'navigate')).toBeUndefined();
  });

  it('answers the farmer list from the network while there is one, and from the last answer without', async () => {
    const worker = startWorker(build('v1'), caches);
    let total = 3;
    worker.network.answers.set('/api/farmers?page=1', () => Response.json({ total }));
    expect(await (await worker.request('/api/farmers?page=1'))?.json()).toEqual({ total: 3 });
    total = 4;
    expect(await (await worker.request('/api/farmers?page=1'))?.json()).toEqual({ total: 4 });
    worker.network.up = false;
    expect(await (await worker.request('/api/farmers?page=1'))?.json()).toEqual({ total: 4 });
    // Nothing kept: the failure, as the network gave it.
    expect((await worker.request('/api/farmers?page=2'))?.type).toBe('error');
  });

  it('forgets the kept answers once the server says the session is over', async () => {
    const worker = startWorker(build('v1'), caches);
    worker.network.answers.set('/api/me', () => Response.json({ user: 'u1' }));
    await worker.request('/api/me');
    expect(await caches.api.has('sangam-data')).toBe(true);
    worker.network.answers.set('/api/me', () =>
      Response.json({ error: { code: 'unauthenticated' } }, { status: 401 }),
    );
    expect((await worker.request('/api/me'))?.status).toBe(401);
    expect(await caches.api.has('sangam-data')).toBe(false);
  });

  it('leaves writes and other reads to the network', async () => {
    const worker = startWorker(build('v1'), caches);
    expect(
      await worker.dispatch('fetch', {
        request: { url: `${origin}/api/farmers`, method: 'POST', mode: 'cors' },
      }),
    ).toBeUndefined();
    expect(await worker.request('/api/notifications')).toBeUndefined();
    expect(await worker.request('/api/admin/users')).toBeUndefined();
  });
});
