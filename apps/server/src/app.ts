import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createInfrastructure, type InfrastructureOverrides } from './composition/infrastructure';
import { registerRoutes } from './composition/routes';
import { createServices } from './composition/services';
import { createWorkers } from './composition/workers';
import type { Config } from './config';
import type { Database } from './db/client';
import type { MessageDefinition } from './features/delivery/delivery.service';
import { createReadinessService } from './features/health/readiness.service';
import { createAuthenticate } from './http/authenticate';
import { createAuthorize } from './http/authorize';
import { handleError } from './http/error-handler';
import { createAppMetrics } from './http/metrics/app-metrics';
import { serveMetrics } from './http/metrics/serve-metrics';
import { registerOpenApi } from './http/openapi';
import { answerWithRequestId, RequestLog, requestIdOf, serializeRequest } from './http/request-log';
import { useRequestScope } from './http/request-scope';
import { registerSecurityHeaders } from './http/security-headers';
import { serveConsole } from './http/serve-console';
import { serveMedia } from './http/serve-media';
import { serveWidget } from './http/serve-widget';
import { serverTimeoutOptions } from './http/server-timeouts';
import { trustProxyOption } from './http/trust-proxy';
import { useZodValidation } from './http/zod-validation';
import type { Telegram } from './infra/telegram/telegram';
import { createLogger, type Logger } from './logger';

export interface AppDeps extends InfrastructureOverrides {
  /** Owned by the app from now on: closing the app closes it. */
  database: Database;
  logger?: Logger;
  /** Outbox kinds beside the app's own: tests deliver kinds of their own. */
  messageKinds?: MessageDefinition[];
}

/**
 * The bot starts once the app is ready, in the background: a Bot API that does not answer holds
 * up no request, and a failure is logged. It stops before the database closes, after the update
 * in hand.
 */
function startTelegramWhenReady(app: FastifyInstance, telegram: Telegram | null, logger: Logger) {
  if (!telegram) return;
  app.addHook('onReady', async () => {
    telegram.start().catch((error: Error) => logger.error(error.message));
  });
  app.addHook('preClose', () => telegram.stop());
}

/** The whole HTTP server, not yet listening: `main` listens, tests use `inject`. */
export async function buildApp(config: Config, deps: AppDeps) {
  const { database } = deps;
  const logger = deps.logger ?? createLogger(config.logLevel);
  // Request log lines hide a path's secret (`http/request-log.ts`); other lines hold no request.
  const loggerInstance: FastifyBaseLogger = logger.child(
    {},
    { serializers: { req: serializeRequest } },
  );
  const app = Fastify({
    loggerInstance,
    // One line per answered request, under the id a caller's X-Request-Id gives or a new one.
    logController: new RequestLog(),
    genReqId: requestIdOf,
    trustProxy: trustProxyOption(config.http.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    frameworkErrors: handleError,
    ...serverTimeoutOptions(config.http.timeouts),
  }).withTypeProvider<ZodTypeProvider>();
  // First, so that every hook and handler after runs in the request's scope.
  useRequestScope(app);
  app.addHook('onRequest', answerWithRequestId);
  app.addHook('onClose', () => database.close());
  const infra = await createInfrastructure(config, database, logger, deps);
  app.addHook('onReady', () => infra.ready());
  app.addHook('onClose', () => infra.close());

  useZodValidation(app);
  app.setErrorHandler(handleError);
  registerSecurityHeaders(app);
  await app.register(compress);
  await app.register(cookie);
  await app.register(formbody);
  await registerOpenApi(app);

  const services = createServices(infra, config, logger);
  // Files of photos whose delete committed while an earlier run could not remove them.
  app.addHook('onReady', () => services.mediaCleanup.sweep());
  // Other processes' writes make this one's cached merchant reads and users stale, as its own do.
  app.addHook('onReady', () =>
    infra.changes.listen({
      merchant: services.merchantReads.forget,
      user: services.userCache.forget,
      membership: services.membershipCache.forget,
      blocklist: services.blocklist.forget,
    }),
  );
  app.addHook('preClose', () => infra.changes.close());
  // Beacons are counted in memory and written each second; what is left, before the database
  // closes (onClose hooks run last added first, after the requests under way).
  app.decorate('beaconCounts', services.events);
  app.addHook('onReady', async () => services.events.start());
  app.addHook('onClose', () => services.events.close());
  app.addHook('onReady', () => services.shopEvents.start());
  // Open streams would hold the server's close: their consoles connect again, elsewhere.
  app.addHook('preClose', () => services.shopEvents.close());
  // Off without METRICS_TOKEN: nothing is counted, and /metrics answers 404.
  const { token } = config.metrics;
  const metrics = token
    ? createAppMetrics({ outboxState: services.delivery.state, poolUse: database.poolUse, logger })
    : null;
  serveMetrics(app, token && metrics ? { token, registry: metrics } : null);
  const workers = createWorkers(infra, services, config, logger, {
    extraKinds: deps.messageKinds,
    deliveryResults: metrics?.deliveryResults,
  });
  // A round of the payments poll on demand, for tests that do not wait for its interval.
  app.decorate('paymentPoll', services.paymentPoll);
  app.addHook('onReady', async () => workers.start());
  // Before the database and the mailer close, so tries under way can record their results.
  app.addHook('preClose', () => workers.stop());
  startTelegramWhenReady(app, infra.telegram, logger);
  await registerRoutes(
    app,
    {
      ...services,
      config,
      readiness: createReadinessService({
        db: infra.db,
        health: services.health,
        deliveryRunning: workers.deliveryRunning,
      }),
      rateLimiter: infra.rateLimiter,
      telegramWebhook: infra.telegram?.webhook ?? null,
    },
    {
      authenticate: createAuthenticate(app, infra),
      authorize: createAuthorize(app, services.shopAccess),
    },
  );
  await serveConsole(app, config.http.consoleDir);
  serveWidget(app, config.http.widgetFile);
  serveMedia(app, infra.media);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
