import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Product } from '@vitrina/contracts/products';
import { memo, useMemo } from 'react';
import { useViewport } from '../../../shared/ui/shell/use-viewport';
import { PhotoSelect } from './photo-select';
import { DiscountTypeButton, RowField } from './row-fields';
import { rowProblems, type RowProblems } from './row-problems';
import { bodyOf, type MatrixRow, type RowDraft } from './variant-draft';
import { variantTexts as texts } from './variant-texts';

/**
 * Every row has one height, px, so the list places rows without measuring them: the values with
 * the switch, then the fields, each with a line for its message; a phone's fields in two columns.
 */
const ROW_HEIGHT = { wide: 124, phone: 252 } as const;

export function useVariantRowHeight(): number {
  return useViewport() === 'mobile' ? ROW_HEIGHT.phone : ROW_HEIGHT.wide;
}

// The same for every row, so the rows share one class; each row's place is its inline style.
const ROW_SX = {
  position: 'absolute',
  insetInline: 0,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: 0.5,
  px: 1,
  borderBottom: 1,
  borderColor: 'divider',
} as const;

const FIELDS_SX = {
  display: 'grid',
  columnGap: 1,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'none' },
  gridAutoFlow: { sm: 'column' },
  gridAutoColumns: { sm: 'minmax(0, 1fr)' },
} as const;

export interface VariantRowProps {
  row: MatrixRow;
  /** «синий, 350 мл» */
  label: string;
  /** Offset from the top of the list, and the row's height, px. */
  top: number;
  height: number;
  product: Product;
  /** What the server said of this row at the last save. */
  refused: RowProblems | undefined;
  onEdit: (key: string, patch: Partial<RowDraft>) => void;
  readOnly: boolean;
}

/** A row draws again when its draft changes, not when the matrix around it is built anew. */
const sameRow = (before: VariantRowProps, after: VariantRowProps) =>
  (Object.keys(after) as (keyof VariantRowProps)[]).every((name) =>
    name === 'row'
      ? before.row.key === after.row.key && before.row.draft === after.row.draft
      : Object.is(before[name], after[name]),
  );

/** One combination: its values, its fields, on sale or not, removed or not. */
export const VariantRow = memo(function VariantRow(props: VariantRowProps) {
  const { row, label, top, height, onEdit } = props;
  const { removed, enabled } = row.draft;
  const edit = (patch: Partial<RowDraft>) => onEdit(row.key, patch);

  return (
    <Box role="listitem" aria-label={label} sx={ROW_SX} style={{ top, height }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minHeight: 40 }}>
        <Typography
          noWrap
          title={label}
          sx={{
            flex: 1,
            fontWeight: 600,
            ...(removed && { textDecoration: 'line-through', color: 'text.disabled' }),
          }}
        >
          {label}
        </Typography>
        {removed ? (
          <Button onClick={() => edit({ removed: false })}>{texts.restore}</Button>
        ) : (
          <>
            <Switch
              checked={enabled}
              onChange={(_event, checked) => edit({ enabled: checked })}
              slotProps={{ input: { 'aria-label': texts.enabled } }}
            />
            <IconButton aria-label={texts.remove} onClick={() => edit({ removed: true })}>
              <DeleteIcon />
            </IconButton>
          </>
        )}
      </Stack>
      {!removed && <RowFields {...props} edit={edit} />}
    </Box>
  );
}, sameRow);

function RowFields({
  row,
  product,
  refused,
  readOnly,
  edit,
}: VariantRowProps & { edit: (patch: Partial<RowDraft>) => void }) {
  const { draft } = row;
  const typed = useMemo(() => rowProblems(product, bodyOf(row)), [product, row]);
  // A message of the row as typed comes first: the server's was about an earlier text.
  const show: RowProblems = refused ? { ...refused, ...typed } : typed;

  return (
    <Box sx={FIELDS_SX}>
      <RowField
        label={texts.sku}
        value={draft.sku}
        onChange={(sku) => edit({ sku })}
        problem={show.sku}
      />
      <RowField
        label={texts.price}
        value={draft.price}
        onChange={(price) => edit({ price })}
        problem={show.price}
        placeholder={product.price === null ? undefined : String(product.price)}
        numeric="decimal"
      />
      <RowField
        label={texts.discount}
        value={draft.discount_value}
        onChange={(discount_value) => edit({ discount_value })}
        problem={show.discount_value ?? show.discount_type}
        numeric="decimal"
        end={
          <DiscountTypeButton
            value={draft.discount_type}
            onChange={(discount_type) => edit({ discount_type })}
          />
        }
      />
      {product.track_stock && (
        <RowField
          label={texts.stock}
          value={draft.stock}
          onChange={(stock) => edit({ stock })}
          problem={show.stock}
          placeholder="0"
          numeric="whole"
        />
      )}
      <PhotoSelect
        photos={product.photos}
        value={draft.photo_id}
        onChange={(photo_id) => edit({ photo_id })}
        problem={show.photo_id}
        disabled={readOnly}
      />
    </Box>
  );
}
