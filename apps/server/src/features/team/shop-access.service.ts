import { TEAM_LIMITS } from '@vitrina/contracts/limits';
import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import type { MembershipCache } from './membership-cache';
import { membershipsOf, recordActivity, type Membership } from './memberships.repository';

interface ShopAccessDeps {
  db: Db;
  now: Clock;
  membershipCache: Pick<MembershipCache, 'read'>;
}

const newestFirst = (a: Membership, b: Membership) =>
  (b.lastActiveAt?.getTime() ?? 0) - (a.lastActiveAt?.getTime() ?? 0);

/**
 * Which shop a signed-in call is about, and the caller's role in it: the one it names, or the
 * one used last. A member's activity is written at most every few minutes, not on every call.
 */
export function createShopAccess({ db, now, membershipCache }: ShopAccessDeps) {
  async function noteActivity(memberships: Membership[], membership: Membership, userId: number) {
    const at = now();
    const last = membership.lastActiveAt?.getTime() ?? 0;
    if (at.getTime() - last < TEAM_LIMITS.activityWriteEveryMs) return;
    membership.lastActiveAt = at;
    memberships.sort(newestFirst);
    await recordActivity(db, membership.shopId, userId, at);
  }

  return {
    /** The user's shops, the one used last first. */
    async shopsOf(userId: number): Promise<Membership[]> {
      return (await membershipCache.read(userId, () => membershipsOf(db, userId))) ?? [];
    },

    /** The membership a call acts through; undefined when the user is not in that shop. */
    async resolve(userId: number, shopId: number | undefined): Promise<Membership | undefined> {
      const memberships = await this.shopsOf(userId);
      const found =
        shopId === undefined ? memberships[0] : memberships.find((each) => each.shopId === shopId);
      if (found) await noteActivity(memberships, found, userId);
      return found;
    },
  };
}

export type ShopAccess = ReturnType<typeof createShopAccess>;
