import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createJobQueue, type JobQueue } from './jobs/job-queue.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createMessagingProvider } from './messaging/messaging.ts';
import type { MessagingProvider } from './messaging/provider.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { adminAccessRoutes } from './modules/admin-access/admin-access.routes.ts';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes.ts';
import { adminBuyersRoutes } from './modules/admin-buyers/admin-buyers.routes.ts';
import { adminCropsRoutes } from './modules/admin-crops/admin-crops.routes.ts';
import { adminInventoryRoutes } from './modules/admin-inventory/admin-inventory.routes.ts';
import { brochureRoutes } from './modules/brochure/brochure.routes.ts';
import { businessRoutes } from './modules/business/business.routes.ts';
import { fieldDataRoutes } from './modules/business/field-data.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { farmersRoutes } from './modules/farmers/farmers.routes.ts';
import { pincodesRoutes } from './modules/pincodes/pincodes.routes.ts';
import { fpoRoutes } from './modules/fpo/fpo.routes.ts';
import { defineComplianceReminders } from './modules/compliance/compliance-reminders.ts';
import { complianceRoutes } from './modules/compliance/compliance.routes.ts';
import { buyersRoutes } from './modules/buyers/buyers.routes.ts';
import { advancedBuyersRoutes } from './modules/advanced-buyers/advanced-buyers.routes.ts';
import { buyerRequirementsRoutes } from './modules/buyer-requirements/buyer-requirements.routes.ts';
import { cropsRoutes } from './modules/crops/crops.routes.ts';
import { mandiRoutes } from './modules/mandi/mandi.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { documentsRoutes } from './modules/settings/documents.routes.ts';
import { photosRoutes } from './modules/settings/photos.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { defineImportJob } from './modules/imports/import-job.service.ts';
import { defineDailyRefresh } from './modules/recommendations/daily-refresh.ts';
import { dataRefreshRoutes } from './modules/recommendations/data-refresh.routes.ts';
import { recommendationsRoutes } from './modules/recommendations/recommendations.routes.ts';
import { scorecardRoutes } from './modules/scorecard/scorecard.routes.ts';
import { adminWhatsappBulkRoutes } from './modules/whatsapp/admin-whatsapp-bulk.routes.ts';
import { adminWhatsappRoutes } from './modules/whatsapp/admin-whatsapp.routes.ts';
import { defineBulkSend } from './modules/whatsapp/bulk-send.job.ts';
import { whatsappWebhookRoutes } from './modules/whatsapp/whatsapp-webhook.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { invitationsRoutes } from './modules/team/invitations.routes.ts';
import { teamRoutes } from './modules/team/team.routes.ts';
import { importsRoutes } from './modules/imports/imports.routes.ts';
import { inventoryRoutes } from './modules/inventory/inventory.routes.ts';
import { mediaRoutes } from './modules/pictures/media.routes.ts';
import { mobilizationRoutes } from './modules/mobilization/mobilization.routes.ts';
import { adminDealershipsRoutes } from './modules/dealerships/admin-dealerships.routes.ts';
import { dealershipsRoutes } from './modules/dealerships/dealerships.routes.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { enquiriesRoutes } from './modules/enquiries/enquiries.routes.ts';
import { adminTradeFairsRoutes, tradeFairsRoutes } from './modules/trade-fairs/trade-fairs.routes.ts';
import { createAuth, registerAuthRoutes, type Auth } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
import { frameworkErrors, registerErrorHandler } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerOriginCheck } from './plugins/origin.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerTeamRoleCheck } from './plugins/tenancy.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { shareCardFor, withShareCard } from './modules/mandi/share-cards.ts';
import { repositoryRoot } from './paths.ts';
import { createLocalFileStore, refusingWhenUnavailable, type FileStore } from './storage/file-store.ts';
import { createS3FileStore } from './storage/s3-file-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    appVersion: string;
    auth: Auth;
    mailer: Mailer;
    /** WhatsApp: the Cloud API when configured, else the local outbox (decisions 024, 025). */
    messaging: MessagingProvider;
    fileStore: FileStore;
    jobs: JobQueue;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app (off in API tests). */
  serveWebApp?: boolean;
  /** Where mail goes; by default SMTP or the outbox, as configured. */
  mailer?: Mailer;
  /** Where WhatsApp messages go; by default the Cloud API or the outbox, as configured. */
  messaging?: MessagingProvider;
  /** Where uploads are kept; by default S3 or the data folder's `files`, as configured. */
  fileStore?: FileStore;
};

