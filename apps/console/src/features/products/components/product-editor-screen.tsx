import { skipToken } from '@reduxjs/toolkit/query/react';
import { messages } from '@vitrina/contracts/messages';
import { useSiteQuery } from '../../../shared/api/site-reads';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useGetProductQuery } from '../api/products-api';
import type { EditorPlace } from '../editor-place';
import { ProductEditor } from './product-editor';

export const LOADING_TEXT = 'Загрузка данных...';

interface ProductEditorScreenProps {
  productId: number;
  place: EditorPlace;
}

/** Spec §2.8: the product, loaded; opened from a widget, its site is loaded too. */
export function ProductEditorScreen({ productId, place }: ProductEditorScreenProps) {
  // Not shown here: kept loaded so the breadcrumbs can name the site and the widget.
  useSiteQuery(place.from === 'widget' ? place.siteId : skipToken);
  const { data: product, isLoading, error } = useGetProductQuery(productId);

  if (isLoading) return <PageLoader text={LOADING_TEXT} />;
  if (!product) return <FailureAlert message={messages.product.loadFailed} error={error} />;
  return <ProductEditor product={product} place={place} />;
}
