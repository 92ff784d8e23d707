import fs from 'node:fs';
import os from 'node:os';
import { buildApp } from './app.ts';
import { demoConfig } from './demo/demo-config.ts';
import { demoAccount } from './demo/demo-data.ts';
import { seedDemo } from './demo/seed-demo.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { loggerOptions } from './plugins/request-log.ts';

const SHUTDOWN_GRACE_MS = 10_000;

const fail = (message: string): never => {
  // Written synchronously: a piped stderr would otherwise lose the message at exit.
  fs.writeSync(2, `\n${message}\n\n`);
  process.exit(1);
};

/** `npm run demo`: a demonstration FPO in a database and folder of its own (decision S6). */
const demo = process.argv.includes('--demo');

const config: Config = (() => {
  try {
    return demoConfig(loadConfig(), demo);
  } catch (error) {
    return fail(error instanceof ConfigError ? error.message : String(error));
  }
})();

const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
).catch((error: Error) => fail(`Could not open the database: ${error.message}`));

await database.migrate().catch(async (error: Error) => {
  await database.close().catch(() => {});
  fail(`Could not apply database migrations: ${error.message}`);
});

const app = await buildApp({
  config,
  database,
  serveWebApp: true,
  logger: loggerOptions(config.logLevel),
});

if (demo) {
  const started = performance.now();
  if (await seedDemo(app))
    app.log.info(`Demo FPO built in ${Math.round((performance.now() - started) / 100) / 10} s`);
}

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received: finishing requests in flight, then closing the database`);
  const force = setTimeout(() => {
    app.log.error('Shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'Shutdown failed');
    process.exit(1);
  }
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  await database.close().catch(() => {});
  fail(`Could not listen on port ${config.port}: ${(error as Error).message}`);
}

const appUrl = config.baseUrl ?? `http://localhost:${config.port}`;
// Without BASE_URL the app answers on every address of this machine (DECISIONS T8).
const networkUrls = config.baseUrl
  ? []
  : Object.values(os.networkInterfaces())
      .flat()
      .filter((net) => net && net.family === 'IPv4' && !net.internal)
      .map((net) => `http://${net?.address}:${config.port}`);
const mail = config.smtpUrl
  ? `SMTP ${new URL(config.smtpUrl).host}`
  : `written as .eml files to ${config.dataDir}/mail (links also printed here)`;
process.stdout.write(
  [
    '',
    `  Sangam ${app.appVersion} is running`,
    `  App:      ${appUrl}`,
    ...networkUrls.map((url) => `  Network:  ${url}   (phones and computers on this network)`),
    `  API docs: ${appUrl}/api/docs`,
    `  Data:     ${database.kind === 'pglite' ? `PGlite in ${database.location}` : `PostgreSQL at ${database.location}`}`,
    `  Mail:     ${mail}`,
    `  Admin:    ${config.ownerEmail ?? 'set OWNER_EMAIL=you@example.org to make that account the owner admin'}`,
    ...(demo
      ? [
          `  Demo:     sign in as ${demoAccount.email} / ${demoAccount.password}`,
          `            (its data is in ${config.dataDir}; delete that folder to start the demo again)`,
        ]
      : []),
    '',
    '',
  ].join('\n'),
);
