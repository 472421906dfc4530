import { importMessages } from '@vitrina/contracts/catalog-import/import-messages';
import type { Db } from '../../db/client';
import { selectNamedProducts } from './catalog-entries.repository';
import type { ImportedProduct } from './imported-product';

/** What a file's product is to the collection: its product's id, a new one, or unclear. */
export type Match = { id: number } | { id: null } | { problem: string };

/** The key two rows of one file name the same product by: its SKU, else its title. */
export const productKey = (product: ImportedProduct) =>
  product.sku ? `sku\u0000${product.sku}` : `title\u0000${product.title}`;

/**
 * Matches each product with the collection's by SKU, or by title where it has none (issue 31):
 * one statement for the batch. A title two products share, without a SKU to choose, is unclear.
 */
export async function matchProducts(
  db: Db,
  collectionId: number,
  batch: ImportedProduct[],
): Promise<Match[]> {
  const skus = batch.flatMap((product) => (product.sku ? [product.sku] : []));
  const titles = batch.flatMap((product) => (product.sku ? [] : [product.title]));
  const named = await selectNamedProducts(db, collectionId, skus, titles);
  const bySku = new Map<string, number>();
  const byTitle = new Map<string, number[]>();
  for (const { id, sku, title } of named) {
    if (sku && !bySku.has(sku)) bySku.set(sku, id);
    byTitle.set(title, [...(byTitle.get(title) ?? []), id]);
  }
  return batch.map((product): Match => {
    if (product.sku) return { id: bySku.get(product.sku) ?? null };
    const ids = byTitle.get(product.title) ?? [];
    if (ids.length > 1) return { problem: importMessages.titleAmbiguous(product.title) };
    return { id: ids[0] ?? null };
  });
}
