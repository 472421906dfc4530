import type { Db } from '../../db/client';
import { selectCategoryTree } from './catalog-entries.repository';
import { insertCategory } from './product-writes.repository';
import { nameKey } from '../characteristics/characteristics.service';

const nodeKey = (parentId: number | null, title: string) =>
  `${parentId ?? 0}\u0000${nameKey(title)}`;

/**
 * A collection's categories found by path of titles («Посуда > Кружки»), case and ё aside; the
 * steps missing are made under their parent inside the caller's transaction. A transaction that
 * is not kept ends its job, and the next run builds its resolver anew.
 */
export async function categoryResolver(db: Db, shopId: number, collectionId: number) {
  const known = new Map<string, number>();
  for (const node of await selectCategoryTree(db, collectionId)) {
    const key = nodeKey(node.parentId, node.title);
    if (!known.has(key)) known.set(key, node.id);
  }
  return {
    /** The category at the end of `path`, made with its missing steps. */
    async resolve(tx: Db, path: string[]): Promise<number> {
      let parentId: number | null = null;
      for (const title of path) {
        const key = nodeKey(parentId, title);
        let id = known.get(key);
        if (id === undefined) {
          id = await insertCategory(tx, shopId, collectionId, parentId, title);
          known.set(key, id);
        }
        parentId = id;
      }
      return parentId!;
    },
  };
}

export type CategoryResolver = Awaited<ReturnType<typeof categoryResolver>>;
