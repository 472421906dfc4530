import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { DISCOUNT_TYPE_SYMBOLS, type DiscountType } from '@vitrina/contracts/enums';
import type { ReactNode } from 'react';
import { withoutLeadingZeros } from '../components/number-field';
import { variantTexts as texts } from './variant-texts';

// A message takes the helper line every field keeps, on one line: the rows have one height.
export const ONE_LINE_HELPER = {
  sx: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', mx: 0 },
} as const;

interface RowFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  problem: string | undefined;
  /** Shown while the field is blank: what a blank stands for. */
  placeholder?: string;
  numeric?: 'whole' | 'decimal';
  /** After the input, inside the field: the discount's unit. */
  end?: ReactNode;
}

/** A small field of a variant's row, with its message, if any, on the line under it. */
export function RowField({
  label,
  value,
  onChange,
  problem,
  placeholder,
  numeric,
  end,
}: RowFieldProps) {
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      type={numeric ? 'number' : 'text'}
      onChange={(event) =>
        onChange(numeric ? withoutLeadingZeros(event.target.value) : event.target.value)
      }
      placeholder={placeholder}
      error={problem !== undefined}
      helperText={problem ?? ' '}
      title={problem}
      fullWidth
      slotProps={{
        inputLabel: { shrink: true },
        formHelperText: ONE_LINE_HELPER,
        htmlInput: numeric && {
          min: 0,
          step: numeric === 'whole' ? 1 : 'any',
          inputMode: numeric === 'whole' ? 'numeric' : 'decimal',
        },
        input: { endAdornment: end },
      }}
    />
  );
}

interface DiscountTypeButtonProps {
  value: DiscountType;
  onChange: (type: DiscountType) => void;
}

/** The discount's unit at the end of its field: a press turns % into ₽ and back. */
export function DiscountTypeButton({ value, onChange }: DiscountTypeButtonProps) {
  const symbol = DISCOUNT_TYPE_SYMBOLS[value];
  return (
    <InputAdornment position="end">
      <Button
        size="small"
        aria-label={texts.discountType(symbol)}
        onClick={() => onChange(value === 'PERCENT' ? 'RUBLES' : 'PERCENT')}
        sx={{ minWidth: 28, px: 0.5, fontWeight: 700 }}
      >
        {symbol}
      </Button>
    </InputAdornment>
  );
}
