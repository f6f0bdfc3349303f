import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { JSON_BODY_LIMIT_BYTES } from '@streamfront/contract';
import type { Config } from './config.ts';
import { siteUrl } from './startup-notice.ts';
import type { Database } from './db/client.ts';
import { openDatabase } from './db/open.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { passwordResetRoutes } from './modules/auth/password-reset.routes.ts';
import { emailVerificationRoutes } from './modules/auth/email-verification.routes.ts';
import {
  accountSessionsRoutes,
  adminCustomerSessionsRoutes,
} from './modules/auth/sessions.routes.ts';
import { profilePhotoRoutes } from './modules/auth/profile-photo.routes.ts';
import { twoFactorRoutes } from './modules/auth/two-factor.routes.ts';
import { adminChatbotRoutes } from './modules/chatbot/admin/chatbot-admin.routes.ts';
import { chatbotRoutes } from './modules/chatbot/chatbot.routes.ts';
import { chatbotPlugin } from './modules/chatbot/chatbot.service.ts';
import { moduleSeedSteps } from './module-seed-steps.ts';
import { hashPassword } from './modules/auth/passwords.ts';
import { jobsPlugin } from './jobs/jobs.plugin.ts';
import { adminJobsRoutes } from './modules/jobs/jobs.routes.ts';
import { mailJobsPlugin } from './modules/mail/mail.plugin.ts';
import { adminMailRoutes, mailPreferencesRoutes } from './modules/mail/mail.routes.ts';
import { webhooksPlugin } from './modules/webhooks/webhooks.plugin.ts';
import { adminWebhooksRoutes } from './modules/webhooks/webhooks.routes.ts';
import { loggerOptions } from './log-format.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import {
  adminNotificationsRoutes,
  notificationsRoutes,
} from './modules/notifications/notifications.routes.ts';
import { notifyPlugin } from './modules/notifications/notify.ts';
import { adminServicesRoutes, publicServicesRoutes } from './modules/services/services.routes.ts';
import { contactRoutes } from './modules/queries/queries.routes.ts';
import { accountQueriesRoutes } from './modules/queries/account-queries.routes.ts';
import { adminQueriesRoutes } from './modules/queries/admin-queries.routes.ts';
import { chatTeamRepliesRoutes } from './modules/chatbot/conversation/team-replies.routes.ts';
import {
  adminVodRequestsRoutes,
  publicVodRequestsRoutes,
} from './modules/vod-requests/vod-requests.routes.ts';
import {
  adminContentReportsRoutes,
  publicContentReportsRoutes,
} from './modules/content-reports/content-reports.routes.ts';
import { adminSiteRoutes, publicSiteRoutes } from './modules/site/site.routes.ts';
import { adminHeroRoutes, publicHeroRoutes } from './modules/site/hero.routes.ts';
import { adminFaqRoutes } from './modules/site/faq.routes.ts';
import { adminEventsRoutes, publicEventsRoutes } from './modules/events/events.routes.ts';
import { adminOrdersRoutes, ordersRoutes } from './modules/orders/orders.routes.ts';
import { adminInvoicesRoutes, invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { openCheckout } from './modules/payments/checkout.service.ts';
import { checkoutRoutes } from './modules/payments/checkout.routes.ts';
import { adminRefundRoutes } from './modules/payments/refund.routes.ts';
import { refundOrder } from './modules/payments/refund.service.ts';
import { createCardProcessor } from './modules/payments/stripe-client.ts';
import { stripeWebhookRoutes } from './modules/payments/webhook.routes.ts';
import {
  adminPromoCodesRoutes,
  publicPromoCodesRoutes,
} from './modules/promo-codes/promo-codes.routes.ts';
import { accountAccessRoutes } from './modules/access/account-access.routes.ts';
import { provisioningAnswered, provisioningDead } from './modules/access/access.service.ts';
import { adminAccessRoutes } from './modules/access/admin-access.routes.ts';
import { adminProvisioningSettingsRoutes } from './modules/access/provisioning-settings.routes.ts';
import { adminAuditLogRoutes } from './modules/audit-log/audit-log.routes.ts';
import { adminFinanceRoutes } from './modules/finance/finance.routes.ts';
import { adminBusinessRoutes } from './modules/business/business.routes.ts';
import { adminDashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { adminRenewalsRoutes } from './modules/subscriptions/renewals.routes.ts';
import { adminCompensationsRoutes } from './modules/subscriptions/compensations.routes.ts';
import { subscriptionSweepPlugin } from './modules/subscriptions/sweep.job.ts';
import { unpaidOrdersPlugin } from './modules/orders/unpaid-orders.job.ts';
import { adminTrialsRoutes, trialsRoutes } from './modules/trials/trials.routes.ts';
import { newestBackupAt } from './modules/backups/backup-files.ts';
import { backupsPlugin } from './modules/backups/backups.plugin.ts';
import { adminBackupsRoutes } from './modules/backups/backups.routes.ts';
import { adminCustomersRoutes } from './modules/customers/customers.routes.ts';
import { accountDataRoutes } from './modules/data-rights/account-data.routes.ts';
import { dataRightsPlugin } from './modules/data-rights/data-rights.plugin.ts';
import { adminRetentionRoutes } from './modules/data-rights/retention.routes.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { authPlugin } from './plugins/auth/index.ts';
import { databasePlugin } from './plugins/database.ts';
import { secretsPlugin } from './plugins/secrets.ts';
import { clientErrorHandler } from './plugins/client-errors.ts';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors.ts';
import { imageUploadPlugin } from './plugins/image-upload.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { mailPlugin } from './plugins/mail.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { realtimePlugin } from './plugins/realtime/index.ts';
import { closeRedis } from './plugins/realtime/redis-connection.ts';
import { requestLogPlugin } from './plugins/request-log.ts';
import { routeTablePlugin } from './plugins/route-table.ts';
import { secureRealtimeAnswers, securityPlugin } from './plugins/security.ts';
import { staticFilesPlugin } from './plugins/static-files.ts';
import { warmAnswersPlugin } from './plugins/warm-answers.ts';

export interface AppDependencies {
  /** A database that is already migrated and seeded (tests pass a cloned template). */
  database?: Database;
  onGeneratedAdmin?: (credentials: { email: string; password: string }) => void;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: NodeJS.WritableStream;
}

/** The whole server, without listening: tests drive it with `inject`. */
export async function buildApp(
  config: Config,
  deps: AppDependencies = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    // One line per request instead of Fastify's two: see requestLogPlugin.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    // A silent server writes no line that a request id could be bound to: each request's
    // child logger would be made and thrown away (a few µs of every cached answer).
    childLoggerFactory: (logger, bindings, options) =>
      logger.level === 'silent' ? logger : logger.child(bindings, options),
    forceCloseConnections: 'idle',
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler: clientErrorHandler({ trustProxy: config.trustProxy }),
    // A caller that trickles its request a byte at a time would hold a connection for ever.
    // Node enforces both limits only when it checks its connections (every 30 s unless told),
    // so the check runs often enough for the limits to mean what they say.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(
        1_000,
        Math.max(25, Math.floor(config.headersTimeoutMs / 10)),
      ),
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Fastify answers 400 to an empty body declared as JSON. Our web client sends the JSON
  // content type with a body only, but clients that send it on every call (axios-style
  // defaults) do so on bodiless PATCH/DELETE too: an empty JSON body means "no body";
  // anything else goes through Fastify's safe parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  const database =
    deps.database ??
    (await openDatabase(config, {
      hashPassword,
      seedSteps: moduleSeedSteps,
      ...(deps.onGeneratedAdmin ? { onGeneratedAdmin: deps.onGeneratedAdmin } : {}),
    }));
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  if (redis) {
    // ioredis reconnects by itself; without a listener its errors would crash the process.
    redis.on('error', (error: unknown) => app.log.warn({ err: error }, 'redis connection error'));
    app.addHook('onClose', () => closeRedis(redis));
  }

  await app.register(routeTablePlugin);
  await app.register(requestLogPlugin);
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimitPlugin, { perMinute: config.rateLimitPerMinute, redis });
  // Before the routes: it gathers those that declare a warm answer.
  await app.register(warmAnswersPlugin, { trustProxy: config.trustProxy });
  await app.register(databasePlugin, { database, ownsDatabase: !deps.database });
  await app.register(authPlugin, {
    jwtSecret: config.jwtSecret,
    adminTwoFactor: config.adminTwoFactor,
  });
  await app.register(imageUploadPlugin);
  await app.register(apiDocsPlugin, { version: config.version });
  await app.register(realtimePlugin, {
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    redisUrl: config.redisUrl,
  });
  secureRealtimeAnswers(app.realtime.io.engine);
  // Before the routes: each is counted from its first request.
  if (config.metricsToken) {
    await app.register(metricsPlugin, {
      token: config.metricsToken,
      // The embedded database's backups (modules/backups); PostgreSQL's are pg_dump's.
      ...(database.kind === 'pglite' && {
        newestBackupAt: () => newestBackupAt(config.backupDir),
      }),
    });
  }
  await app.register(notifyPlugin);
  await app.register(secretsPlugin, { key: config.encryptionKey });
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    siteUrl: config.publicUrl ?? siteUrl(config, config.port),
  });
  await app.register(chatbotPlugin, {
    supportEmail: config.supportEmail,
    redis,
    // The payment answers offer the card only where checkout does (the same two keys).
    cardPayments: config.stripe !== null,
  });
  await app.register(jobsPlugin, {
    concurrency: config.jobConcurrency,
    pollMs: config.jobPollMs,
    leaseMs: config.jobLeaseMs,
  });
  await app.register(mailJobsPlugin);
  await app.register(webhooksPlugin, {
    allowPrivate: config.allowPrivateWebhooks,
    // The webhook connector's answers bring the access details (modules/access).
    onProvisioningAnswer: provisioningAnswered,
    onProvisioningDead: provisioningDead,
  });
  await app.register(subscriptionSweepPlugin, { everyMs: config.subscriptionSweepMs });
  // On the same interval: the reminder and cancellation are hours and days away, not minutes.
  await app.register(unpaidOrdersPlugin, { everyMs: config.subscriptionSweepMs });
  // Data exports on request, and the daily retention (decision 060): scheduled where the
  // sweeps are (SUBSCRIPTION_SWEEP_MS not 0; tests run it themselves).
  await app.register(dataRightsPlugin, { schedule: config.subscriptionSweepMs > 0 });
  await app.register(backupsPlugin, {
    folder: config.backupDir,
    everyMs: config.backupEveryMs,
    keep: config.backupKeep,
    jwtSecret: config.jwtSecret,
    encryptionKey: config.encryptionKey,
    version: config.version,
    control:
      database.kind === 'pglite' && !config.inMemoryDatabase && !deps.database
        ? { dataDir: config.dataDir, host: config.host }
        : null,
  });

  // Card payments (Stripe Checkout): null without the keys, and then no card option anywhere.
  const card = config.stripe
    ? createCardProcessor(config.stripe, {
        siteUrl: config.publicUrl ?? siteUrl(config, config.port),
        version: config.version,
      })
    : null;

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { version: config.version });
      await api.register(authRoutes, {
        redis,
        registrationsPerHour: config.registrationsPerHour,
        siteUrl: config.publicUrl ?? siteUrl(config, config.port),
        adminTwoFactor: config.adminTwoFactor,
      });
      await api.register(twoFactorRoutes, { redis, adminTwoFactor: config.adminTwoFactor });
      await api.register(profilePhotoRoutes);
      await api.register(accountSessionsRoutes);
      await api.register(passwordResetRoutes, {
        siteUrl: config.publicUrl ?? siteUrl(config, config.port),
        adminTwoFactor: config.adminTwoFactor,
      });
      await api.register(emailVerificationRoutes, {
        redis,
        siteUrl: config.publicUrl ?? siteUrl(config, config.port),
      });
      await api.register(publicServicesRoutes);
      await api.register(notificationsRoutes);
      await api.register(contactRoutes);
      await api.register(publicVodRequestsRoutes);
      await api.register(publicContentReportsRoutes);
      await api.register(publicSiteRoutes, {
        supportEmail: config.supportEmail,
        cardPayments: card !== null,
      });
      await api.register(publicHeroRoutes);
      await api.register(publicEventsRoutes, {
        siteUrl: config.publicUrl ?? siteUrl(config, config.port),
      });
      await api.register(chatbotRoutes);
      await api.register(chatTeamRepliesRoutes);
      await api.register(accountQueriesRoutes);
      await api.register(accountAccessRoutes);
      await api.register(invoicesRoutes);
      await api.register(ordersRoutes, {
        openCardCheckout: card && ((order) => openCheckout(app, card, order)),
      });
      await api.register(checkoutRoutes, { card });
      await api.register(stripeWebhookRoutes, { card });
      await api.register(publicPromoCodesRoutes);
      await api.register(mailPreferencesRoutes);
      await api.register(trialsRoutes, { redis });
      await api.register(accountDataRoutes, { redis });
      // Every admin route lives in this scope: the role is checked before any handler runs.
      await api.register(
        async (admin) => {
          admin.addHook('onRequest', admin.requireAdmin);
          await admin.register(adminServicesRoutes);
          await admin.register(adminNotificationsRoutes);
          await admin.register(adminChatbotRoutes);
          await admin.register(adminOrdersRoutes, {
            refundOrder: (input) => refundOrder(app, card, input),
          });
          await admin.register(adminRefundRoutes, { card });
          await admin.register(adminPromoCodesRoutes);
          await admin.register(adminAuditLogRoutes);
          await admin.register(adminFinanceRoutes);
          await admin.register(adminBusinessRoutes);
          await admin.register(adminInvoicesRoutes);
          await admin.register(adminDashboardRoutes);
          await admin.register(adminRenewalsRoutes);
          await admin.register(adminCompensationsRoutes);
          await admin.register(adminAccessRoutes);
          await admin.register(adminProvisioningSettingsRoutes);
          await admin.register(adminQueriesRoutes);
          await admin.register(adminSiteRoutes, { supportEmail: config.supportEmail });
          await admin.register(adminHeroRoutes);
          await admin.register(adminFaqRoutes);
          await admin.register(adminEventsRoutes);
          await admin.register(adminVodRequestsRoutes);
          await admin.register(adminContentReportsRoutes);
          await admin.register(adminJobsRoutes);
          await admin.register(adminMailRoutes);
          await admin.register(adminWebhooksRoutes);
          await admin.register(adminTrialsRoutes);
          await admin.register(adminCustomerSessionsRoutes);
          await admin.register(adminCustomersRoutes);
          await admin.register(adminRetentionRoutes);
          await admin.register(adminBackupsRoutes);
        },
        { prefix: '/admin' },
      );
    },
    { prefix: '/api' },
  );

  await app.register(staticFilesPlugin, { root: config.webDistDir });
  return app;
}
