import CheckIcon from '@mui/icons-material/CheckRounded';
import Chip from '@mui/material/Chip';
import { OUT_OF_STOCK_TEXT } from '../stock-texts';

interface OutOfStockChipProps {
  on: boolean;
  onChange: (on: boolean) => void;
}

/** The toggle beside the search that keeps only the products out of stock. */
export function OutOfStockChip({ on, onChange }: OutOfStockChipProps) {
  return (
    <Chip
      label={OUT_OF_STOCK_TEXT}
      aria-pressed={on}
      color={on ? 'warning' : 'default'}
      variant={on ? 'filled' : 'outlined'}
      icon={on ? <CheckIcon /> : undefined}
      onClick={() => onChange(!on)}
    />
  );
}
