import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { PaymentSettingsFormValues } from '../hooks/use-payment-settings-form';

interface FieldProps<Name> {
  control: Control<PaymentSettingsFormValues>;
  name: Name;
  label: string;
}

interface PaymentSwitchProps extends FieldProps<'test' | 'receipts'> {
  /** A line under the switch, shown while it has no error. */
  hint?: string;
}

/** A switch of the connection, with the server's refusal of it (a test shop's keys) under it. */
export function PaymentSwitch({ control, name, label, hint }: PaymentSwitchProps) {
  const { field, fieldState } = useController({ control, name });
  const helperId = useId();
  const helperText = fieldState.error?.message ?? hint;
  return (
    <FormControl error={fieldState.invalid}>
      <FormControlLabel
        label={label}
        control={
          <Switch
            name={field.name}
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{
              input: { ref: field.ref, 'aria-describedby': helperText ? helperId : undefined },
            }}
          />
        }
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

interface CodeSelectProps extends FieldProps<'vat_code' | 'tax_system_code'> {
  /** The codes and their labels, in the order offered. */
  options: readonly (readonly [number, string])[];
  /** The choice of no code at all (null), when the field allows it. */
  noneLabel?: string;
}

/** One of the receipt's codes, chosen by its label. */
export function CodeSelect({ control, name, label, options, noneLabel }: CodeSelectProps) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      select
      fullWidth
      label={label}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) =>
        field.onChange(event.target.value === '' ? null : Number(event.target.value))
      }
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message}
    >
      {noneLabel && <MenuItem value="">{noneLabel}</MenuItem>}
      {options.map(([code, optionLabel]) => (
        <MenuItem key={code} value={code}>
          {optionLabel}
        </MenuItem>
      ))}
    </TextField>
  );
}
