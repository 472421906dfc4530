import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { UNIT_LABELS, UNITS } from '@vitrina/contracts/enums';
import { PRODUCT_LIMITS } from '@vitrina/contracts/limits';
import { useController } from 'react-hook-form';
import { FormTextField } from '../../../shared/ui/form/form-text-field';
import type { ProductFormControl } from '../product-form/product-form-values';
import { FormSection } from './form-section';
import { NumberField } from './number-field';
import { StockFields } from './stock-fields';

interface GeneralSectionProps {
  control: ProductFormControl;
  /** Whether the product has variants, which keep the stock instead of it. */
  hasVariants: boolean;
}

/** Title, SKU, description, text, the quantity in its unit, and the tracked stock. */
export function GeneralSection({ control, hasVariants }: GeneralSectionProps) {
  return (
    <FormSection title="Общая информация">
      <FormTextField control={control} name="title" label="Название" required />
      <FormTextField control={control} name="sku" label="Артикул" />
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
      <StockFields control={control} hasVariants={hasVariants} />
    </FormSection>
  );
}

function UnitSelect({ control }: Pick<GeneralSectionProps, 'control'>) {
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
