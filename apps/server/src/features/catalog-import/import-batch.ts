import type { ImportPreview } from '@vitrina/contracts/catalog-import/jobs';
import { CHARACTERISTIC_LIMITS } from '@vitrina/contracts/limits';
import { nameKey } from '../characteristics/characteristics.service';
import { importMessages } from '@vitrina/contracts/catalog-import/import-messages';
import { PATH_SEPARATOR } from '@vitrina/contracts/catalog-import/values';
import type { Db } from '../../db/client';
import type { CollectionsService } from '../catalog/collections.service';
import type { CharacteristicsService } from '../characteristics/characteristics.service';
import { selectEntriesById, type StoredEntry } from './catalog-entries.repository';
import type { CellContext } from './catalog-table';
import type { CategoryResolver } from './category-resolver';
import type { ImportedProduct, ImportItem, RefusedRow } from './imported-product';
import { recordBatch, type BatchFigures } from './import-jobs.repository';
import { productProblem } from './product-checks';
import { isUnchanged } from './product-compare';
import { matchProducts, productKey } from './product-match';
import { writeProducts, type WriteContext } from './product-writer';
import type { ProductPhotosService } from '../product-photos/product-photos.service';
import { galleryOf, gatherPhotos, type BatchPhotos, type PhotoImportDeps } from './photo-import';

/** A product the batch will write: over the collection's product `id`, or new. */
interface Planned {
  product: ImportedProduct;
  id: number | null;
  /** The product as stored, when the file's matched one. */
  entry?: StoredEntry;
  action: 'create' | 'update';
}

export interface BatchPlan {
  writes: Planned[];
  skipped: number;
  refused: RefusedRow[];
  preview: ImportPreview[];
}

/** What a job's batches share: its collection, names resolved so far, keys already seen. */
export interface JobScope {
  importId: number;
  shopId: number;
  collectionId: number;
  cells: CellContext;
  categories: CategoryResolver;
  /** Keys of the products the file named before: a second row of one is an update. */
  seen: Set<string>;
  /** A feed's items are offers, a table's rows. */
  offers: boolean;
}

const refusal = (row: number, problem: string, offers: boolean): RefusedRow => ({
  row,
  message: offers ? importMessages.atOffer(row, problem) : importMessages.atRow(row, problem),
});

function previewOf(planned: ImportedProduct, action: ImportPreview['action']): ImportPreview {
  return {
    row: planned.row,
    action,
    title: planned.title,
    sku: planned.sku ?? null,
    price: planned.price ?? null,
    categories: (planned.categories ?? []).map((path) => path.join(PATH_SEPARATOR)),
    photos: planned.photos?.length ?? 0,
    variants: planned.variants?.length ?? 0,
  };
}

/**
 * What the batch's products are to the collection: each new, changed, the same as stored, or
 * refused with its reason. One statement matches the batch and one reads what it matched.
 */
export async function planBatch(db: Db, scope: JobScope, items: ImportItem[]): Promise<BatchPlan> {
  const plan: BatchPlan = { writes: [], skipped: 0, refused: [], preview: [] };
  const products = items.flatMap((item) => {
    if (item.kind === 'refused') plan.refused.push(item.refused);
    return item.kind === 'product' ? [item.product] : [];
  });
  const matches = await matchProducts(db, scope.collectionId, products);
  const ids = matches.flatMap((match) => ('id' in match && match.id !== null ? [match.id] : []));
  const stored = new Map<number, StoredEntry>(
    (await selectEntriesById(db, scope.collectionId, ids)).map((entry) => [entry.id, entry]),
  );
  products.forEach((product, place) => {
    const match = matches[place]!;
    const entry = 'id' in match && match.id !== null ? stored.get(match.id) : undefined;
    const problem = 'problem' in match ? match.problem : productProblem(product, entry?.price);
    if (problem) return plan.refused.push(refusal(product.row, problem, scope.offers));
    const key = productKey(product);
    const again = scope.seen.has(key);
    scope.seen.add(key);
    if (entry && isUnchanged(product, entry, scope.cells)) {
      plan.skipped += 1;
      return plan.preview.push(previewOf(product, 'skip'));
    }
    const action = entry || again ? 'update' : 'create';
    plan.writes.push({ product, id: entry?.id ?? null, entry, action });
    plan.preview.push(previewOf(product, action));
  });
  return plan;
}

export const figuresOf = (plan: BatchPlan, done: number): BatchFigures => ({
  done,
  created: plan.writes.filter(({ action }) => action === 'create').length,
  updated: plan.writes.filter(({ action }) => action === 'update').length,
  skipped: plan.skipped,
  refused: plan.refused,
  photoFailures: [],
});

