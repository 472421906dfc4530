import type { BlockedEntry, BlockedEntryDraft } from '@vitrina/contracts/blocklist';
import {
  BLOCKLIST_LIMITS,
  blockedValueText,
  blocklistMessages as texts,
  blocklistTexts,
} from '@vitrina/contracts/blocklist-texts';
import { normalizeEmail } from '@vitrina/contracts/email';
import { normalizePhone } from '@vitrina/contracts/phone';
import type { Db } from '../../db/client';
import type { BlockedEntryRow, NewBlockedEntryRow } from '../../db/schema';
import { AppError, NotFoundError } from '../../errors/app-error';
import { createAnnouncedCache } from '../../infra/announced-cache/announced-cache';
import type { Changes } from '../../infra/changes/changes';
import type { Clock } from '../../infra/clock';
import { blockedBuyers, type BlockedBuyers, type Buyer, type Rejection } from './blocked-buyers';
import {
  buyerOfOrder,
  countEntries,
  deleteEntry,
  findEntries,
  insertEntries,
  listEntries,
  listValues,
  networkHolding,
} from './blocklist.repository';
import { networkText, parseNetwork } from './network';

export type { Buyer, Rejection } from './blocked-buyers';

interface BlocklistServiceDeps {
  db: Db;
  now: Clock;
  changes: Pick<Changes, 'announce'>;
  /** The longest a process keeps a shop's list after a write another process did not announce. */
  ttlMs: number;
}

function entryJson(row: BlockedEntryRow): BlockedEntry {
  return {
    id: row.id,
    kind: row.kind,
    value: row.value,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  };
}

/** A refusal of the value, said under the form's field. */
const refusedValue = (code: 'CONFLICT' | 'UNPROCESSABLE', message: string) =>
  new AppError(code, message, { errors: [{ field: 'value', message }] });

/**
 * A shop's blocked buyers (decision 74): the merchant's list, and the check of each order
 * against it. Every process keeps each shop's list it has matched an order with, until a write
 * of the list here or in another process (announced as `blocklist`), so an order reads nothing.
 */
export function createBlocklistService({ db, now, changes, ttlMs }: BlocklistServiceDeps) {
  const lists = createAnnouncedCache<BlockedBuyers>({ now, changes, kind: 'blocklist', ttlMs });
  const listOf = async (shopId: number) =>
    (await lists.read(shopId, async () => blockedBuyers(await listValues(db, shopId))))!;

  /** The entry as it will be kept; a network in its one spelling, with its `cidr`. */
  async function rowOf(shopId: number, draft: BlockedEntryDraft): Promise<NewBlockedEntryRow> {
    if (draft.kind !== 'NETWORK') return { shopId, ...draft };
    const parsed = parseNetwork(draft.value);
    if (!parsed) throw refusedValue('UNPROCESSABLE', texts.networkInvalid);
    const network = networkText(parsed);
    const holding = await networkHolding(db, shopId, network);
    if (holding !== undefined && holding !== network) {
      throw refusedValue('CONFLICT', texts.coveredByNetwork(holding));
    }
    return { shopId, ...draft, value: network, network };
  }

  return {
    async list(shopId: number): Promise<BlockedEntry[]> {
      return (await listEntries(db, shopId)).map(entryJson);
    },

    /** Adds a phone, an e-mail or a network; 409 when it is there already (or in a network). */
    async add(shopId: number, draft: BlockedEntryDraft): Promise<BlockedEntry> {
      if ((await countEntries(db, shopId)) >= BLOCKLIST_LIMITS.entriesMax) {
        throw new AppError('UNPROCESSABLE', texts.tooMany);
      }
      const row = await rowOf(shopId, draft);
      const [added] = await insertEntries(db, [row]);
      if (!added) {
        throw refusedValue('CONFLICT', texts.duplicate(blockedValueText(row.kind, row.value)));
      }
      lists.changed(shopId);
      return entryJson(added);
    },

    /** Takes the entry off the list, answering what it said: the next order it matched is taken. */
    async remove(shopId: number, id: number): Promise<string> {
      const removed = await deleteEntry(db, shopId, id);
      if (!removed) throw new NotFoundError(texts.notFound);
      lists.changed(shopId);
      return blocklistTexts.deleted(blockedValueText(removed.kind, removed.value));
    },

    /**
     * Adds the order's phone and e-mail (those not there yet) and answers their entries. The
     * order itself stays as it is; an erased buyer leaves nothing to block (422).
     */
    async blockBuyerOf(shopId: number, orderId: number): Promise<BlockedEntry[]> {
      const buyer = await buyerOfOrder(db, shopId, orderId);
      if (!buyer) throw new NotFoundError();
      const phone = buyer.erasedAt ? null : normalizePhone(buyer.phone);
      const email = buyer.erasedAt ? null : normalizeEmail(buyer.email);
      const values = [
        ...(phone ? [{ kind: 'PHONE' as const, value: phone }] : []),
        ...(email ? [{ kind: 'EMAIL' as const, value: email }] : []),
      ];
      if (values.length === 0) throw new AppError('UNPROCESSABLE', texts.nothingToBlock);
      if ((await countEntries(db, shopId)) + values.length > BLOCKLIST_LIMITS.entriesMax) {
        throw new AppError('UNPROCESSABLE', texts.tooMany);
      }
      const note = blocklistTexts.orderNote(buyer.number);
      const added = await insertEntries(
        db,
        values.map((value) => ({ shopId, ...value, note })),
      );
      if (added.length > 0) lists.changed(shopId);
      return (await findEntries(db, shopId, values)).map(entryJson);
    },

    /** The entry of the shop's list the buyer matches; undefined when the order is taken. */
    async rejectionOf(shopId: number, buyer: Buyer): Promise<Rejection | undefined> {
      return (await listOf(shopId)).match(buyer);
    },

    /** Another process announced a write of the shop's list. */
    forget: lists.forget,
  };
}

export type BlocklistService = ReturnType<typeof createBlocklistService>;
