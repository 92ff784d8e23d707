import type { FastifyBaseLogger } from 'fastify';
import { createCloudApiProvider, type CloudApiSettings } from './cloud-api.ts';
import { createOutboxProvider } from './outbox.ts';
import type { MessagingProvider } from './provider.ts';

/**
 * The messaging provider the settings choose (decision D4): the WhatsApp Cloud API when the
 * WHATSAPP_* settings are all set, otherwise the local outbox in DATA_DIR/whatsapp-outbox.
 */
export const createMessagingProvider = ({
  whatsapp,
  dataDir,
  log,
}: {
  whatsapp: CloudApiSettings | undefined;
  dataDir: string;
  log?: FastifyBaseLogger;
}): MessagingProvider =>
  whatsapp ? createCloudApiProvider(whatsapp) : createOutboxProvider({ dataDir, log });