export interface ApplyDeps {
  db: Db;
  collections: Pick<CollectionsService, 'lock'>;
  characteristics: Pick<CharacteristicsService, 'ensureNamed' | 'hold' | 'holdLinked'>;
  photos: Pick<ProductPhotosService, 'stage' | 'claim' | 'discard' | 'sweep' | 'replaceGallery'>;
  fetcher: PhotoImportDeps['fetcher'];
}

/** The characteristics and values the batch's writes name, each once. */
function wantedCharacteristics(writes: Planned[]) {
  return writes.flatMap(({ product }) => [
    ...(product.characteristics ?? []),
    ...(product.variants?.[0]?.options ?? []).map(({ title }, place) => ({
      title,
      values: product.variants!.map((variant) => variant.options[place]!.value),
    })),
  ]);
}

/** A value the dictionary could not make: its characteristic has all the values it may. */
function unnamedValue(product: ImportedProduct, dictionary: WriteContext['dictionary']) {
  const wanted = [
    ...(product.characteristics ?? []).flatMap(({ title, values }) =>
      values.map((value) => ({ title, value })),
    ),
    ...(product.variants ?? []).flatMap(({ options }) => options),
  ];
  return wanted.find(
    ({ title, value }) => !dictionary.get(nameKey(title))?.values.has(nameKey(value)),
  );
}

/** Moves the writes naming a value that could not be made to the refused, figures and all. */
function withoutUnnamed(
  scope: JobScope,
  plan: BatchPlan,
  figures: BatchFigures,
  dictionary: WriteContext['dictionary'],
) {
  plan.writes = plan.writes.filter(({ product, action }) => {
    const unnamed = unnamedValue(product, dictionary);
    if (!unnamed) return true;
    const problem = importMessages.valuesFull(unnamed.title, CHARACTERISTIC_LIMITS.valuesMax);
    figures.refused.push(refusal(product.row, problem, scope.offers));
    figures[action === 'create' ? 'created' : 'updated'] -= 1;
    return false;
  });
}

/** The batch was cancelled while it ran: its transaction is not kept. */
export class ImportCancelled extends Error {}

/**
 * Writes the batch's planned products in one transaction with the job's figures, holding the
 * collection and the characteristics it links as a product's own writes do. Names are made
 * first, in their own transaction, so two imports never wait on each other's characteristics;
 * new photos are fetched and stored before it, and claimed in it (or deleted when it fails).
 * Products the file names twice are written once per row: a product made earlier in the batch
 * is found again by its key.
 */
export async function applyBatch(
  deps: ApplyDeps & { archiveFile?: PhotoImportDeps['archiveFile'] },
  scope: JobScope,
  plan: BatchPlan,
  figures: BatchFigures,
  leaseEnd: Date,
) {
  const dictionary = await deps.characteristics.ensureNamed(
    scope.shopId,
    wantedCharacteristics(plan.writes),
  );
  withoutUnnamed(scope, plan, figures, dictionary);
  const photos = await gatherPhotos(deps, plan.writes, scope.cells.photoUrl);
  try {
    await deps.db.transaction(async (tx) => {
      await deps.collections.lock(tx, scope.shopId, scope.collectionId, 'reference');
      // Only products the batch updates have links it may take away; new ones have none.
      const productIds = plan.writes.flatMap(({ id }) => (id === null ? [] : [id]));
      await deps.characteristics.holdLinked(tx, { productIds });
      await deps.characteristics.hold(
        tx,
        scope.shopId,
        [...dictionary.values()].map(({ id }) => id),
      );
      await writeAll(deps, scope, plan, { tx, dictionary, photos });
      if (photos.staged) await deps.photos.claim(tx, photos.staged);
      const all = { ...figures, photoFailures: photos.failures };
      if (!(await recordBatch(tx, scope.importId, all, leaseEnd))) throw new ImportCancelled();
    });
  } catch (error) {
    if (photos.staged) await deps.photos.discard(photos.staged);
    throw error;
  }
  await deps.photos.sweep();
}

async function writeAll(
  deps: ApplyDeps,
  scope: JobScope,
  plan: BatchPlan,
  {
    tx,
    dictionary,
    photos,
  }: { tx: Db; dictionary: WriteContext['dictionary']; photos: BatchPhotos },
) {
  const context: WriteContext = {
    tx,
    shopId: scope.shopId,
    collectionId: scope.collectionId,
    categories: scope.categories,
    dictionary,
    gallery: (product, productId, entry) => {
      const { entries, keys } = galleryOf(product, entry, photos, scope.cells.photoUrl);
      return deps.photos
        .replaceGallery(tx, scope.shopId, productId, entries)
        .then((ids) => new Map(keys.map((key, index) => [key, ids[index]!])));
    },
  };
  await writeProducts(context, plan.writes);
}
