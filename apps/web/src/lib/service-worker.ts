/**
 * The service worker's side in the page (decision 037). The worker itself is built by vite.config.ts
 * (serviceWorker) from src/service-worker/sw.js; only signed-in screens register it, so a visitor of
 * the public pages downloads nothing for offline use.
 */

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** Registers /sw.js once (production builds only: the dev server has no worker to serve). */
export const registerServiceWorker = async () => {
  if (!supported() || !import.meta.env.PROD) return;
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
};

/** Tells the worker the language on screen, so it keeps that language's texts for offline use. */
export const tellLanguage = (language: string) => {
  if (!supported()) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: 'language', language }),
  );
};

/** The cache of the last answers of the reads kept for offline use; sw.js names it the same. */
export const DATA_CACHE = 'sangam-data';

/** At sign-out: the kept answers (the farmer list, /api/me…) belong to the person leaving. */
export const forgetCachedAnswers = async () => {
  if (typeof caches === 'undefined') return;
  await caches.delete(DATA_CACHE).catch(() => false);
};
