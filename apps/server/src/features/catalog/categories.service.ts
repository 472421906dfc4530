import type {
  categoryCreateSchema,
  CategoryNode,
  CategoryUpdate,
} from '@vitrina/contracts/catalog';
import type { z } from 'zod';
import { messages } from '@vitrina/contracts/messages';
import type { Category } from '../../db/schema';
import { AppError, NotFoundError } from '../../errors/app-error';
import type { Db } from '../../db/client';
import {
  countCategoriesInCollection,
  deleteCategory,
  findCategory,
  insertCategory,
  listCategories,
  subtreeIds,
  updateCategory,
} from './categories.repository';
import { buildCategoryTree, findCategoryNode, toCategoryNode } from './category-tree';
import type { CollectionsService } from './collections.service';

/** The category trees of a merchant's collections; another merchant's id is a 404. */
interface CategoriesDeps {
  db: Db;
  collections: Pick<CollectionsService, 'lock'>;
}

export function createCategoriesService({ db, collections }: CategoriesDeps) {
  async function find(within: Db, shopId: number, id: number): Promise<Category> {
    const category = await findCategory(within, shopId, id);
    if (!category) throw new NotFoundError();
    return category;
  }

  /** A parent must be the merchant's category in the same collection; a missing one is too. */
  async function checkParent(tx: Db, shopId: number, collectionId: number, parentId: number) {
    const parent = await findCategory(tx, shopId, parentId);
    if (parent?.collectionId !== collectionId) {
      throw new AppError('BAD_REQUEST', messages.category.parentInOtherCollection);
    }
  }

  /** Checked while the tree is locked, so no concurrent move can close a cycle with this one. */
  async function checkNotUnderItself(tx: Db, shopId: number, id: number, parentId: number) {
    if ((await subtreeIds(tx, shopId, [id])).includes(parentId)) {
      throw new AppError('BAD_REQUEST', messages.category.parentIsDescendant);
    }
  }

  /**
   * Runs `change` in a transaction that holds the category's collection for `reshape`; the
   * category is read again under the lock, as a change that held it before may have deleted it.
   */
  async function reshape<Result>(
    shopId: number,
    id: number,
    change: (tx: Db, category: Category) => Promise<Result>,
  ) {
    const { collectionId } = await find(db, shopId, id);
    return db.transaction(async (tx) => {
      await collections.lock(tx, shopId, collectionId, 'reshape');
      return change(tx, await find(tx, shopId, id));
    });
  }

  return {
    async tree(shopId: number, collectionId: number): Promise<CategoryNode[]> {
      return buildCategoryTree(await listCategories(db, shopId, collectionId));
    },

    create(shopId: number, body: z.output<typeof categoryCreateSchema>): Promise<CategoryNode> {
      return db.transaction(async (tx) => {
        await collections.lock(tx, shopId, body.collection_id, 'reference');
        if (body.parent_id !== null) {
          await checkParent(tx, shopId, body.collection_id, body.parent_id);
        }
        const category = await insertCategory(tx, {
          shopId,
          collectionId: body.collection_id,
          parentId: body.parent_id,
          title: body.title,
        });
        return toCategoryNode(category);
      });
    },

    update(shopId: number, id: number, body: CategoryUpdate): Promise<CategoryNode> {
      return reshape(shopId, id, async (tx, category) => {
        if (body.parent_id != null) {
          await checkParent(tx, shopId, category.collectionId, body.parent_id);
          await checkNotUnderItself(tx, shopId, id, body.parent_id);
        }
        const changes = {
          ...(body.title !== undefined && { title: body.title }),
          ...(body.parent_id !== undefined && { parentId: body.parent_id }),
        };
        if (Object.keys(changes).length > 0) await updateCategory(tx, shopId, id, changes);
        const tree = buildCategoryTree(await listCategories(tx, shopId, category.collectionId));
        const node = findCategoryNode(tree, id);
        if (!node) throw new NotFoundError();
        return node;
      });
    },

    async delete(shopId: number, id: number) {
      await reshape(shopId, id, (tx) => deleteCategory(tx, shopId, id));
    },

    /** The ids and every descendant's: products filed anywhere under these categories. */
    withDescendants: (shopId: number, ids: number[]) => subtreeIds(db, shopId, ids),

    /**
     * Products may be filed only under categories of their own collection. Inside a transaction
     * that holds the collection for `reference`, so the categories stay until it ends.
     */
    async checkAllInCollection(tx: Db, shopId: number, collectionId: number, ids: number[]) {
      const wanted = new Set(ids).size;
      if (wanted === 0) return;
      if ((await countCategoriesInCollection(tx, shopId, collectionId, ids)) !== wanted) {
        throw new AppError('BAD_REQUEST', messages.product.categoryNotInCollection);
      }
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
