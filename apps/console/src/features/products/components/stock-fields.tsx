import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PRODUCT_LIMITS } from '@vitrina/contracts/limits';
import { useController, useWatch } from 'react-hook-form';
import type { ProductFormControl } from '../product-form/product-form-values';
import { NumberField } from './number-field';

interface StockFieldsProps {
  control: ProductFormControl;
  /** A product with variants keeps its stock per variant, on the «Варианты» tab. */
  hasVariants: boolean;
}

const wholeNumber = { min: 0, max: PRODUCT_LIMITS.quantityMax, step: 1 } as const;

/**
 * «Учитывать остаток» and, while it is on, the stock and the threshold at which the merchant
 * hears «Заканчивается». Apart from «Количество», which stays the merchant's own figure.
 */
export function StockFields({ control, hasVariants }: StockFieldsProps) {
  const tracked = useWatch({ control, name: 'track_stock' });
  return (
    <>
      <TrackStockSwitch control={control} />
      {tracked && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
          {hasVariants ? (
            <Typography sx={{ flex: 1, color: 'text.secondary', alignSelf: 'center' }}>
              Остаток ведётся по каждому варианту на вкладке «Варианты»
            </Typography>
          ) : (
            <NumberField control={control} name="stock" label="Остаток" {...wholeNumber} />
          )}
          <NumberField
            control={control}
            name="stock_threshold"
            label="Сообщить, когда остаток не больше"
            {...wholeNumber}
          />
        </Stack>
      )}
    </>
  );
}

function TrackStockSwitch({ control }: Pick<StockFieldsProps, 'control'>) {
  // The hidden fields are checked only while tracked: their messages follow the switch.
  const { field } = useController({
    control,
    name: 'track_stock',
    rules: { deps: ['stock', 'stock_threshold'] },
  });
  return (
    <FormControlLabel
      label="Учитывать остаток"
      control={
        <Switch
          name={field.name}
          checked={field.value}
          onChange={(_event, checked) => field.onChange(checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}
