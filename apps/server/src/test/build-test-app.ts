import { afterAll } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = { app: App; database: Database; config: Config; mailbox: Mailbox };

/** Stands in for the SMTP server: keeps what would have been sent. */
export type Mailbox = Mailer & {
  messages: MailMessage[];
  lastTo: (email: string) => MailMessage | undefined;
};

export const createMailbox = (): Mailbox => {
  const messages: MailMessage[] = [];
  return {
    messages,
    send: async (message) => {
      messages.push(message);
    },
    lastTo: (email) => messages.filter((m) => m.to === email).at(-1),
  };
};

/**
 * An app on its own fresh database, closed after the file's tests. `env` overrides settings as
 * a real deployment would set them.
 */
export const buildTestApp = async (
  env: Record<string, string> = {},
  /** A file store of the test's own (one it can break); by default the configured one. */
  { fileStore }: Pick<BuildAppOptions, 'fileStore'> = {},
): Promise<TestApp> => {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `.tmp/test-data/${crypto.randomUUID()}`,
    BASE_URL: 'http://localhost:3000',
    ...env,
  });
  const mailbox = createMailbox();
  const app = await buildApp({ config, database, mailer: mailbox, fileStore });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database, config, mailbox };
};
