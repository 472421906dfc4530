import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import type { ProductFormControl } from '../product-form/product-form-values';

type NumberName = 'price' | 'discount_value' | 'quantity' | 'stock' | 'stock_threshold';

interface NumberFieldProps {
  control: ProductFormControl;
  name: NumberName;
  label: string;
  /** Bounds the browser's arrows keep to; the form's rules give the messages. */
  min?: number;
  max?: number;
  /** 1 for whole numbers; any step otherwise. */
  step?: number;
  /** Fields whose rules read this one, checked again as it changes. */
  deps?: NumberName[];
  /** After the input, inside the field: a unit or a switch. */
  end?: ReactNode;
}

/** '007' is typed as '7' and '00.5' as '0.5' (spec §5: leading zeros stripped). */
export const withoutLeadingZeros = (text: string) => text.replace(/^(-?)0+(?=\d)/, '$1');

/** A number input of the product form: its text kept as typed, less any leading zeros. */
export function NumberField({ control, name, label, min, max, step, deps, end }: NumberFieldProps) {
  const { field, fieldState } = useController({ control, name, rules: { deps } });
  return (
    <TextField
      type="number"
      label={label}
      name={field.name}
      value={field.value}
      onChange={(event) => field.onChange(withoutLeadingZeros(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message}
      fullWidth
      slotProps={{
        htmlInput: { min, max, step: step ?? 'any', inputMode: step === 1 ? 'numeric' : 'decimal' },
        input: { endAdornment: end },
      }}
    />
  );
}
