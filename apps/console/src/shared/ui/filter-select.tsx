import type { ReactNode } from 'react';
import { NativeSelectField } from './form/native-select-field';

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
    <NativeSelectField
      size="small"
      label={label}
      shrinkLabel
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 180 }}
    >
      <option value="">{allLabel}</option>
      {children}
    </NativeSelectField>
  );
}
