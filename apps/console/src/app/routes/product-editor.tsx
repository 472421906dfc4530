import { useParams } from 'react-router';
import { ProductEditorScreen } from '../../features/products/components/product-editor-screen';
import { editorPlaceOf } from '../../features/products/editor-place';
import { routeId } from '../../shared/config/route-id';
import { NotFoundPage } from '../../shared/ui/not-found-page';

/** Serves `/catalog/:collectionId/:productId` and `/sites/:siteId/:widgetId/:productId`. */
export function Component() {
  const params = useParams();
  const productId = routeId(params.productId);
  const place = editorPlaceOf(params);
  // An id that names nothing asks no server.
  if (productId === null || place === null) return <NotFoundPage />;
  return <ProductEditorScreen key={productId} productId={productId} place={place} />;
}
