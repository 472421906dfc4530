import pg from 'pg';
import type { Logger } from 'pino';

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_DELAY_MS = 1000;

/**
 * LISTEN holds a session, so it has a connection of its own rather than one of the pool. A lost
 * connection is opened again (what was sent meanwhile is missed: listeners keep a fallback, such
 * as an expiry), and so is one that could not be opened at first; `stop` ends it for good.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  logger: Logger,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connectOrRetry();
    }, RECONNECT_DELAY_MS);
  };

  const connectOrRetry = () =>
    connect().catch((error: Error) => {
      logger.warn({ err: error, channel }, 'LISTEN could not connect; trying again');
      reconnectLater();
    });

  async function connect() {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', (error) => logger.warn({ err: error, channel }, 'LISTEN connection lost'));
    next.once('end', reconnectLater);
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
  }

  const stop = async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
  await connectOrRetry();
  return stop;
}
