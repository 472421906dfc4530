import type {
  collectionCreateSchema,
  CollectionSummary,
  CollectionUpdate,
} from '@vitrina/contracts/catalog';
import type { z } from 'zod';
import { NotFoundError } from '../../errors/app-error';
import type { Db } from '../../db/client';
import type { CharacteristicsService } from '../characteristics/characteristics.service';
import type { MediaCleanupService } from '../media-cleanup/media-cleanup.service';
import { lockCollection, lockCollectionsOfNodes, type CollectionLock } from './collection-locks';
import {
  deleteCollection,
  findCollectionSummary,
  insertCollection,
  listCollectionSummaries,
  updateCollection,
} from './collections.repository';
import type { Acting } from '../../shared/acting';
import type { ShopJournal } from '../team/shop-journal.service';

interface CollectionsDeps {
  db: Db;
  /** Removes the files of the photos a delete took with it, once it has committed. */
  mediaCleanup: Pick<MediaCleanupService, 'sweep'>;
  /** Holds the characteristics its products have while their links go with it. */
  characteristics: Pick<CharacteristicsService, 'holdLinked'>;
  /** Records who deleted what in the shop's journal. */
  journal: Pick<ShopJournal, 'record'>;
}

/** A merchant's collections: every call is scoped to the caller, another's id is a 404. */
export function createCollectionsService({
  db,
  mediaCleanup,
  characteristics,
  journal,
}: CollectionsDeps) {
  async function get(shopId: number, id: number): Promise<CollectionSummary> {
    const summary = await findCollectionSummary(db, shopId, id);
    if (!summary) throw new NotFoundError();
    return summary;
  }

  return {
    get,

    /** Inside `tx`: holds the collection until `tx` ends (collection-locks.ts); 404 once gone. */
    async lock(tx: Db, shopId: number, id: number, lock: CollectionLock) {
      if (!(await lockCollection(tx, shopId, id, lock))) throw new NotFoundError();
    },

    /** Inside `tx`: holds for `reference` the collections of these collection or category ids. */
    lockCollectionsOf: (tx: Db, shopId: number, nodeIds: number[]) =>
      lockCollectionsOfNodes(tx, shopId, nodeIds),

    list: (shopId: number) => listCollectionSummaries(db, shopId),

    async create(shopId: number, body: z.output<typeof collectionCreateSchema>) {
      const id = await insertCollection(db, shopId, {
        type: body.type,
        title: body.title,
        description: body.description ?? null,
      });
      return get(shopId, id);
    },

    async update(shopId: number, id: number, body: CollectionUpdate) {
      // A description left out is kept; null clears it.
      const fields = {
        title: body.title,
        ...(body.description !== undefined && { description: body.description }),
      };
      if ((await updateCollection(db, shopId, id, fields)) === undefined) {
        throw new NotFoundError();
      }
      return get(shopId, id);
    },

    /**
     * Its products go with it (cascades): their photos, whose files go right after it commits,
     * and their links to characteristics, which are held first as for every write of such
     * links (decision 19). Locked before that, so no product gains a characteristic meanwhile.
     */
    async delete({ shopId, actorId }: Acting, id: number) {
      await db.transaction(async (tx) => {
        if (!(await lockCollection(tx, shopId, id, 'delete'))) throw new NotFoundError();
        await characteristics.holdLinked(tx, { collectionId: id });
        const title = await deleteCollection(tx, shopId, id);
        const entry = {
          shopId,
          actorId,
          action: 'collection.deleted',
          subject: title ?? '',
        } as const;
        await journal.record(tx, entry);
      });
      await mediaCleanup.sweep();
    },
  };
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;
