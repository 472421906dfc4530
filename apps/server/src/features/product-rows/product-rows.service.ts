import type { CategoryCounts, ProductRowsPage } from '@vitrina/contracts/product-rows';
import type { z } from 'zod';
import type { productRowsQuerySchema } from '@vitrina/contracts/product-rows';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../errors/app-error';
import { cursorAfter, idAfter } from '../../http/page-cursor';
import { selectCategoryCounts, selectProductRows } from './product-rows.repository';

interface ProductRowsDeps {
  db: Db;
  /** What a photo's file addresses start with (the media storage's `urlBase`). */
  mediaUrlBase: string;
}

/** The paged rows of a merchant's product lists and the counts of a collection's categories. */
export function createProductRowsService({ db, mediaUrlBase }: ProductRowsDeps) {
  return {
    /** One page: one row more than asked tells whether another page follows. */
    async page(
      userId: number,
      query: z.output<typeof productRowsQuerySchema>,
    ): Promise<ProductRowsPage> {
      const rows = await selectProductRows(
        db,
        userId,
        { collectionIds: query.collection, categoryIds: query.category, search: query.search },
        { after: idAfter(query.after), limit: query.limit + 1, urlBase: mediaUrlBase },
      );
      const more = rows.length > query.limit;
      const shown = more ? rows.slice(0, query.limit) : rows;
      return { rows: shown, next: more ? cursorAfter(shown.at(-1)!.id) : null };
    },

    async counts(userId: number, collectionId: number): Promise<CategoryCounts> {
      const counts = await selectCategoryCounts(db, userId, collectionId);
      if (!counts) throw new NotFoundError();
      return counts;
    },
  };
}

export type ProductRowsService = ReturnType<typeof createProductRowsService>;
