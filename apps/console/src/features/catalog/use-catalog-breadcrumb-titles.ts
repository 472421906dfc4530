import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { matchPath, useLocation } from 'react-router';
import { paths } from '../../shared/config/paths';
import type { EntityTitles } from '../../shared/ui/shell/build-breadcrumbs';
import { catalogApi } from './api/catalog-api';

type CacheState = Parameters<ReturnType<typeof catalogApi.endpoints.collections.select>>[0];

function cachedTitles(state: CacheState, collectionId: number, productId: number) {
  const view = catalogApi.endpoints.collection.select(collectionId)(state).data;
  const summary = catalogApi.endpoints.collections
    .select()(state)
    .data?.find((collection) => collection.id === collectionId);
  return {
    collection: view?.title ?? summary?.title,
    product: view?.products.find((product) => product.id === productId)?.title,
  };
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
  const collectionTitle = useSelector(
    (state: CacheState) => cachedTitles(state, Number(collectionId), Number(productId)).collection,
  );
  const productTitle = useSelector(
    (state: CacheState) => cachedTitles(state, Number(collectionId), Number(productId)).product,
  );

  return useMemo(
    () => ({
      collection: collectionTitle ? { [collectionId]: collectionTitle } : {},
      product: productTitle ? { [productId]: productTitle } : {},
    }),
    [collectionId, collectionTitle, productId, productTitle],
  );
}
