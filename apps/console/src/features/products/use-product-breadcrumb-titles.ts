import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { matchPath, useLocation } from 'react-router';
import { paths } from '@vitrina/contracts/console-paths';
import { injectedEndpoints } from '../../shared/api/injected-endpoints';
import { routeId } from '../../shared/config/route-id';
import type { EntityTitles } from '../../shared/ui/shell/build-breadcrumbs';
import type { productsApi } from './api/products-api';

type CacheState = Parameters<ReturnType<typeof productsApi.endpoints.getProduct.select>>[0];

/** The product and collection segments of an editor path, under the catalog or a widget. */
function editorParams(pathname: string) {
  const match = matchPath(paths.product, pathname) ?? matchPath(paths.siteProduct, pathname);
  const params = match?.params as { collectionId?: string; productId?: string } | undefined;
  return { collectionId: params?.collectionId ?? '', productId: params?.productId ?? '' };
}

/**
 * Titles of the product in an editor path and, under the catalog, of its collection, from the
 * product the editor has loaded: a collection of 10 000 products is not fetched for its title.
 * Fires no request; the breadcrumbs show their fallbacks until the product is there.
 */
export function useProductBreadcrumbTitles(): EntityTitles {
  const { collectionId, productId } = editorParams(useLocation().pathname);
  const id = routeId(productId);
  const product = useSelector(
    (state: CacheState) =>
      injectedEndpoints<typeof productsApi>().getProduct?.select(id ?? skipToken)(state).data,
  );

  return useMemo(() => {
    if (!product) return {};
    const collection = product.collections.find((item) => String(item.id) === collectionId);
    return {
      product: { [productId]: product.title },
      collection: collection ? { [collectionId]: collection.title } : {},
    };
  }, [collectionId, product, productId]);
}
