import Stack from '@mui/material/Stack';
import type { Product } from '@vitrina/contracts/products';
import type { ProductFormControl } from '../product-form/product-form-values';
import { CategoriesSection } from './categories-section';
import { CostSection } from './cost-section';
import { FormSection } from './form-section';
import { GeneralSection } from './general-section';

interface GeneralTabProps {
  control: ProductFormControl;
  product: Product;
}

/** Spec §2.8: the sections general, cost, categories and photos. */
export function GeneralTab({ control, product }: GeneralTabProps) {
  return (
    <Stack sx={{ gap: 2 }}>
      <GeneralSection control={control} />
      <CostSection control={control} />
      <CategoriesSection product={product} />
      {/* The photos section (grid, order, add dialog) is built on its own and mounted here. */}
      <FormSection title="Фотографии">{null}</FormSection>
    </Stack>
  );
}
