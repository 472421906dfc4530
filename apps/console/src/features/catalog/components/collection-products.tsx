import AddIcon from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { CollectionView } from '../../../shared/api/catalog-reads';
import { AddProductDialog } from '../../../shared/ui/add-product-dialog';
import { filterProducts } from '../filter-products';
import { CategoryChips } from './category-chips';
import { ProductList } from './product-list';

interface CollectionProductsProps {
  view: CollectionView;
  selected: ReadonlySet<number>;
  onUnselect: (id: number) => void;
}

/** The products of a collection, narrowed to the selected categories. */
export function CollectionProducts({ view, selected, onUnselect }: CollectionProductsProps) {
  const [adding, setAdding] = useState(false);
  const products = useMemo(
    () => filterProducts(view.products, view.categories, selected),
    [view.products, view.categories, selected],
  );

  return (
    <Stack
      component="section"
      aria-label="Товары"
      sx={{ gap: 2, flex: 1, minWidth: 0, width: '100%' }}
    >
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <CategoryChips tree={view.categories} selected={selected} onRemove={onUnselect} />
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setAdding(true)}
          sx={{ ml: 'auto' }}
        >
          Добавить товар
        </Button>
      </Stack>
      {products.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 6, textAlign: 'center' }}>
          Тут пока пусто
        </Typography>
      ) : (
        <ProductList collectionId={view.id} products={products} />
      )}
      <AddProductDialog open={adding} onClose={() => setAdding(false)} collectionId={view.id} />
    </Stack>
  );
}
