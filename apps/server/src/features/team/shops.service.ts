import { TEAM_LIMITS } from '@vitrina/contracts/limits';
import { messages } from '@vitrina/contracts/messages';
import {
  ROLE_PERMISSIONS,
  type CurrentShop,
  type HeldKind,
  type Shop,
  type ShopRole,
} from '@vitrina/contracts/team';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { MediaCleanupService } from '../media-cleanup/media-cleanup.service';
import type { MembershipCache } from './membership-cache';
import { shopIdHolding } from './holdings.repository';
import { countOwnedShopsHeld, createShopWithOwner } from './memberships.repository';
import { memberIds } from './members.repository';
import { deleteShop, renameShop, shopTitleHeld } from './shops.repository';
import type { ShopAccess } from './shop-access.service';
import type { ShopJournal } from './shop-journal.service';

interface ShopsDeps {
  db: Db;
  shopAccess: Pick<ShopAccess, 'shopsOf'>;
  membershipCache: Pick<MembershipCache, 'changed'>;
  journal: Pick<ShopJournal, 'record'>;
  mediaCleanup: Pick<MediaCleanupService, 'sweep'>;
}

/** The shops a user belongs to, the current one, creating and deleting one. */
export function createShopsService(deps: ShopsDeps) {
  const { db, shopAccess, membershipCache, journal, mediaCleanup } = deps;
  const forgetMembers = (userIds: number[]) => {
    for (const userId of userIds) membershipCache.changed(userId);
  };

  return {
    /** A new account's shop, owned by it, in the sign-up's transaction. */
    createOwnShop(tx: Db, userId: number): Promise<number> {
      return createShopWithOwner(tx, { userId, title: messages.team.defaultShopTitle });
    },

    /** Another shop owned by the user, up to the limit of shops one may own. */
    async create(userId: number, title: string): Promise<Shop> {
      const id = await db.transaction(async (tx) => {
        if ((await countOwnedShopsHeld(tx, userId)) >= TEAM_LIMITS.ownedShopsMax) {
          throw new AppError('CONFLICT', messages.team.tooManyShops);
        }
        return createShopWithOwner(tx, { userId, title });
      });
      forgetMembers([userId]);
      return { id, title, role: 'OWNER' };
    },

    /**
     * Deletes the shop with everything in it (its rows go by their cascades), once its title is
     * typed again; then its photos' files. Its members find it gone at their next call.
     */
    async delete(shopId: number, typedTitle: string): Promise<void> {
      const members = await db.transaction(async (tx) => {
        if ((await shopTitleHeld(tx, shopId)) !== typedTitle) {
          throw new AppError('UNPROCESSABLE', messages.team.deleteTitleMismatch);
        }
        const userIds = await memberIds(tx, shopId);
        await deleteShop(tx, shopId);
        return userIds;
      });
      forgetMembers(members);
      await mediaCleanup.sweep();
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
      forgetMembers(await memberIds(db, shop.id));
      return this.current(actorId, shop);
    },
  };
}

export type ShopsService = ReturnType<typeof createShopsService>;
