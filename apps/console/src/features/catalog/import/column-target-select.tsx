import TextField from '@mui/material/TextField';
import type { ImportTarget } from '@vitrina/contracts/catalog-import/columns';
import type { ImportColumn } from '@vitrina/contracts/catalog-import/jobs';
import { importTexts } from '@vitrina/contracts/catalog-import/import-texts';
import { useMemo } from 'react';
import { targetOptions, valueOf } from './target-options';

interface ColumnTargetSelectProps {
  /** The column as the last check mapped it: its header and the titles it offers. */
  column: ImportColumn;
  /** The column's number, from 1, to name a column without a header. */
  number: number;
  target: ImportTarget | null;
  onChange: (target: ImportTarget | null) => void;
}

/** Where one column goes, as a native select: the phone's own picker on a phone. */
export function ColumnTargetSelect({ column, number, target, onChange }: ColumnTargetSelectProps) {
  const options = useMemo(() => targetOptions(column), [column]);
  const header = column.header || importTexts.noHeader(number);
  return (
    <TextField
      select
      size="small"
      fullWidth
      value={valueOf(target)}
      onChange={(event) =>
        onChange(options.find((option) => option.value === event.target.value)?.target ?? null)
      }
      slotProps={{
        select: { native: true },
        htmlInput: { 'aria-label': importTexts.targetOf(header) },
      }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
