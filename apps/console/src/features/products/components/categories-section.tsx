import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Product } from '@vitrina/contracts/products';
import { useState } from 'react';
import { FormSection } from './form-section';
import { ProductCategoriesDialog } from './product-categories-dialog';

interface CategoriesSectionProps {
  product: Product;
}

/** The product's categories as chips; the dialog changes them and saves at once. */
export function CategoriesSection({ product }: CategoriesSectionProps) {
  const [choosing, setChoosing] = useState(false);
  const collectionId = product.collections[0]?.id;

  return (
    <FormSection
      title="Категории"
      action={
        <Button onClick={() => setChoosing(true)} disabled={collectionId === undefined}>
          Выбрать категории
        </Button>
      }
    >
      {product.categories.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>Категории не выбраны</Typography>
      ) : (
        <Stack
          component="ul"
          aria-label="Категории товара"
          direction="row"
          sx={{ gap: 1, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
        >
          {product.categories.map((category) => (
            <li key={category.id}>
              <Chip label={category.title} />
            </li>
          ))}
        </Stack>
      )}
      {collectionId !== undefined && (
        <ProductCategoriesDialog
          open={choosing}
          onClose={() => setChoosing(false)}
          product={product}
          collectionId={collectionId}
        />
      )}
    </FormSection>
  );
}
