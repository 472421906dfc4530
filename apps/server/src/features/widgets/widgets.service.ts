import type {
  WIDGET_TREE_PARTS,
  Widget,
  widgetCreateSchema,
  WidgetUpdate,
} from '@vitrina/contracts/platform';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { widgets } from '../../db/schema';
import { NotFoundError } from '../../errors/app-error';
import type { Db } from '../../db/client';
import type { ProductsService } from '../products/products.service';
import type { SitesService } from '../sites/sites.service';
import { selectShowcaseTags } from './showcases.repository';
import { newTagDiv } from './tag-div';
import { tagsByWidget, toWidget, type TagRow } from './widget-shape';
import {
  deleteWidget,
  insertWidgetWithShowcase,
  ownedWidgets,
  selectWidgets,
  updateWidget,
} from './widgets.repository';

export type WidgetTreePart = (typeof WIDGET_TREE_PARTS)[number];

/** The catalog nodes the tags name: whole collections, and categories with their subtrees. */
function chosenNodes(rows: TagRow[]) {
  return {
    collectionIds: rows.filter((row) => row.categoryId === null).map((row) => row.collectionId),
    categoryIds: rows.flatMap((row) => (row.categoryId === null ? [] : [row.categoryId])),
  };
}

/** A merchant's widgets; every query is scoped to the caller, another's id is a 404. */
interface WidgetsDeps {
  db: Db;
  sites: Pick<SitesService, 'lock'>;
  products: Pick<ProductsService, 'inCollectionsAndCategories'>;
}

export function createWidgetsService({ db, sites, products }: WidgetsDeps) {
  /** A fixed number of queries: the widget, its tags, and for products the subtree and list. */
  async function get(userId: number, id: number, parts: WidgetTreePart[]): Promise<Widget> {
    const condition = and(ownedWidgets(userId), eq(widgets.id, id));
    const [row] = await selectWidgets(db, condition);
    if (!row) throw new NotFoundError();
    if (parts.length === 0) return toWidget(row);
    const tagRows = await selectShowcaseTags(db, condition);
    const { collectionIds, categoryIds } = chosenNodes(tagRows);
    return toWidget(row, {
      ...(parts.includes('TAGS') && { tags: tagsByWidget(tagRows).get(id) ?? [] }),
      ...(parts.includes('PRODUCT') && {
        products: await products.inCollectionsAndCategories(userId, collectionIds, categoryIds),
      }),
    });
  }

  return {
    get,

    /** The widgets of one site, or of all the merchant's sites; two queries with their tags. */
    async ofSites(userId: number, siteId: number | undefined, withTags: boolean) {
      const condition = and(
        ownedWidgets(userId),
        siteId === undefined ? undefined : eq(widgets.siteId, siteId),
      );
      const rows = await selectWidgets(db, condition);
      if (!withTags) return rows.map((row) => toWidget(row));
      const tags = tagsByWidget(await selectShowcaseTags(db, condition));
      return rows.map((row) => toWidget(row, { tags: tags.get(row.id) ?? [] }));
    },

    /**
     * The site must be the merchant's and is held until the widget and its showcase are written
     * together, so a delete of the site comes wholly before (404) or after.
     */
    async create(userId: number, body: z.output<typeof widgetCreateSchema>): Promise<Widget> {
      const id = await db.transaction(async (tx) => {
        await sites.lock(tx, userId, body.site_id);
        return insertWidgetWithShowcase(tx, {
          userId,
          siteId: body.site_id,
          title: body.title,
          description: body.description ?? null,
          typeWidget: body.type_widget,
          tagDiv: newTagDiv(),
        });
      });
      return get(userId, id, []);
    },

    async update(userId: number, id: number, body: WidgetUpdate): Promise<Widget> {
      // A description left out is kept; null clears it.
      const fields = {
        title: body.title,
        ...(body.description !== undefined && { description: body.description }),
      };
      if ((await updateWidget(db, userId, id, fields)) === undefined) throw new NotFoundError();
      return get(userId, id, []);
    },

    async delete(userId: number, id: number) {
      if (!(await deleteWidget(db, userId, id))) throw new NotFoundError();
    },
  };
}

export type WidgetsService = ReturnType<typeof createWidgetsService>;
