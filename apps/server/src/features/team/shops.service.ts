import { messages } from '@vitrina/contracts/messages';
import {
  ROLE_PERMISSIONS,
  type CurrentShop,
  type HeldKind,
  type Shop,
  type ShopRole,
} from '@vitrina/contracts/team';
import type { Db } from '../../db/client';
import type { MembershipCache } from './membership-cache';
import { shopIdHolding } from './holdings.repository';
import { createShopWithOwner } from './memberships.repository';
import { memberIds, renameShop } from './members.repository';
import type { ShopAccess } from './shop-access.service';
import type { ShopJournal } from './shop-journal.service';

interface ShopsDeps {
  db: Db;
  shopAccess: Pick<ShopAccess, 'shopsOf'>;
  membershipCache: Pick<MembershipCache, 'changed'>;
  journal: Pick<ShopJournal, 'record'>;
}

/** The shops a user belongs to, the current one, and a new account's own shop. */
export function createShopsService({ db, shopAccess, membershipCache, journal }: ShopsDeps) {
  return {
    /** A new account's shop, owned by it, in the sign-up's transaction. */
    createOwnShop(tx: Db, userId: number): Promise<number> {
      return createShopWithOwner(tx, { userId, title: messages.team.defaultShopTitle });
    },

    async list(userId: number): Promise<Shop[]> {
      const memberships = await shopAccess.shopsOf(userId);
      return memberships.map(({ shopId, title, role }) => ({ id: shopId, title, role }));
    },

    /**
     * The user's shop holding the row an address names, so that opening a link of another of
     * their shops can switch to it; undefined for a row of a shop they are not in, or none.
     */
    async holding(userId: number, kind: HeldKind, id: number): Promise<Shop | undefined> {
      const shopId = await shopIdHolding(db, kind, id);
      const memberships = await shopAccess.shopsOf(userId);
      const found = memberships.find((each) => each.shopId === shopId);
      return found && { id: found.shopId, title: found.title, role: found.role };
    },

    async current(userId: number, shop: { id: number; role: ShopRole }): Promise<CurrentShop> {
      const memberships = await shopAccess.shopsOf(userId);
      const title = memberships.find((each) => each.shopId === shop.id)?.title ?? '';
      return { id: shop.id, title, role: shop.role, permissions: [...ROLE_PERMISSIONS[shop.role]] };
    },

    async rename(actorId: number, shop: { id: number; role: ShopRole }, title: string) {
      await db.transaction(async (tx) => {
        await renameShop(tx, shop.id, title);
        await journal.record(tx, {
          shopId: shop.id,
          actorId,
          action: 'shop.renamed',
          subject: title,
        });
      });
      // Every member's list of shops shows the title.
      for (const userId of await memberIds(db, shop.id)) membershipCache.changed(userId);
      return this.current(actorId, shop);
    },
  };
}

export type ShopsService = ReturnType<typeof createShopsService>;
