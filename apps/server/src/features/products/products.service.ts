import type { Product, ProductCreate, ProductUpdate, SameSku } from '@vitrina/contracts/products';
import { PRODUCT_LIMITS } from '@vitrina/contracts/limits';
import { DEFAULT_DISCOUNT_TYPE } from '@vitrina/contracts/enums';
import { messages } from '@vitrina/contracts/messages';
import { discountProblem } from '@vitrina/contracts/pricing';
import { and, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema';
import { AppError, NotFoundError } from '../../errors/app-error';
import type { Db } from '../../db/client';
import type { CategoriesService } from '../catalog/categories.service';
import type { CollectionsService } from '../catalog/collections.service';
import type { CharacteristicsService } from '../characteristics/characteristics.service';
import type { MediaCleanupService } from '../media-cleanup/media-cleanup.service';
import { copyTitle } from './copy-title';
import { selectProductCards, selectProductView, type CardsScope } from './product-cards';
import { copyCharacteristics, replaceCharacteristics } from './product-characteristics.repository';
import { toProductChanges } from './product-changes';
import {
  selectProductsJson,
  selectProductsPageJson,
  type ProductReadOptions,
} from './products-json';
import {
  copyLinks,
  deleteProduct,
  filedUnder,
  insertProduct,
  lockProduct,
  ownedProducts,
  photoIdsOf,
  reorderPhotos,
  replaceLinks,
  selectProducts,
  selectSameSku,
  updateProduct,
  type ProductChanges,
  type ProductFields,
} from './products.repository';
import type { Acting } from '../../shared/acting';
import type { ShopJournal } from '../team/shop-journal.service';
import type { VariantUpkeep } from '../variants/variant-upkeep.service';

// The public reads' scope, for the storefront, which reaches products through this module.
export type { CardsScope } from './product-cards';

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

/** `photos_id` must name every photo of the product once: it orders them, nothing more. */
function checkPhotoOrder(current: number[], wanted: number[]) {
  const named = new Set(wanted);
  const complete =
    named.size === wanted.length &&
    wanted.length === current.length &&
    current.every((id) => named.has(id));
  if (!complete) throw new AppError('UNPROCESSABLE', messages.photo.orderMismatch);
}

/** A merchant's products; every query is scoped to the caller, another's id is a 404. */
interface ProductsDeps {
  db: Db;
  collections: Pick<CollectionsService, 'lock'>;
  categories: Pick<CategoriesService, 'withDescendants' | 'checkAllInCollection'>;
  characteristics: Pick<CharacteristicsService, 'hold' | 'holdLinked'>;
  /** What a photo's file addresses start with (the media storage's `urlBase`). */
  mediaUrlBase: string;
  /** Removes the files of the photos a delete took with it, once it has committed. */
  mediaCleanup: Pick<MediaCleanupService, 'sweep'>;
  /** Records who deleted what in the shop's journal. */
  journal: Pick<ShopJournal, 'record'>;
  /** Takes the variant options of the characteristics a product loses, and its variants. */
  variants: Pick<VariantUpkeep, 'keepOptionsOf'>;
}

export function createProductsService({
  db,
  collections,
  categories,
  characteristics,
  mediaUrlBase,
  mediaCleanup,
  journal,
  variants,
}: ProductsDeps) {
  /** A product's own read: every value of its characteristics, for the editor to tick. */
  const whole: ProductReadOptions = { urlBase: mediaUrlBase, characteristicValues: 'all' };
  /** A list's read: the main values its cards show. */
  const listed: ProductReadOptions = { urlBase: mediaUrlBase, characteristicValues: 'main' };

  /** One statement whatever the number of products. */
  const load = (condition: SQL | undefined): Promise<Product[]> =>
    selectProductsJson(db, condition, listed);

  async function findRow(within: Db, shopId: number, id: number): Promise<ProductFields> {
    const [row] = await selectProducts(within, and(ownedProducts(shopId), eq(products.id, id)));
    if (!row) throw new NotFoundError();
    return row;
  }

  /** Inside `tx`: the product's row, held against other changes and its delete until `tx` ends. */
  async function lockRow(tx: Db, shopId: number, id: number): Promise<ProductFields> {
    const row = await lockProduct(tx, shopId, id);
    if (!row) throw new NotFoundError();
    return row;
  }

  async function get(shopId: number, id: number): Promise<Product> {
    const condition = and(ownedProducts(shopId), eq(products.id, id));
    const [product] = await selectProductsJson(db, condition, whole);
    if (!product) throw new NotFoundError();
    return product;
  }

  /**
   * Inside `tx`: holds the product's collection (as a reference) and then the product, the order
   * a delete of the collection takes them (decision 13), until `tx` ends; 404 once either is gone.
   */
  async function lock(tx: Db, shopId: number, id: number): Promise<ProductFields> {
    const { collectionId } = await findRow(tx, shopId, id);
    await collections.lock(tx, shopId, collectionId, 'reference');
    return lockRow(tx, shopId, id);
  }

  /**
   * Inside `tx`, which holds the product: holds the characteristics it has and those it is to
   * have, before their links change (decision 19); 404 unless the latter are all the merchant's.
   */
  async function holdCharacteristics(tx: Db, shopId: number, id: number, wanted: number[]) {
    await characteristics.holdLinked(tx, { productId: id });
    await characteristics.hold(tx, shopId, wanted);
  }

  return {
    get,
    lock,

    /**
     * Inside `tx`: a new product in the same collection with the same fields, categories and
     * characteristics (their order and main values too), titled «{title} (копия)»; the original
     * and its characteristics are held until `tx` ends. Answers its id.
     */
    async duplicate(tx: Db, shopId: number, id: number): Promise<number> {
      const { id: _id, collectionId, title, ...fields } = await lock(tx, shopId, id);
      const copyId = await insertProduct(tx, {
        ...fields,
        title: copyTitle(title),
        shopId,
        collectionId,
      });
      await copyLinks(tx, id, copyId);
      await characteristics.holdLinked(tx, { productId: id });
      await copyCharacteristics(tx, id, copyId);
      return copyId;
    },

    /**
     * The other products of its collection that have its SKU: a copy keeps its original's, and
     * two products alike by SKU are the merchant's to tell apart (decision 77). None without one.
     */
    async sameSku(shopId: number, id: number): Promise<SameSku> {
      const { collectionId, sku } = await findRow(db, shopId, id);
      if (sku === null || sku.trim() === '') return { products: [], total: 0 };
      const limit = PRODUCT_LIMITS.sameSkuShownMax;
      const rows = await selectSameSku(db, shopId, { id, collectionId, sku }, limit);
      return { products: rows.map(({ id, title }) => ({ id, title })), total: rows[0]?.total ?? 0 };
    },

    /** Written while the collection is held, so a delete of it comes wholly before or after. */
    async create(shopId: number, collectionId: number, body: ProductCreate) {
      const changes = toProductChanges(body);
      const id = await db.transaction(async (tx) => {
        await collections.lock(tx, shopId, collectionId, 'reference');
        checkDiscount(NEW_PRODUCT_PRICING, changes);
        return insertProduct(tx, { ...changes, title: body.title, shopId, collectionId });
      });
      return { id };
    },

    /**
     * Checked and written while the collection and then the product are held (in the order a
     * delete of the collection takes them), so a delete of the product, of its collection or of
     * a category it names comes wholly before or after, and two changes of it one after the
     * other. `photos_id` is checked against the photos the product has under that hold, so an
     * upload or a photo delete racing it comes wholly before or after. `characteristics_id`
     * replaces its characteristics while they are held (`holdCharacteristics`); losing one its
     * variants vary by takes that option and every variant.
     */
    async update(shopId: number, id: number, body: ProductUpdate): Promise<Product> {
      const changes = toProductChanges(body);
      const {
        categories_id: categoryIds,
        photos_id: photoIds,
        characteristics_id: characteristicIds,
      } = body;
      await db.transaction(async (tx) => {
        const stored = await lock(tx, shopId, id);
        checkDiscount(stored, changes);
        if (categoryIds) {
          await categories.checkAllInCollection(tx, shopId, stored.collectionId, categoryIds);
        }
        if (photoIds) checkPhotoOrder(await photoIdsOf(tx, id), photoIds);
        if (characteristicIds) await holdCharacteristics(tx, shopId, id, characteristicIds);
        if (Object.keys(changes).length > 0) await updateProduct(tx, id, changes);
        if (categoryIds) await replaceLinks(tx, id, categoryIds);
        if (photoIds) await reorderPhotos(tx, id, photoIds);
        if (characteristicIds) {
          await replaceCharacteristics(tx, id, characteristicIds);
          await variants.keepOptionsOf(tx, id, characteristicIds);
        }
      });
      return get(shopId, id);
    },

    /**
     * Held as a change of it is, its characteristics too, since its links to them go with it
     * (decision 19). Its photos go with it (a cascade), and their files right after it commits.
     */
    async delete({ shopId, actorId }: Acting, id: number) {
      await db.transaction(async (tx) => {
        await lock(tx, shopId, id);
        await characteristics.holdLinked(tx, { productId: id });
        const title = await deleteProduct(tx, shopId, id);
        const entry = { shopId, actorId, action: 'product.deleted', subject: title ?? '' } as const;
        await journal.record(tx, entry);
      });
      await mediaCleanup.sweep();
    },

    /**
     * A page of a collection's products after the id `after`, as JSON text: the collection
     * page's answer is the one large enough for parsing and serializing it again to show, so it
     * is passed on as it is.
     */
    collectionPageAsJson: (shopId: number, collectionId: number, after: number, limit: number) =>
      selectProductsPageJson(
        db,
        and(ownedProducts(shopId), eq(products.collectionId, collectionId), gt(products.id, after)),
        listed,
        limit,
      ),

    /** Products filed under any of the categories or their descendants, each once. */
    async inCategories(shopId: number, categoryIds: number[]) {
      const subtree = await categories.withDescendants(shopId, categoryIds);
      if (subtree.length === 0) return [];
      return load(and(ownedProducts(shopId), filedUnder(db, subtree)));
    },

    /**
     * What a showcase shows: every product of the collections and every product filed under the
     * categories or their descendants, each once, in id order.
     */
    async inCollectionsAndCategories(
      shopId: number,
      collectionIds: number[],
      categoryIds: number[],
    ) {
      const subtree = await categories.withDescendants(shopId, categoryIds);
      if (collectionIds.length === 0 && subtree.length === 0) return [];
      const chosen = or(
        collectionIds.length > 0 ? inArray(products.collectionId, collectionIds) : undefined,
        subtree.length > 0 ? filedUnder(db, subtree) : undefined,
      );
      return load(and(ownedProducts(shopId), chosen));
    },

    /** A public showcase's cards: the products on sale of the scope, as a card shows them. */
    cardsOnSale: (shopId: number, scope: CardsScope) =>
      selectProductCards(db, shopId, scope, mediaUrlBase),

    /** A public product view: one product on sale of the scope, its photos and text; or null. */
    viewOnSale: (shopId: number, productId: number, scope: CardsScope) =>
      selectProductView(db, shopId, productId, scope, mediaUrlBase),
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
