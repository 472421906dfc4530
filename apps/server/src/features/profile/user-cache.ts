import type { User } from '@vitrina/contracts/auth';
import { LRUCache } from 'lru-cache';
import type { Changes } from '../../infra/changes/changes';
import type { Clock } from '../../infra/clock';

/** Users remembered at most, the one used longest ago forgotten first. */
const MAX_REMEMBERED = 10_000;

interface UserCacheDeps {
  now: Clock;
  changes: Pick<Changes, 'announce'>;
  /** How long a process keeps a user at most: the bound after a write no process announced. */
  ttlMs: number;
}

/**
 * What this process has read of users by id (the answer of `GET /api/user/me`, which every
 * console page asks for). A write of a user's row forgets the user at once: here through
 * `changed`, in the other processes through their announcement. A read under way when a user is
 * forgotten may have read the row before the write: what it read is answered, not kept (any
 * user's write counts, so nothing per user outlives its entry; writes of users are rare).
 */
export function createUserCache({ now, changes, ttlMs }: UserCacheDeps) {
  const entries = new LRUCache<number, { user: User; expiresAt: number }>({ max: MAX_REMEMBERED });
  /** How many times a user was forgotten, ever. */
  let forgotten = 0;

  function forget(userId: number) {
    forgotten += 1;
    entries.delete(userId);
  }

  return {
    /** The user as kept, or as `load` reads them; undefined (no such user) is never kept. */
    async read(userId: number, load: () => Promise<User | undefined>): Promise<User | undefined> {
      const entry = entries.get(userId);
      if (entry && now().getTime() < entry.expiresAt) return entry.user;
      const forgottenBefore = forgotten;
      const user = await load();
      if (user === undefined || forgotten !== forgottenBefore) return user;
      entries.set(userId, { user, expiresAt: now().getTime() + ttlMs });
      return user;
    },
    /** A write of the user's row committed here: later reads, here and in the others, read it. */
    changed(userId: number) {
      forget(userId);
      void changes.announce('user', userId);
    },
    /** Another process announced a write of the user's row. */
    forget,
  };
}

export type UserCache = ReturnType<typeof createUserCache>;
