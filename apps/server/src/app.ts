import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerFeatures } from './features/register-features';
import { handleError } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { registerSecurityHeaders } from './http/security-headers';
import { serveConsole } from './http/serve-console';
import { serveWidget } from './http/serve-widget';
import { useZodValidation } from './http/zod-validation';
import { createLogger, type Logger } from './logger';

export interface AppDeps {
  /** Owned by the app from now on: closing the app closes it. */
  database: Database;
  logger?: Logger;
}

/** The whole HTTP server, not yet listening: `main` listens, tests use `inject`. */
export async function buildApp(config: Config, deps: AppDeps) {
  const { database } = deps;
  const loggerInstance: FastifyBaseLogger = deps.logger ?? createLogger(config.logLevel);
  const app = Fastify({
    loggerInstance,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    frameworkErrors: handleError,
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onClose', () => database.close());

  useZodValidation(app);
  app.setErrorHandler(handleError);
  await registerSecurityHeaders(app);
  await app.register(compress);
  await app.register(cookie);
  await app.register(formbody);
  await registerOpenApi(app);

  await registerFeatures(app, { config, db: database.db });
  await serveConsole(app, config.consoleDir);
  serveWidget(app, config.widgetFile);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
