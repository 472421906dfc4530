import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Logger } from '../../logger';

const CHANNEL = 'vitrina_merchant_changes';

/**
 * Tells the other server processes on the database that a merchant wrote, so that what they
 * cached of the merchant (the showcases their sites read) is not served again. A process hears
 * only the others: it forgets its own copies at once, without the round trip.
 */
export interface MerchantChanges {
  /** Never throws: a lost announcement leaves the others on their cache's expiry. */
  announce(userId: number): Promise<void>;
  /** Calls `onChange` for each merchant another process announces, until `close`; never throws. */
  listen(onChange: (userId: number) => void): Promise<void>;
  close(): Promise<void>;
}

export function createMerchantChanges(
  database: Pick<Database, 'db' | 'listen'>,
  logger: Logger,
): MerchantChanges {
  const processId = randomUUID();
  let stop: (() => Promise<void>) | undefined;

  return {
    async announce(userId) {
      const payload = `${processId}:${userId}`;
      await database.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`).catch((error) => {
        logger.warn({ err: error, userId }, 'Could not tell the other processes of a change');
      });
    },
    async listen(onChange) {
      const hear = (payload: string) => {
        const [from, userId] = payload.split(':');
        if (from !== processId && Number(userId) > 0) onChange(Number(userId));
      };
      // Not hearing the others costs freshness, not service: the cache's expiry stands in.
      stop = await database.listen(CHANNEL, hear).catch((error: unknown) => {
        logger.warn({ err: error }, 'Not listening for the other processes’ changes');
        return undefined;
      });
    },
    async close() {
      await stop?.().catch(() => undefined);
    },
  };
}
