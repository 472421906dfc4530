import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Product } from '@vitrina/contracts/products';
import { memo } from 'react';
import { ProductPhotosSection } from '../photos/product-photos-section';
import type { ProductFormControl } from '../product-form/product-form-values';
import { CategoriesSection } from './categories-section';
import { CostSection } from './cost-section';
import { GeneralSection } from './general-section';

interface GeneralTabProps {
  control: ProductFormControl;
  product: Product;
}

/**
 * Spec §2.8: the sections general, cost, categories and photos. Memoised: the editor renders
 * again on each keystroke to tell whether the form changed, while the fields follow their own
 * values, so the photos and categories need not render with them.
 */
export const GeneralTab = memo(function GeneralTab({ control, product }: GeneralTabProps) {
  return (
    <Stack sx={{ gap: 2 }}>
      <GeneralSection control={control} product={product} />
      <CostSection control={control} />
      <CategoriesSection product={product} />
      {/* The photos save each change at once, apart from the form. */}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ProductPhotosSection product={product} />
      </Paper>
    </Stack>
  );
});
