import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DISCOUNT_TYPE_SYMBOLS, DISCOUNT_TYPES, type DiscountType } from '@vitrina/contracts/enums';
import { PRODUCT_LIMITS } from '@vitrina/contracts/limits';
import { formatDiscountedPrice, parseAmount } from '@vitrina/contracts/pricing';
import { useController, useWatch } from 'react-hook-form';
import type { ProductFormControl } from '../product-form/product-form-values';
import { FormSection } from './form-section';
import { NumberField } from './number-field';

interface CostSectionProps {
  control: ProductFormControl;
}

const DISCOUNT_TYPE_NAMES = {
  PERCENT: 'Скидка в процентах',
  RUBLES: 'Скидка в рублях',
} as const satisfies Record<DiscountType, string>;

/** The price, the discount with its type, and the discounted price as they are typed. */
export function CostSection({ control }: CostSectionProps) {
  const [price, discountValue, discountType] = useWatch({
    control,
    name: ['price', 'discount_value', 'discount_type'],
  });
  const discountMax =
    discountType === 'PERCENT'
      ? PRODUCT_LIMITS.discountPercentMax
      : (parseAmount(price) ?? undefined);
  // An empty discount is saved as none, so the price it leaves is the price itself.
  const discount = discountValue.trim() === '' ? 0 : discountValue;

  return (
    <FormSection title="Стоимость">
      <NumberField
        control={control}
        name="price"
        label="Цена, ₽"
        min={0}
        max={PRODUCT_LIMITS.priceMax}
        deps={['discount_value']}
      />
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <NumberField
          control={control}
          name="discount_value"
          label="Скидка"
          min={PRODUCT_LIMITS.discountMin}
          max={discountMax}
        />
        <DiscountTypeSwitch control={control} />
      </Stack>
      <TextField
        label="Цена со скидкой"
        value={formatDiscountedPrice(price, discount, discountType)}
        fullWidth
        slotProps={{ input: { readOnly: true } }}
      />
    </FormSection>
  );
}

function DiscountTypeSwitch({ control }: CostSectionProps) {
  const { field } = useController({
    control,
    name: 'discount_type',
    rules: { deps: ['discount_value'] },
  });
  return (
    <ToggleButtonGroup
      exclusive
      aria-label="Тип скидки"
      value={field.value}
      // Pressing the chosen type again leaves it chosen: a discount always has a type.
      onChange={(_event, type: DiscountType | null) => type && field.onChange(type)}
      sx={{ height: 56, flexShrink: 0 }}
    >
      {DISCOUNT_TYPES.map((type) => (
        <ToggleButton
          key={type}
          value={type}
          aria-label={DISCOUNT_TYPE_NAMES[type]}
          sx={{ minWidth: 48, fontWeight: 700 }}
        >
          {DISCOUNT_TYPE_SYMBOLS[type]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
