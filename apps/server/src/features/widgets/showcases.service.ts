import type { Widget } from '@vitrina/contracts/platform';
import { messages } from '@vitrina/contracts/messages';
import { NotFoundError } from '../../errors/app-error';
import type { Db } from '../../db/client';
import type { CollectionsService } from '../catalog/collections.service';
import { findCatalogNodes, lockShowcase, replaceShowcaseItems } from './showcases.repository';
import type { WidgetsService } from './widgets.service';

interface ShowcasesDeps {
  db: Db;
  widgets: Pick<WidgetsService, 'get'>;
  collections: Pick<CollectionsService, 'lockCollectionsOf'>;
}

/** What a showcase shows: a choice of the merchant's collections and categories. */
export function createShowcasesService({ db, widgets, collections }: ShowcasesDeps) {
  /** The nodes of `ids` in their order, or 404 when any is not the merchant's. */
  async function nodesOf(tx: Db, shopId: number, ids: number[]) {
    const nodes = await findCatalogNodes(tx, shopId, ids);
    const byId = new Map(nodes.map((node) => [node.collectionId ?? node.categoryId, node]));
    return ids.map((id) => {
      const node = byId.get(id);
      if (!node) throw new NotFoundError(messages.widget.contentNotFound);
      return node;
    });
  }

  return {
    /**
     * Replaces the showcase's content at once; answers its widget with tags and products. The
     * showcase is held first, then the collections of the chosen nodes, and the nodes are read
     * under those locks: a delete of the widget, the site, a collection or a category comes
     * wholly before (404) or after (which then takes its nodes out), and two changes of one
     * showcase come one after the other.
     */
    async setContent(shopId: number, identifier: string, ids: number[]): Promise<Widget> {
      const unique = [...new Set(ids)];
      const widgetId = await db.transaction(async (tx) => {
        const showcase = await lockShowcase(tx, shopId, identifier);
        if (!showcase) throw new NotFoundError();
        await collections.lockCollectionsOf(tx, shopId, unique);
        await replaceShowcaseItems(tx, showcase.id, await nodesOf(tx, shopId, unique));
        return showcase.widgetId;
      });
      return widgets.get(shopId, widgetId, ['TAGS', 'PRODUCT']);
    },
  };
}

export type ShowcasesService = ReturnType<typeof createShowcasesService>;
