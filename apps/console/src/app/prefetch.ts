import type { LoaderFunction } from 'react-router';
import { catalogReadsApi } from '../shared/api/catalog-reads';
import { routeId } from '../shared/config/route-id';
import type { AppStore } from './store';

/**
 * Starts the collection call as soon as the route matches, while the page's code is still
 * loading; the screen's query then joins the request in flight instead of starting it.
 */
export function prefetchCollection(store: AppStore): LoaderFunction {
  return ({ params }) => {
    const id = routeId(params.collectionId);
    if (id !== null) store.dispatch(catalogReadsApi.util.prefetch('collection', id, {}));
    return null;
  };
}
