import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { matchPath, useLocation } from 'react-router';
import { catalogReadsApi } from '../../shared/api/catalog-reads';
import { collectionRowsArgs, productRowsApi } from '../../shared/api/product-rows';
import { paths } from '@vitrina/contracts/console-paths';
import type { EntityTitles } from '../../shared/ui/shell/build-breadcrumbs';

type CacheState = Parameters<ReturnType<typeof catalogReadsApi.endpoints.collections.select>>[0];

function cachedCollectionTitle(state: CacheState, collectionId: number) {
  const summary = catalogReadsApi.endpoints.collections
    .select()(state)
    .data?.find((collection) => collection.id === collectionId);
  const tree = catalogReadsApi.endpoints.collectionCategories.select(collectionId)(state).data;
  return tree?.title ?? summary?.title;
}

/**
 * The product's title from the collection's loaded rows (unfiltered). Selectors run on every
 * store change: a collection page (no product) skips the lookup.
 */
function cachedProductTitle(state: CacheState, collectionId: number, productId: number) {
  if (!productId) return undefined;
  const rows = productRowsApi.endpoints.productRows.select(collectionRowsArgs(collectionId))(state);
  for (const page of rows.data?.pages ?? []) {
    const row = page.rows.find((product) => product.id === productId);
    if (row) return row.title;
  }
  return undefined;
}

/**
 * Titles of the collection and product in a catalog path, from what the catalog screens have
 * already loaded; the breadcrumbs show their fallbacks until then. Fires no request.
 */
export function useCatalogBreadcrumbTitles(): EntityTitles {
  const { pathname } = useLocation();
  const params = (matchPath(paths.product, pathname) ?? matchPath(paths.collection, pathname))
    ?.params as { collectionId?: string; productId?: string } | undefined;
  const collectionId = params?.collectionId ?? '';
  const productId = params?.productId ?? '';
  const collectionTitle = useSelector((state: CacheState) =>
    cachedCollectionTitle(state, Number(collectionId)),
  );
  const productTitle = useSelector((state: CacheState) =>
    cachedProductTitle(state, Number(collectionId), Number(productId)),
  );

  return useMemo(
    () => ({
      collection: collectionTitle ? { [collectionId]: collectionTitle } : {},
      product: productTitle ? { [productId]: productTitle } : {},
    }),
    [collectionId, collectionTitle, productId, productTitle],
  );
}
