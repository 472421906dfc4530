import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What the empty choice says: every value let through. */
  allLabel: string;
  children: ReactNode;
}

/** One filter of the list as a native select: the phone's own picker on a phone. */
export function FilterSelect({ label, value, onChange, allLabel, children }: FilterSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 180 }}
    >
      <option value="">{allLabel}</option>
      {children}
    </TextField>
  );
}
