import { skipToken } from '@reduxjs/toolkit/query/react';
import { messages } from '@vitrina/contracts/messages';
import type { Product } from '@vitrina/contracts/products';
import { Suspense, useState } from 'react';
import { useSiteQuery } from '../../../shared/api/site-reads';
import { lazyBesideData } from '../../../shared/ui/load-when-idle';
import { LOADING_TEXT, PageLoader } from '../../../shared/ui/page-loader';
import { useGetProductQuery } from '../api/products-api';
import type { EditorPlace } from '../editor-place';
import { RowLoadFailure } from '../../../shared/shop/other-shop-notice';

// The editor (its form, tabs, photos and dialogs) loads beside the product's read: the screen
// shows its loader until both have come (decision 0072).
const ProductEditor = lazyBesideData(() =>
  import('./product-editor').then((module) => ({ default: module.ProductEditor })),
);

interface ProductEditorScreenProps {
  productId: number;
  place: EditorPlace;
}

/** Spec §2.8: the product, loaded; opened from a widget, its site is loaded too. */
export function ProductEditorScreen({ productId, place }: ProductEditorScreenProps) {
  // Not shown here: kept loaded so the breadcrumbs can name the site and the widget.
  useSiteQuery(place.from === 'widget' ? place.siteId : skipToken);
  // While its delete is under way the editor shows the product as it was and stops following its
  // query, so the delete's invalidation drops the entry instead of refetching a deleted product.
  const [deleting, setDeleting] = useState<Product | null>(null);
  const query = useGetProductQuery(productId, { skip: deleting !== null });
  const product = deleting ?? query.data;

  const loader = <PageLoader text={LOADING_TEXT} />;
  if (query.isLoading) return loader;
  if (!product) {
    const failed = { message: messages.product.loadFailed, error: query.error };
    return <RowLoadFailure kind="product" id={productId} {...failed} />;
  }
  return (
    <Suspense fallback={loader}>
      <ProductEditor
        product={product}
        place={place}
        deleteEvents={{
          onDeleting: () => setDeleting(product),
          onDeleteFailed: () => setDeleting(null),
        }}
      />
    </Suspense>
  );
}
