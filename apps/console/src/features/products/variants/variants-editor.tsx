import { variantMessages } from '@vitrina/contracts/variant-messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Product } from '@vitrina/contracts/products';
import type { Variants } from '@vitrina/contracts/variants';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useRefusal } from '../../../shared/shop/use-refusal';
import { ConfirmDialog } from '../../../shared/ui/dialog/confirm-dialog';
import { FormSection } from '../components/form-section';
import { BulkEdit, type FilterChoice } from './bulk-edit';
import { useVariantsDraft } from './use-variants-draft';
import { useVariantsSave } from './use-variants-save';
import { labelOf, overLimit, valueNamesOf, type MatrixRow, type RowDraft } from './variant-draft';
import { VariantList } from './variant-list';
import { VariantOptions } from './variant-options';
import { variantTexts as texts } from './variant-texts';

export interface VariantsEditorProps {
  product: Product;
  loaded: Variants;
  /** Tells the editor whether the tab holds unsaved changes, so leaving asks first. */
  onChangedChange: (changed: boolean) => void;
}

/** The options, the matrix of their combinations, its bulk edit, and the save of the set. */
export function VariantsEditor({ product, loaded, onChangedChange }: VariantsEditorProps) {
  const draft = useVariantsDraft(loaded);
  const saving = useVariantsSave(product, loaded.variants);
  const readOnly = useRefusal('catalog.write') !== undefined;
  const names = useMemo(() => valueNamesOf(product.characteristics), [product.characteristics]);
  const filters = useFilterChoices(product, draft.options);
  const [chosenFilter, setFilter] = useState<number | null>(null);
  // A value that left the options filters nothing.
  const filter = filters.some(({ valueId }) => valueId === chosenFilter) ? chosenFilter : null;
  const shown = useMemo(
    () =>
      filter === null ? draft.matrix : draft.matrix.filter((row) => row.value_ids.includes(filter)),
    [draft.matrix, filter],
  );
  const { editRows } = draft;
  const { forgetRow } = saving;
  const editRow = useCallback(
    (key: string, patch: Partial<RowDraft>) => {
      editRows([key], patch);
      forgetRow(key);
    },
    [editRows, forgetRow],
  );

  useEffect(() => onChangedChange(draft.changed), [draft.changed, onChangedChange]);
  useEffect(() => () => onChangedChange(false), [onChangedChange]);

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {draft.changed && <Button onClick={draft.reset}>{texts.reset}</Button>}
        <Button
          variant="contained"
          disabled={!draft.changed || overLimit(draft.options)}
          loading={saving.pending}
          onClick={() => saving.submit(draft.save)}
        >
          {texts.save}
        </Button>
      </Stack>
      {saving.refusal.detail && <Alert severity="error">{saving.refusal.detail}</Alert>}
      <VariantOptions
        characteristics={product.characteristics}
        options={draft.options}
        editOptions={draft.editOptions}
        refused={saving.refusal.options}
        readOnly={readOnly}
      />
      {overLimit(draft.options) && (
        <Alert severity="error">{variantMessages.tooManyVariants}</Alert>
      )}
      <FormSection title={texts.combinations(draft.matrix.length)}>
        {draft.matrix.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{texts.noCombinations}</Typography>
        ) : (
          <>
            <BulkEdit
              choices={filters}
              filter={filter}
              onFilter={setFilter}
              targets={shown.filter((row) => !row.draft.removed).map((row) => row.key)}
              tracksStock={product.track_stock}
              editRows={editRows}
            />
            <VariantList
              rows={shown}
              labelOf={(row: MatrixRow) => labelOf(row.value_ids, names)}
              refusal={saving.refusal}
              product={product}
              onEdit={editRow}
              readOnly={readOnly}
            />
          </>
        )}
      </FormSection>
      <ConfirmDialog
        open={saving.asking !== null}
        title={texts.removeTitle}
        text={texts.willRemove(saving.asking ?? [])}
        confirmLabel={texts.removeConfirm}
        cancelLabel={texts.cancel}
        onConfirm={saving.confirm}
        onCancel={saving.cancel}
        pending={saving.pending}
      />
    </Stack>
  );
}

/** «Цвет: синий» for each value the options combine. */
function useFilterChoices(product: Product, options: Variants['options']): FilterChoice[] {
  return useMemo(
    () =>
      options.flatMap((option) => {
        const characteristic = product.characteristics.find(
          ({ id }) => id === option.characteristic_id,
        );
        if (!characteristic) return [];
        return characteristic.values
          .filter(({ id }) => option.value_ids.includes(id))
          .map(({ id, value }) => ({ valueId: id, label: `${characteristic.title}: ${value}` }));
      }),
    [product.characteristics, options],
  );
}
