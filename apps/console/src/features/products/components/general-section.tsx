import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { UNIT_LABELS, UNITS } from '@vitrina/contracts/enums';
import { PRODUCT_LIMITS } from '@vitrina/contracts/limits';
import type { Product } from '@vitrina/contracts/products';
import { useController } from 'react-hook-form';
import { FormTextField } from '../../../shared/ui/form/form-text-field';
import type { ProductFormControl } from '../product-form/product-form-values';
import { FormSection } from './form-section';
import { NumberField } from './number-field';
import { SameSkuWarning } from './same-sku-warning';
import { StockFields } from './stock-fields';

interface GeneralSectionProps {
  control: ProductFormControl;
  /** As the server last answered it. */
  product: Product;
}

/**
 * Title, SKU (with the products of the collection that share it), description, text, the
 * quantity in its unit, and the tracked stock (kept by the variants when the product has them).
 */
export function GeneralSection({ control, product }: GeneralSectionProps) {
  return (
    <FormSection title="Общая информация">
      <FormTextField control={control} name="title" label="Название" required />
      <FormTextField control={control} name="sku" label="Артикул" />
      <SameSkuWarning control={control} product={product} />
      <FormTextField control={control} name="description" label="Описание" multiline minRows={3} />
      <FormTextField control={control} name="about" label="Текст" multiline minRows={5} />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <UnitSelect control={control} />
        <NumberField
          control={control}
          name="quantity"
          label="Количество"
          min={0}
          max={PRODUCT_LIMITS.quantityMax}
          step={1}
        />
      </Stack>
      <StockFields control={control} hasVariants={product.variants_quantity > 0} />
    </FormSection>
  );
}

function UnitSelect({ control }: { control: ProductFormControl }) {
  const { field } = useController({ control, name: 'module' });
  return (
    <TextField
      select
      label="Единица измерения"
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      fullWidth
    >
      {UNITS.map((unit) => (
        <MenuItem key={unit} value={unit}>
          {UNIT_LABELS[unit]}
        </MenuItem>
      ))}
    </TextField>
  );
}
