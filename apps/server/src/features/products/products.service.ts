import type { Product, ProductCreate, ProductUpdate } from '@vitrina/contracts/products';
import { DEFAULT_DISCOUNT_TYPE } from '@vitrina/contracts/enums';
import { discountProblem } from '@vitrina/contracts/pricing';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema';
import { AppError, NotFoundError } from '../../errors/app-error';
import type { Db } from '../../db/client';
import type { CategoriesService } from '../catalog/categories.service';
import type { CollectionsService } from '../catalog/collections.service';
import { toProductChanges } from './product-changes';
import { selectProductsJson, selectProductsJsonText } from './products-json';
import {
  deleteProduct,
  filedUnder,
  insertProduct,
  lockProduct,
  ownedProducts,
  replaceLinks,
  selectProducts,
  updateProduct,
  type ProductChanges,
  type ProductFields,
} from './products.repository';

type Pricing = Pick<ProductFields, 'price' | 'discountValue' | 'discountType'>;

const NEW_PRODUCT_PRICING: Pricing = {
  price: null,
  discountValue: 0,
  discountType: DEFAULT_DISCOUNT_TYPE,
};

/** The discount rule of spec §5 on the values the product will have, stored ones included. */
function checkDiscount(stored: Pricing, changes: ProductChanges) {
  const problem = discountProblem(
    changes.price !== undefined ? changes.price : stored.price,
    changes.discountValue ?? stored.discountValue,
    changes.discountType ?? stored.discountType,
  );
  if (problem) throw new AppError('UNPROCESSABLE', problem);
}

/** A merchant's products; every query is scoped to the caller, another's id is a 404. */
interface ProductsDeps {
  db: Db;
  collections: Pick<CollectionsService, 'lock'>;
  categories: Pick<CategoriesService, 'withDescendants' | 'checkAllInCollection'>;
}

export function createProductsService({ db, collections, categories }: ProductsDeps) {
  /** One statement whatever the number of products. */
  const load = (condition: SQL | undefined): Promise<Product[]> =>
    selectProductsJson(db, condition);

  async function findRow(userId: number, id: number): Promise<ProductFields> {
    const [row] = await selectProducts(db, and(ownedProducts(userId), eq(products.id, id)));
    if (!row) throw new NotFoundError();
    return row;
  }

  /** Inside `tx`: the product's row, held against other changes and its delete until `tx` ends. */
  async function lockRow(tx: Db, userId: number, id: number): Promise<ProductFields> {
    const row = await lockProduct(tx, userId, id);
    if (!row) throw new NotFoundError();
    return row;
  }

  async function get(userId: number, id: number): Promise<Product> {
    const [product] = await load(and(ownedProducts(userId), eq(products.id, id)));
    if (!product) throw new NotFoundError();
    return product;
  }

  return {
    get,

    /** Written while the collection is held, so a delete of it comes wholly before or after. */
    async create(userId: number, collectionId: number, body: ProductCreate) {
      const changes = toProductChanges(body);
      const id = await db.transaction(async (tx) => {
        await collections.lock(tx, userId, collectionId, 'reference');
        checkDiscount(NEW_PRODUCT_PRICING, changes);
        return insertProduct(tx, { ...changes, title: body.title, userId, collectionId });
      });
      return { id };
    },

    /**
     * Checked and written while the collection and then the product are held (in the order a
     * delete of the collection takes them), so a delete of the product, of its collection or of
     * a category it names comes wholly before or after, and two changes of it one after the
     * other. characteristics_id is accepted and ignored until products have characteristics.
     */
    async update(userId: number, id: number, body: ProductUpdate): Promise<Product> {
      const { collectionId } = await findRow(userId, id);
      const changes = toProductChanges(body);
      const categoryIds = body.categories_id;
      await db.transaction(async (tx) => {
        await collections.lock(tx, userId, collectionId, 'reference');
        checkDiscount(await lockRow(tx, userId, id), changes);
        if (categoryIds) {
          await categories.checkAllInCollection(tx, userId, collectionId, categoryIds);
        }
        if (Object.keys(changes).length > 0) await updateProduct(tx, id, changes);
        if (categoryIds) await replaceLinks(tx, id, categoryIds);
      });
      return get(userId, id);
    },

    async delete(userId: number, id: number) {
      if (!(await deleteProduct(db, userId, id))) throw new NotFoundError();
    },

    /**
     * A collection's products as JSON text: the collection page's answer is the one large
     * enough for parsing and serializing it again to show, so it is passed on as it is.
     */
    inCollectionAsJson: (userId: number, collectionId: number) =>
      selectProductsJsonText(
        db,
        and(ownedProducts(userId), eq(products.collectionId, collectionId)),
      ),

    /** Products filed under any of the categories or their descendants, each once. */
    async inCategories(userId: number, categoryIds: number[]) {
      const subtree = await categories.withDescendants(userId, categoryIds);
      if (subtree.length === 0) return [];
      return load(and(ownedProducts(userId), filedUnder(db, subtree)));
    },

    /**
     * What a showcase shows: every product of the collections and every product filed under the
     * categories or their descendants, each once, in id order.
     */
    async inCollectionsAndCategories(
      userId: number,
      collectionIds: number[],
      categoryIds: number[],
    ) {
      const subtree = await categories.withDescendants(userId, categoryIds);
      if (collectionIds.length === 0 && subtree.length === 0) return [];
      const chosen = or(
        collectionIds.length > 0 ? inArray(products.collectionId, collectionIds) : undefined,
        subtree.length > 0 ? filedUnder(db, subtree) : undefined,
      );
      return load(and(ownedProducts(userId), chosen));
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
