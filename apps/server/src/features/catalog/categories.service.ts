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
  collections: Pick<CollectionsService, 'get'>;
}

export function createCategoriesService({ db, collections }: CategoriesDeps) {
  async function find(userId: number, id: number): Promise<Category> {
    const category = await findCategory(db, userId, id);
    if (!category) throw new NotFoundError();
    return category;
  }

  /** A parent must be the merchant's category in the same collection; a missing one is too. */
  async function checkParent(userId: number, collectionId: number, parentId: number) {
    const parent = await findCategory(db, userId, parentId);
    if (parent?.collectionId !== collectionId) {
      throw new AppError('BAD_REQUEST', messages.category.parentInOtherCollection);
    }
  }

  return {
    async tree(userId: number, collectionId: number): Promise<CategoryNode[]> {
      return buildCategoryTree(await listCategories(db, userId, collectionId));
    },

    async create(
      userId: number,
      body: z.output<typeof categoryCreateSchema>,
    ): Promise<CategoryNode> {
      const collection = await collections.get(userId, body.collection_id);
      if (body.parent_id !== null) await checkParent(userId, collection.id, body.parent_id);
      const category = await insertCategory(db, {
        userId,
        collectionId: collection.id,
        parentId: body.parent_id,
        title: body.title,
      });
      return toCategoryNode(category);
    },

    async update(userId: number, id: number, body: CategoryUpdate): Promise<CategoryNode> {
      const category = await find(userId, id);
      if (body.parent_id != null) {
        await checkParent(userId, category.collectionId, body.parent_id);
        const ownSubtree = await subtreeIds(db, userId, [id]);
        if (ownSubtree.includes(body.parent_id)) {
          throw new AppError('BAD_REQUEST', messages.category.parentIsDescendant);
        }
      }
      const changes = {
        ...(body.title !== undefined && { title: body.title }),
        ...(body.parent_id !== undefined && { parentId: body.parent_id }),
      };
      if (Object.keys(changes).length > 0) await updateCategory(db, userId, id, changes);
      const tree = buildCategoryTree(await listCategories(db, userId, category.collectionId));
      const node = findCategoryNode(tree, id);
      if (!node) throw new NotFoundError();
      return node;
    },

    async delete(userId: number, id: number) {
      if (!(await deleteCategory(db, userId, id))) throw new NotFoundError();
    },

    /** The ids and every descendant's: products filed anywhere under these categories. */
    withDescendants: (userId: number, ids: number[]) => subtreeIds(db, userId, ids),

    /** Products may be filed only under categories of their own collection. */
    async checkAllInCollection(userId: number, collectionId: number, ids: number[]) {
      const wanted = new Set(ids).size;
      if (wanted === 0) return;
      if ((await countCategoriesInCollection(db, userId, collectionId, ids)) !== wanted) {
        throw new AppError('BAD_REQUEST', messages.product.categoryNotInCollection);
      }
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
