import type { Db } from '../../db/client';
import type { Table } from '../../infra/spreadsheets/table';
import type { CollectionsService } from '../catalog/collections.service';
import {
  selectCategoryTree,
  selectColumnTitles,
  selectEntries,
} from './catalog-entries.repository';
import { entryRows, exportHeader, exportTargets, type CellContext } from './catalog-table';

/** Products read per statement. */
const PAGE = 500;

interface CatalogExportDeps {
  db: Db;
  collections: Pick<CollectionsService, 'get'>;
  /** What a photo's key is appended to (the media storage's `urlBase`), absolute. */
  photoUrlBase: string;
}

/** Paths of titles from the collection's root, by category id. */
export async function categoryPaths(db: Db, collectionId: number) {
  const nodes = new Map(
    (await selectCategoryTree(db, collectionId)).map((node) => [node.id, node]),
  );
  const path = (id: number): string[] => {
    const node = nodes.get(id);
    if (!node) return [];
    return node.parentId === null ? [node.title] : [...path(node.parentId), node.title];
  };
  return path;
}

/** A collection as the table its import reads: the same columns, so it imports unchanged. */
export function createCatalogExportService({ db, collections, photoUrlBase }: CatalogExportDeps) {
  return {
    async table(shopId: number, collectionId: number): Promise<Table> {
      await collections.get(shopId, collectionId);
      const columns = await selectColumnTitles(db, collectionId);
      const targets = exportTargets(columns);
      const context: CellContext = {
        categoryPath: await categoryPaths(db, collectionId),
        photoUrl: (key) => photoUrlBase + key,
      };
      const rows: string[][] = [];
      const groups = new Set<string>();
      for (let after = 0; ;) {
        const page = await selectEntries(db, collectionId, after, PAGE);
        for (const entry of page) rows.push(...entryRows(entry, targets, context, groups));
        if (page.length < PAGE) break;
        after = page.at(-1)!.id;
      }
      return { header: exportHeader(columns), rows };
    },
  };
}

export type CatalogExportService = ReturnType<typeof createCatalogExportService>;
