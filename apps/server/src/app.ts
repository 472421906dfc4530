import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerFeatures } from './features/register-features';
import { createAccessTokens } from './http/access-token';
import { createAuthenticate } from './http/authenticate';
import { trustProxyOption } from './http/trust-proxy';
import { handleError } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { registerSecurityHeaders } from './http/security-headers';
import { serveConsole } from './http/serve-console';
import { serveWidget } from './http/serve-widget';
import { useZodValidation } from './http/zod-validation';
import { createMailer } from './infra/mailer/mailer';
import { anyAddressPolicy, publicInternetPolicy } from './infra/page-fetcher/address-policy';
import { createPageFetcher } from './infra/page-fetcher/create-page-fetcher';
import type { PageFetcher } from './infra/page-fetcher/page-fetcher';
import { RateLimiter } from './infra/rate-limiter';
import { createLogger, type Logger } from './logger';

export interface AppDeps {
  /** Owned by the app from now on: closing the app closes it. */
  database: Database;
  logger?: Logger;
  /** The clock of every expiry and rate-limit window; tests pass one they can move. */
  now?: () => Date;
  /** Fetches the pages of domain verification; tests pass one bound to a local page or a stub. */
  pageFetcher?: PageFetcher;
}

/** The guarded fetcher; ALLOW_PRIVATE_FETCH lifts its address and port rules, loudly. */
function buildPageFetcher(config: Config, logger: Logger): PageFetcher {
  if (!config.allowPrivateFetch) return createPageFetcher({ policy: publicInternetPolicy });
  logger.warn(
    'ALLOW_PRIVATE_FETCH=1: domain verification may fetch private and loopback addresses — for tests only',
  );
  return createPageFetcher({ policy: anyAddressPolicy });
}

/** The whole HTTP server, not yet listening: `main` listens, tests use `inject`. */
export async function buildApp(config: Config, deps: AppDeps) {
  const { database } = deps;
  const db = database.db;
  const now = deps.now ?? (() => new Date());
  const logger = deps.logger ?? createLogger(config.logLevel);
  const loggerInstance: FastifyBaseLogger = logger;
  const app = Fastify({
    loggerInstance,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    frameworkErrors: handleError,
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onClose', () => database.close());
  const mailer = createMailer(config, logger, now);
  app.addHook('onClose', () => mailer.close());

  useZodValidation(app);
  app.setErrorHandler(handleError);
  await registerSecurityHeaders(app);
  await app.register(compress);
  await app.register(cookie);
  await app.register(formbody);
  await registerOpenApi(app);

  const accessTokens = createAccessTokens(config, now);
  await registerFeatures(app, {
    config,
    db,
    now,
    mailer,
    pageFetcher: deps.pageFetcher ?? buildPageFetcher(config, logger),
    rateLimiter: new RateLimiter(config.rateLimits, now),
    accessTokens,
    authenticate: createAuthenticate(app, { db, accessTokens, now }),
  });
  await serveConsole(app, config.consoleDir);
  serveWidget(app, config.widgetFile);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
