import type { LoaderFunction } from 'react-router';
import { catalogReadsApi } from '../shared/api/catalog-reads';
import { collectionRowsArgs, productRowsApi } from '../shared/api/product-rows';
import { routeId } from '../shared/config/route-id';
import type { AppStore } from './store';

/**
 * Starts the collection page's reads (its category tree and its first page of product rows) as
 * soon as the route matches, while the page's code is still loading; the screen's queries then
 * join the requests in flight instead of starting them.
 */
export function prefetchCollection(store: AppStore): LoaderFunction {
  return ({ params }) => {
    const id = routeId(params.collectionId);
    if (id === null) return null;
    store.dispatch(catalogReadsApi.util.prefetch('collectionCategories', id, {}));
    store.dispatch(
      productRowsApi.endpoints.productRows.initiate(collectionRowsArgs(id), { subscribe: false }),
    );
    return null;
  };
}
