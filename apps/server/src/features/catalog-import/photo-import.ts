import { importMessages } from '@vitrina/contracts/catalog-import/import-messages';
import { IMPORT_LIMITS } from '@vitrina/contracts/catalog-import/limits';
import { PHOTO_LIMITS } from '@vitrina/contracts/limits';
import type { PageFetcher } from '../../infra/page-fetcher/page-fetcher';
import type {
  GalleryEntry,
  ProductPhotosService,
  StagedPhotos,
} from '../product-photos/product-photos.service';
import type { StoredEntry } from './catalog-entries.repository';
import type { ImportedProduct, PhotoSource, RefusedRow } from './imported-product';

/** A photo's time and size to arrive: a slow or huge one fails alone, never its product. */
const PHOTO_FETCH_LIMITS = { timeoutMs: 15_000, maxBytes: PHOTO_LIMITS.maxFileBytes };

export interface PhotoImportDeps {
  fetcher: Pick<PageFetcher, 'fetchFile'>;
  photos: Pick<ProductPhotosService, 'stage' | 'claim' | 'discard'>;
  /** A file of the upload's archive (CommerceML's images), or null where there is none. */
  archiveFile?: (path: string) => Promise<Buffer | null>;
}

/** The key a photo source is known by: its address, or its path in the archive. */
export const sourceKey = (source: PhotoSource) =>
  'url' in source ? source.url : `archive:${source.archivePath}`;

/**
 * The photos a product has, by every name a file may give one: its address at Vitrina (what
 * the export writes) and where an import took it from.
 */
export function knownPhotos(entry: StoredEntry | undefined, photoUrl: (key: string) => string) {
  const known = new Map<string, number>();
  entry?.photo_keys.forEach((key, index) => {
    const id = entry.photo_ids[index]!;
    known.set(photoUrl(key), id);
    const source = entry.photo_sources[index];
    if (source) known.set(source, id);
  });
  return known;
}

/** The batch's new photos, stored ahead of their rows, and those that could not be had. */
export interface BatchPhotos {
  staged: StagedPhotos | null;
  filesOf: Map<string, NonNullable<StagedPhotos['files'][number]>>;
  failures: RefusedRow[];
}

/** The product's photos the file names, within a gallery's limit. */
export const photosOf = (product: ImportedProduct) =>
  (product.photos ?? []).slice(0, PHOTO_LIMITS.maxPhotosPerProduct);

/** Runs `work` on each item, `atOnce` at a time. */
async function inTurns<T, R>(items: T[], atOnce: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  return results;
}

async function bytesOf(deps: PhotoImportDeps, source: PhotoSource): Promise<Buffer | null> {
  try {
    if ('archivePath' in source) return (await deps.archiveFile?.(source.archivePath)) ?? null;
    return (await deps.fetcher.fetchFile(new URL(source.url), PHOTO_FETCH_LIMITS)).bytes;
  } catch {
    return null;
  }
}

/**
 * Fetches (through the guarded fetcher: public addresses only, within time and size) or reads
 * from the archive every photo of the batch that its product does not have yet, a few at a
 * time, and stores their encoded files. A photo that fails is named, and its product goes on
 * without it.
 */
export async function gatherPhotos(
  deps: PhotoImportDeps,
  writes: { product: ImportedProduct; entry?: StoredEntry }[],
  photoUrl: (key: string) => string,
): Promise<BatchPhotos> {
  const wanted = new Map<string, { source: PhotoSource; row: number }>();
  for (const { product, entry } of writes) {
    const had = knownPhotos(entry, photoUrl);
    for (const source of photosOf(product)) {
      const key = sourceKey(source);
      if (!had.has(key) && !wanted.has(key)) wanted.set(key, { source, row: product.row });
    }
  }
  const sources = [...wanted.values()];
  if (!sources.length) return { staged: null, filesOf: new Map(), failures: [] };
  const images = await inTurns(sources, IMPORT_LIMITS.photoFetchesAtOnce, ({ source }) =>
    bytesOf(deps, source),
  );
  const fetched = sources.flatMap((source, index) =>
    images[index] ? [{ ...source, bytes: images[index] }] : [],
  );
  const staged = await deps.photos.stage(fetched.map(({ bytes }) => bytes));
  const filesOf = new Map<string, NonNullable<StagedPhotos['files'][number]>>();
  fetched.forEach(({ source }, index) => {
    const files = staged.files[index];
    if (files) filesOf.set(sourceKey(source), files);
  });
  const failures = sources
    .filter(({ source }) => !filesOf.has(sourceKey(source)))
    .map(({ source, row }) => ({
      row,
      message: importMessages.atRow(row, importMessages.photoFailed(sourceKey(source))),
    }));
  return { staged, filesOf, failures };
}

/**
 * The product's gallery as the file gives it: photos it had kept, new ones stored. A photo that
 * could not be had is left out, and then none of the product's own goes: they stay after the
 * file's.
 */
export function galleryOf(
  product: ImportedProduct,
  entry: StoredEntry | undefined,
  photos: BatchPhotos,
  photoUrl: (key: string) => string,
): { entries: GalleryEntry[]; keys: string[] } {
  const had = knownPhotos(entry, photoUrl);
  const entries: GalleryEntry[] = [];
  const keys: string[] = [];
  let missing = false;
  for (const source of photosOf(product)) {
    const key = sourceKey(source);
    const id = had.get(key);
    const files = photos.filesOf.get(key);
    if (id !== undefined) entries.push({ id });
    else if (files) entries.push({ files, source: key });
    else {
      missing = true;
      continue;
    }
    keys.push(key);
  }
  if (missing) {
    const taken = new Set(entries.flatMap((each) => ('id' in each ? [each.id] : [])));
    for (const id of entry?.photo_ids ?? []) if (!taken.has(id)) entries.push({ id });
  }
  return { entries, keys };
}
