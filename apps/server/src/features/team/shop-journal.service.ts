import { TEAM_LIMITS } from '@vitrina/contracts/limits';
import type { ShopAction, ShopActionEntry } from '@vitrina/contracts/team';
import type { Db } from '../../db/client';
import { insertAction, listActions, type ActionEntry } from './journal.repository';

/**
 * The journal of what members did in a shop (decision 57): written in the transaction of the
 * action, read on the team's page. Orders keep their own history of who changed a status.
 */
export function createShopJournal({ db }: { db: Db }) {
  return {
    record: (tx: Db, entry: ActionEntry) => insertAction(tx, entry),

    async list(shopId: number, query: { actor?: number; before?: number }) {
      const rows = await listActions(db, shopId, { ...query, limit: TEAM_LIMITS.actionsPageSize });
      return rows.map((row): ShopActionEntry => ({
        id: row.id,
        at: row.at.toISOString(),
        actor_id: row.actorId,
        actor_email: row.actorEmail,
        action: row.action as ShopAction,
        subject: row.subject,
      }));
    },
  };
}

export type ShopJournal = ReturnType<typeof createShopJournal>;
/** What another feature records: an action of a member in a shop. */
export type RecordAction = ShopJournal['record'];
