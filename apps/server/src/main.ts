import { buildApp } from './app';
import { serveBackups } from './backups/serve-backups';
import { createDatabase } from './db/client';
import { loadConfigOrExit } from './load-config-or-exit';
import { createLogger } from './logger';
import { servingUrl } from './serving-url';
import { stopOnSignals } from './stop-on-signals';

const config = loadConfigOrExit();
const logger = createLogger(config.logLevel);
if (config.pageFetch.allowPrivate) {
  logger.warn(
    'ALLOW_PRIVATE_FETCH=1: server-side fetches may reach private addresses. For tests only, never in production!',
  );
}

try {
  const database = await createDatabase(config.storage, logger);
  await database.migrate();
  const app = await buildApp(config, { database, logger });
  serveBackups(app, { config, database, logger });
  stopOnSignals(app);
  await app.listen({ host: config.http.host, port: config.http.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.http.port;
  const url = servingUrl(config.http.host, port);
  logger.info({ url }, `Vitrina is serving at ${url}`);
  logger.info(`Database: ${database.description}`);
} catch (error) {
  logger.fatal({ err: error }, 'Vitrina could not start');
  process.exit(1);
}
