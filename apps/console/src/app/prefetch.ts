import type { LoaderFunction } from 'react-router';
import { catalogReadsApi } from '../shared/api/catalog-reads';
import { collectionRowsArgs, productRowsApi } from '../shared/api/product-rows';
import { routeId } from '../shared/config/route-id';
import type { AppStore } from './store';

/**
 * Starts the collection page's reads (its first page of product rows and its category tree) as
 * soon as the route matches, while the page's code is still loading; the screen's queries then
 * join the requests in flight instead of starting them.
 */
export function prefetchCollection(store: AppStore): LoaderFunction {
  return ({ params }) => {
    const id = routeId(params.collectionId);
    if (id === null) return null;
    // The rows first: the embedded database answers one statement at a time, in the order asked,
    // and the rows are what the merchant waits for.
    store.dispatch(
      productRowsApi.endpoints.productRows.initiate(collectionRowsArgs(id), { subscribe: false }),
    );
    store.dispatch(catalogReadsApi.util.prefetch('collectionCategories', id, {}));
    return null;
  };
}
