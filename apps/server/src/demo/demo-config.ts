import path from 'node:path';
import type { Config } from '../config.ts';

/**
 * Demo mode keeps its data apart (decision S6): an embedded database and files in a folder of its
 * own, and mail and WhatsApp messages in their outboxes, whatever DATABASE_URL, S3_*, SMTP_URL or
 * WHATSAPP_* say, so the demonstration FPO can never reach a real database, bucket, inbox or phone.
 */
export const demoConfig = (config: Config, demo: boolean): Config =>
  demo
    ? {
        ...config,
        dataDir: path.join(config.dataDir, 'demo'),
        databaseUrl: undefined,
        s3: undefined,
        smtpUrl: undefined,
        whatsapp: undefined,
      }
    : config;
