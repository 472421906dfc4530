import { LRUCache } from 'lru-cache';
import type { Changes } from '../../infra/changes/changes';
import type { Clock } from '../../infra/clock';
import type { Membership } from './memberships.repository';

/** Users whose shops are remembered at most, the one used longest ago forgotten first. */
const MAX_REMEMBERED = 10_000;

interface MembershipCacheDeps {
  now: Clock;
  changes: Pick<Changes, 'announce'>;
  /** The bound after a change no process announced. */
  ttlMs: number;
}

/**
 * The shops and roles of users, as every signed-in call checks them. A change of a user's
 * memberships (a role, a removal, a shop joined) forgets the user here and, through its
 * announcement, in every other process: a lowered role takes effect at the next call. A read
 * under way while the user is forgotten answers what it read, and is not kept.
 */
export function createMembershipCache({ now, changes, ttlMs }: MembershipCacheDeps) {
  const entries = new LRUCache<number, { memberships: Membership[]; expiresAt: number }>({
    max: MAX_REMEMBERED,
  });
  let forgotten = 0;

  function forget(userId: number) {
    forgotten += 1;
    entries.delete(userId);
  }

  return {
    async read(userId: number, load: () => Promise<Membership[]>): Promise<Membership[]> {
      const entry = entries.get(userId);
      if (entry && now().getTime() < entry.expiresAt) return entry.memberships;
      const forgottenBefore = forgotten;
      const memberships = await load();
      if (forgotten === forgottenBefore) {
        entries.set(userId, { memberships, expiresAt: now().getTime() + ttlMs });
      }
      return memberships;
    },
    /** The user's memberships changed here: forget them here and in the other processes. */
    changed(userId: number) {
      forget(userId);
      void changes.announce('membership', userId);
    },
    /** Another process announced a change of the user's memberships. */
    forget,
  };
}

export type MembershipCache = ReturnType<typeof createMembershipCache>;
