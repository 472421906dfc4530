import { createAnnouncedCache } from '../../infra/announced-cache/announced-cache';
import type { Changes } from '../../infra/changes/changes';
import type { Clock } from '../../infra/clock';
import type { Membership } from './memberships.repository';

interface MembershipCacheDeps {
  now: Clock;
  changes: Pick<Changes, 'announce'>;
  /** The bound after a change no process announced. */
  ttlMs: number;
}

/**
 * The shops and roles of users, as every signed-in call checks them. A change of a user's
 * memberships (a role, a removal, a shop joined) forgets the user here and, through its
 * announcement, in every other process: a lowered role takes effect at the next call.
 */
export const createMembershipCache = (deps: MembershipCacheDeps) =>
  createAnnouncedCache<Membership[]>({ ...deps, kind: 'membership' });

export type MembershipCache = ReturnType<typeof createMembershipCache>;
