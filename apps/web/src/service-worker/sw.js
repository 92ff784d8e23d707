/**
 * Sangam's service worker (decision 037): the app shell and the farmer screens open with no
 * connection, in the language on screen, with the last answers of the reads a field worker needs.
 *
 * The build (vite.config.ts, serviceWorker) writes the precache list of this build in place of
 * BUILD below and serves the result as /sw.js. Nothing here writes: farmers typed offline wait in
 * the page's outbox (IndexedDB) and are sent by the page.
 */

/** @type {{ version: string, shell: string[], locales: { base: string, namespaces: string[] } }} */
const BUILD = self.__SANGAM_BUILD__;

const SHELL = `sangam-shell-${BUILD.version}`;
/** The last answers of the reads below; the page deletes it at sign-out (lib/service-worker.ts). */
const DATA = 'sangam-data';
/** Where the language on screen is remembered, so a new build's worker caches its texts at once. */
const LANGUAGE_KEY = '/__sangam/language';
/** On a connection that answers too slowly, what is kept is shown instead after this long. */
const NETWORK_WAIT_MS = 5000;

/** The reads kept for offline use: who is signed in, the farmer list, stats and details, the dashboard. */
const keptReads = [
  /^\/api\/me$/,
  /^\/api\/farmers$/,
  /^\/api\/farmers\/stats$/,
  /^\/api\/farmers\/[0-9a-f-]{36}$/,
  /^\/api\/dashboard$/,
  /^\/api\/fpo\/profile$/,
];

const localeFiles = (language) =>
  BUILD.locales.namespaces.map((namespace) => `${BUILD.locales.base}/${language}/${namespace}.json`);

const rememberedLanguage = async () => {
  const answer = await (await caches.open(DATA)).match(LANGUAGE_KEY);
  return answer ? answer.text() : null;
};

/** Keeps one language's texts (every namespace), fetching only those not kept yet. */
const keepLanguage = async (language) => {
  if (!/^[a-z]{2}$/.test(language)) return;
  await (await caches.open(DATA)).put(LANGUAGE_KEY, new Response(language));
  const shell = await caches.open(SHELL);
  const missing = [];
  for (const url of localeFiles(language)) if (!(await shell.match(url))) missing.push(url);
  await shell.addAll(missing);
};

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL);
      await shell.addAll(BUILD.shell);
      const language = await rememberedLanguage();
      if (language) await keepLanguage(language).catch(() => undefined);
      // A new build takes over at once; its activation deletes the old build's files.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith('sangam-') && name !== SHELL && name !== DATA) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const message = event.data ?? {};
  if (message.type === 'language' && typeof message.language === 'string')
    event.waitUntil(keepLanguage(message.language).catch(() => undefined));
});

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Network first: a fresh answer is kept and returned; with no connection (or none within
 * NETWORK_WAIT_MS) the kept one is returned, else the network's failure. A 401 means the session
 * is over: nothing kept of that person's stays.
 */
const networkFirst = async (request, cacheName, fallbackUrl) => {
  const cache = await caches.open(cacheName);
  const fresh = fetch(request).then(async (response) => {
    if (response.status === 401 && cacheName === DATA) await caches.delete(DATA);
    else if (response.ok) await cache.put(fallbackUrl ?? request, response.clone());
    return response;
  });
  // Answered from the cache meanwhile, a failure later has nobody to tell.
  fresh.catch(() => undefined);
  const kept = () => cache.match(fallbackUrl ?? request, { ignoreVary: true });
  try {
    const first = await Promise.race([fresh, wait(NETWORK_WAIT_MS).then(() => null)]);
    if (first) return first;
    return (await kept()) ?? (await fresh);
  } catch {
    const answer = await kept();
    if (answer) return answer;
    return Response.error();
  }
};

/** Hashed files never change: kept ones are answered from the cache, others fetched and kept. */
const cacheFirst = async (request) => {
  const shell = await caches.open(SHELL);
  const kept = await shell.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await shell.put(request, response.clone());
  return response;
};

/** Opening a page offline: the app shell of this build, whose router then draws the screen. */
const navigation = async (request) => {
  try {
    const response = await Promise.race([
      fetch(request),
      wait(NETWORK_WAIT_MS).then(() => Promise.reject(new Error('slow'))),
    ]);
    return response;
  } catch {
    const shell = await caches.match('/index.html', { cacheName: SHELL });
    return shell ?? Response.error();
  }
};

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Downloads and pictures opened by their address are not pages of the app.
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/')) return;
    event.respondWith(navigation(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (BUILD.shell.includes(url.pathname)) {
    event.respondWith(networkFirst(request, SHELL, url.pathname));
    return;
  }
  if (keptReads.some((pattern) => pattern.test(url.pathname))) event.respondWith(networkFirst(request, DATA));
});
