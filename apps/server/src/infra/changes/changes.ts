import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Logger } from '../../logger';

const CHANNEL = 'vitrina_changes';

/**
 * What a write may make stale in a process's memory, by the id it names: `merchant`, anything a
 * shop's sites show (their showcases); `user`, the user's own row (their `GET /api/user/me`);
 * `membership`, the shops and roles of a user (what every signed-in call may do); `blocklist`,
 * a shop's blocked buyers (what its orders are matched against).
 */
export type ChangeKind = 'merchant' | 'user' | 'membership' | 'blocklist';

export type ChangeHandlers = Record<ChangeKind, (id: number) => void>;

/**
 * Tells the other server processes on the database of a write, so that what they cached of it
 * is not served again. A process hears only the others: it forgets its own copies at once,
 * without the round trip.
 */
export interface Changes {
  /** Never throws: a lost announcement leaves the others on their cache's expiry. */
  announce(kind: ChangeKind, id: number): Promise<void>;
  /** Calls the kind's handler for each change another process announces, until `close`; never throws. */
  listen(handlers: ChangeHandlers): Promise<void>;
  close(): Promise<void>;
}

export function createChanges(database: Pick<Database, 'db' | 'listen'>, logger: Logger): Changes {
  const processId = randomUUID();
  let stop: (() => Promise<void>) | undefined;

  return {
    async announce(kind, id) {
      const payload = `${processId}:${kind}:${id}`;
      await database.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`).catch((error) => {
        logger.warn({ err: error, kind, id }, 'Could not tell the other processes of a change');
      });
    },
    async listen(handlers) {
      const hear = (payload: string) => {
        const [from, kind, id] = payload.split(':');
        if (from === processId || !Object.hasOwn(handlers, kind!) || !(Number(id) > 0)) return;
        handlers[kind as ChangeKind](Number(id));
      };
      // Not hearing the others costs freshness, not service: the caches' expiry stands in.
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
