import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { matchPath, useLocation } from 'react-router';
import { paths } from '../../shared/config/paths';
import type { EntityTitles } from '../../shared/ui/shell/build-breadcrumbs';
import { catalogApi } from './api/catalog-api';

type CacheState = Parameters<ReturnType<typeof catalogApi.endpoints.collections.select>>[0];

const cachedView = (state: CacheState, collectionId: number) =>
  catalogApi.endpoints.collection.select(collectionId)(state).data;

function cachedCollectionTitle(state: CacheState, collectionId: number) {
  const summary = catalogApi.endpoints.collections
    .select()(state)
    .data?.find((collection) => collection.id === collectionId);
  return cachedView(state, collectionId)?.title ?? summary?.title;
}

/** Selectors run on every store change: a collection page (no product) skips the lookup. */
function cachedProductTitle(state: CacheState, collectionId: number, productId: number) {
  if (!productId) return undefined;
  return cachedView(state, collectionId)?.products.find((product) => product.id === productId)
    ?.title;
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
