import Box from '@mui/material/Box';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Product } from '@vitrina/contracts/products';
import { useLayoutEffect, useRef, useState } from 'react';
import { DeleteProductConfirm } from '../../../shared/ui/delete-product-confirm';
import { ProductRow, useProductRowHeight } from './product-row';

interface ProductListProps {
  collectionId: number;
  products: readonly Product[];
}

/**
 * The product rows, virtualized against the page's own scroll: only the rows in view (and a few
 * around them) are in the document, so 10 000 products cost as much as a screenful.
 */
export function ProductList({ collectionId, products }: ProductListProps) {
  const list = useRef<HTMLDivElement>(null);
  const [listTop, setListTop] = useState(0);
  const [deleting, setDeleting] = useState<Product | null>(null);
  useLayoutEffect(() => setListTop(list.current?.offsetTop ?? 0), []);
  const rowHeight = useProductRowHeight();

  const virtualizer = useWindowVirtualizer({
    count: products.length,
    estimateSize: () => rowHeight,
    overscan: 8,
    scrollMargin: listTop,
    getItemKey: (index) => products[index]!.id,
  });
  // The rows change height when the window crosses the phone width: place them anew.
  useLayoutEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);

  return (
    <>
      <Box
        ref={list}
        role="list"
        aria-label="Список товаров"
        sx={{ position: 'relative', height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => (
          <ProductRow
            key={row.key}
            collectionId={collectionId}
            product={products[row.index]!}
            top={row.start - listTop}
            height={rowHeight}
            onDelete={setDeleting}
          />
        ))}
      </Box>
      <DeleteProductConfirm productId={deleting?.id ?? null} onClose={() => setDeleting(null)} />
    </>
  );
}
