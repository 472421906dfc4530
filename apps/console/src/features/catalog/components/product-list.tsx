import Box from '@mui/material/Box';
import type { ProductRowView } from '@vitrina/contracts/product-rows';
import { useState } from 'react';
import { DeleteProductConfirm } from '../../../shared/ui/delete-product-confirm';
import { useWindowRows } from '../../../shared/ui/use-window-rows';
import { ProductRow, useProductRowHeight } from './product-row';

interface ProductListProps {
  collectionId: number;
  /** The rows of the pages loaded so far. */
  rows: readonly ProductRowView[];
  /** The last loaded rows have come into view. */
  onLastRowsShown: () => void;
}

/** The product rows, virtualised against the page's scroll; the next page loads near the end. */
export function ProductList({ collectionId, rows, onLastRowsShown }: ProductListProps) {
  const [deleting, setDeleting] = useState<ProductRowView | null>(null);
  const rowHeight = useProductRowHeight();
  const {
    setList,
    listTop,
    rows: shown,
    totalHeight,
  } = useWindowRows({
    count: rows.length,
    rowHeight,
    keyOf: (index) => rows[index]!.id,
    onLastRowsShown,
  });

  return (
    <>
      <Box
        ref={setList}
        role="list"
        aria-label="Список товаров"
        sx={{ position: 'relative' }}
        style={{ height: totalHeight }}
      >
        {shown.map((row) => (
          <ProductRow
            key={row.key}
            collectionId={collectionId}
            product={rows[row.index]!}
            top={row.start - listTop}
            height={rowHeight}
            onDelete={setDeleting}
          />
        ))}
      </Box>
      <DeleteProductConfirm product={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
