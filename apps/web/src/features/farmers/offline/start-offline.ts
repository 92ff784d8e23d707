import { i18n } from '@/lib/i18n.ts';
import { registerServiceWorker, tellLanguage } from '@/lib/service-worker.ts';
import { startOutbox } from './outbox.ts';
import type { OutboxOwner } from './outbox-sync.ts';

let watchingLanguage = false;

/**
 * Offline use for a signed-in person (decision 037), started by the signed-in frame after it
 * paints: the service worker (which keeps the app shell and the language on screen), and the
 * outbox, which sends what waits from an earlier visit. `onSettled`: the server took or refused
 * farmers, the screens read them again.
 */
export const startOffline = async (owner: OutboxOwner, { onSettled }: { onSettled: () => void }) => {
  void registerServiceWorker()
    .then(() => tellLanguage(i18n.language))
    .catch(() => undefined);
  if (!watchingLanguage) {
    watchingLanguage = true;
    i18n.on('languageChanged', tellLanguage);
  }
  await startOutbox(owner, onSettled);
};
