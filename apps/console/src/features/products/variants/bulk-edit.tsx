import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { BulkValueDialog, type BulkField } from './bulk-value-dialog';
import type { RowDraft } from './variant-draft';
import { variantTexts as texts } from './variant-texts';

/** A value the rows may be filtered by, named with its characteristic: «Цвет: синий». */
export interface FilterChoice {
  valueId: number;
  label: string;
}

interface BulkEditProps {
  choices: readonly FilterChoice[];
  /** The value the rows shown have; null for all. */
  filter: number | null;
  onFilter: (valueId: number | null) => void;
  /** The keys of the rows shown and not removed, which a bulk change goes to. */
  targets: readonly string[];
  tracksStock: boolean;
  editRows: (keys: readonly string[], patch: Partial<RowDraft>) => void;
}

/** The filter by a value, and a price or a stock set for every row it shows. */
export function BulkEdit({
  choices,
  filter,
  onFilter,
  targets,
  tracksStock,
  editRows,
}: BulkEditProps) {
  const [field, setField] = useState<BulkField>('price');
  const [open, setOpen] = useState(false);
  const ask = (asked: BulkField) => {
    setField(asked);
    setOpen(true);
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
      <TextField
        select
        size="small"
        label={texts.filter}
        value={filter ?? ''}
        onChange={(event) =>
          onFilter(event.target.value === '' ? null : Number(event.target.value))
        }
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">{texts.filterAll}</MenuItem>
        {choices.map(({ valueId, label }) => (
          <MenuItem key={valueId} value={valueId}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" disabled={targets.length === 0} onClick={() => ask('price')}>
        {texts.setPrice}
      </Button>
      {tracksStock && (
        <Button variant="outlined" disabled={targets.length === 0} onClick={() => ask('stock')}>
          {texts.setStock}
        </Button>
      )}
      <BulkValueDialog
        open={open}
        field={field}
        count={targets.length}
        onSet={(text) => editRows(targets, { [field]: text })}
        onClose={() => setOpen(false)}
      />
    </Stack>
  );
}
