import type { Widget } from '@vitrina/contracts/platform';
import { messages } from '@vitrina/contracts/messages';
import { NotFoundError } from '../../errors/app-error';
import type { Db } from '../../db/client';
import { findCatalogNodes, findShowcase, replaceShowcaseItems } from './showcases.repository';
import type { WidgetsService } from './widgets.service';

/** What a showcase shows: a choice of the merchant's collections and categories. */
export function createShowcasesService({
  db,
  widgets,
}: {
  db: Db;
  widgets: Pick<WidgetsService, 'get'>;
}) {
  /** The nodes of `ids` in their order, or 404 when any is not the merchant's. */
  async function nodesOf(userId: number, ids: number[]) {
    const unique = [...new Set(ids)];
    const nodes = await findCatalogNodes(db, userId, unique);
    const byId = new Map(nodes.map((node) => [node.collectionId ?? node.categoryId, node]));
    return unique.map((id) => {
      const node = byId.get(id);
      if (!node) throw new NotFoundError(messages.widget.contentNotFound);
      return node;
    });
  }

  return {
    /** Replaces the showcase's content at once; answers its widget with tags and products. */
    async setContent(userId: number, identifier: string, ids: number[]): Promise<Widget> {
      const showcase = await findShowcase(db, userId, identifier);
      if (!showcase) throw new NotFoundError();
      const nodes = await nodesOf(userId, ids);
      await db.transaction((tx) => replaceShowcaseItems(tx, showcase.id, nodes));
      return widgets.get(userId, showcase.widgetId, ['TAGS', 'PRODUCT']);
    },
  };
}

export type ShowcasesService = ReturnType<typeof createShowcasesService>;
