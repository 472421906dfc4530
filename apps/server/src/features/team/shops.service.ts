import { TEAM_LIMITS } from '@vitrina/contracts/limits';
import { messages } from '@vitrina/contracts/messages';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@vitrina/contracts/order-statuses';
import {
  BUYER_LETTER_STATUSES,
  ROLE_PERMISSIONS,
  type CurrentShop,
  type HeldKind,
  type Shop,
  type ShopAction,
  type ShopRole,
  type ShopUpdate,
} from '@vitrina/contracts/team';
import type { Db } from '../../db/client';
import { AppError, NotFoundError } from '../../errors/app-error';
import type { MediaCleanupService } from '../media-cleanup/media-cleanup.service';
import type { MembershipCache } from './membership-cache';
import { shopIdHolding } from './holdings.repository';
import { countOwnedShopsHeld, createShopWithOwner } from './memberships.repository';
import { memberIds } from './members.repository';
import {
  deleteShop,
  shopSettings,
  shopSettingsHeld,
  shopTitleHeld,
  updateShop,
  type ShopSettings,
} from './shops.repository';
import type { ShopAccess } from './shop-access.service';
import type { ShopJournal } from './shop-journal.service';

/** A shop as the call's authorization found it: its id and the caller's role there. */
interface CallShop {
  id: number;
  role: ShopRole;
}

/** The settings of `changes` that differ from the shop's, in the table's names. */
function changedSettings(shop: ShopSettings, changes: ShopUpdate): Partial<ShopSettings> {
  const given: Partial<ShopSettings> = {
    title: changes.title,
    timeZone: changes.time_zone,
    buyerLetterStatuses: changes.buyer_letter_statuses,
  };
  return Object.fromEntries(
    Object.entries(given).filter(
      ([key, value]) =>
        value !== undefined &&
        JSON.stringify(value) !== JSON.stringify(shop[key as keyof ShopSettings]),
    ),
  );
}

/** The words the journal keeps of the statuses whose letters a shop sends. */
const lettersSubject = (statuses: string[]) =>
  statuses.map((status) => ORDER_STATUS_LABELS[status as OrderStatus]).join(', ') ||
  messages.team.noBuyerLetters;

/** The journal's entries of a change: one for each of the title and settings it changed. */
function journalEntries({ title, timeZone, buyerLetterStatuses }: Partial<ShopSettings>) {
  const entries: { action: ShopAction; subject: string }[] = [];
  if (title !== undefined) entries.push({ action: 'shop.renamed', subject: title });
  if (timeZone !== undefined) entries.push({ action: 'shop.time_zone_changed', subject: timeZone });
  if (buyerLetterStatuses !== undefined) {
    entries.push({
      action: 'shop.buyer_letters_changed',
      subject: lettersSubject(buyerLetterStatuses),
    });
  }
  return entries;
}

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

    /** The shop with its settings, and what the member's role may do in it. */
    async current(shop: CallShop): Promise<CurrentShop> {
      const settings = await shopSettings(db, shop.id);
      if (!settings) throw new NotFoundError(messages.team.shopNotFound);
      return {
        id: shop.id,
        title: settings.title,
        role: shop.role,
        permissions: [...ROLE_PERMISSIONS[shop.role]],
        time_zone: settings.timeZone,
        buyer_letter_statuses: BUYER_LETTER_STATUSES.filter((status) =>
          settings.buyerLetterStatuses.includes(status),
        ),
      };
    },

    /**
     * Changes the title and settings given; each that differs from the shop's is written into
     * the journal in the same transaction. Every member's list of shops shows a new title.
     */
    async update(actorId: number, shop: CallShop, changes: ShopUpdate) {
      const changed = await db.transaction(async (tx) => {
        const held = await shopSettingsHeld(tx, shop.id);
        if (!held) throw new NotFoundError(messages.team.shopNotFound);
        const fresh = changedSettings(held, changes);
        if (!Object.keys(fresh).length) return fresh;
        await updateShop(tx, shop.id, fresh);
        for (const entry of journalEntries(fresh)) {
          await journal.record(tx, { shopId: shop.id, actorId, ...entry });
        }
        return fresh;
      });
      // Every member's list of shops shows the title.
      if (changed.title !== undefined) forgetMembers(await memberIds(db, shop.id));
      return this.current(shop);
    },
  };
}

export type ShopsService = ReturnType<typeof createShopsService>;
