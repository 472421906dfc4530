import type { FastifyInstance } from 'fastify';

const SHUTDOWN_DEADLINE_MS = 10_000;

/** SIGTERM or SIGINT close the server and the database; a second signal or the deadline forces exit. */
export function stopOnSignals(app: FastifyInstance) {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal} received: stopping`);
    setTimeout(() => {
      app.log.error(`Not stopped within ${SHUTDOWN_DEADLINE_MS / 1000} s: exiting`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    app.close().then(
      () => {
        app.log.info('Vitrina stopped');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'Stopping failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