const packageVersion = (): string => {
  const file = path.join(repositoryRoot, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string }).version ?? '0.0.0';
};

/** Builds the whole server: cross-cutting plugins first, then every module, listed explicitly. */
export const buildApp = async ({
  config,
  database,
  logger = false,
  serveWebApp = false,
  mailer,
  messaging,
  fileStore,
}: BuildAppOptions) => {
  const app = Fastify({
    logger,
    // X-Forwarded-* are believed only from the proxies TRUST_PROXY names (DECISIONS T8).
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    // Requests still running at shutdown are given time to finish; idle keep-alives are closed.
    forceCloseConnections: 'idle',
    // plugins/request-log.ts writes one line per request instead.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('appVersion', packageVersion());

  const mail =
    mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  app.decorate('mailer', mail);
  app.decorate(
    'messaging',
    messaging ??
      createMessagingProvider({ whatsapp: config.whatsapp, dataDir: config.dataDir, log: app.log }),
  );
  app.decorate(
    'fileStore',
    refusingWhenUnavailable(
      fileStore ??
        (config.s3 ? createS3FileStore(config.s3) : createLocalFileStore(path.join(config.dataDir, 'files'))),
    ),
  );
  const auth = createAuth({ config, db: database.db, mailer: mail, log: app.log });
  app.decorate('auth', auth);
  // Background jobs start with the app (settling what a killed server left) and stop before the
  // database closes (decision 007).
  const jobs = createJobQueue({ database, log: app.log });
  defineImportJob(jobs, { database, store: app.fileStore, log: app.log });
  defineComplianceReminders(jobs, { db: database.db, mailer: mail, log: app.log, baseUrl: config.baseUrl });
  defineDailyRefresh(jobs, {
    db: database.db,
    mailer: mail,
    log: app.log,
    ownerEmail: config.ownerEmail,
    baseUrl: config.baseUrl,
  });
  defineBulkSend(jobs, {
    db: database.db,
    provider: app.messaging,
    log: app.log,
    rate: config.whatsappSendRate,
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());

  registerErrorHandler(app);
  registerRequestLog(app);
  await registerSecurity(app, {
    requestsPerMinute: config.apiRateLimit,
    https: config.baseUrl?.startsWith('https://') ?? false,
  });
  registerOriginCheck(app);
  registerTeamRoleCheck(app);
  await registerCompression(app);
  await registerOpenApi(app, app.appVersion);

  registerAuthRoutes(app, auth);
  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(fpoRoutes);
  await app.register(farmersRoutes);
  await app.register(pincodesRoutes);
  await app.register(dashboardRoutes);
  await app.register(importsRoutes);
  await app.register(inventoryRoutes);
  await app.register(brochureRoutes);
  await app.register(mediaRoutes);
  await app.register(reportsRoutes);
  await app.register(businessRoutes);
  await app.register(settingsRoutes);
  await app.register(photosRoutes);
  await app.register(documentsRoutes);
  await app.register(complianceRoutes);
  await app.register(buyersRoutes);
  await app.register(advancedBuyersRoutes);
  await app.register(mandiRoutes);
  await app.register(cropsRoutes);
  await app.register(buyerRequirementsRoutes);
  await app.register(adminRoutes);
  await app.register(adminAccessRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminBuyersRoutes);
  await app.register(adminCropsRoutes);
  await app.register(adminInventoryRoutes);
  await app.register(fieldDataRoutes);
  await app.register(recommendationsRoutes);
  await app.register(mobilizationRoutes);
  await app.register(dealershipsRoutes);
  await app.register(adminDealershipsRoutes);
  await app.register(membersRoutes);
  await app.register(enquiriesRoutes);
  await app.register(tradeFairsRoutes);
  await app.register(adminTradeFairsRoutes);
  await app.register(dataRefreshRoutes);
  await app.register(scorecardRoutes);
  await app.register(adminWhatsappRoutes);
  await app.register(adminWhatsappBulkRoutes);
  await app.register(whatsappWebhookRoutes);
  await app.register(notificationsRoutes);
  await app.register(teamRoutes);
  await app.register(invitationsRoutes);

  if (serveWebApp)
    await registerWebApp(app, {
      pageHead: async (request, html) => {
        const card = await shareCardFor(database.db, request);
        return card && withShareCard(html, card);
      },
    });
  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;
