import { arrayMove } from '@dnd-kit/sortable';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Characteristic } from '@vitrina/contracts/characteristics';
import { CHARACTERISTICS_HEADING_COUNT } from '@vitrina/contracts/limits';
import type { Product } from '@vitrina/contracts/products';
import { useId, useState } from 'react';
import { ConfirmDeleteDialog } from '../../../shared/ui/confirm-delete-dialog';
import { variantTexts } from '../variants/variant-texts';
import { useGetVariantsQuery } from '../variants/variants-api';
import { AddCharacteristicDialog } from './add-characteristic-dialog';
import { CharacteristicList } from './characteristic-list';
import { characteristicTexts as texts } from './characteristic-texts';
import { EditCharacteristicDialog } from './edit-characteristic-dialog';
import { useCharacteristicLinks } from './use-characteristic-links';

interface CharacteristicsTabProps {
  /** As the server last answered it; every change here is saved at once and refetches it. */
  product: Product;
  /** The product's characteristics in the form's order, which a drag changes, unsaved. */
  characteristics: readonly Characteristic[];
  onArrange: (ids: number[]) => void;
}

/**
 * Spec §2.8: the heading with its fixed '(5)', 'Добавить' ('Редактировать' and 'Очистить' do
 * nothing, as the spec has them), the rows and their dialogs.
 */
export function CharacteristicsTab({
  product,
  characteristics,
  onArrange,
}: CharacteristicsTabProps) {
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Characteristic | null>(null);
  const editing = useEditedCharacteristic(product);
  const links = useCharacteristicLinks(product);
  const going = useVariantsGoingWith(product, removing);
  const ids = characteristics.map(({ id }) => id);

  async function confirmRemove() {
    if (removing) await links.remove(removing.id);
    setRemoving(null);
  }

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ mr: 'auto' }}>
          {texts.heading}{' '}
          <Typography component="span" variant="h6" sx={{ color: 'text.secondary' }}>
            ({CHARACTERISTICS_HEADING_COUNT})
          </Typography>
        </Typography>
        <Button variant="contained" onClick={() => setAdding(true)}>
          {texts.add}
        </Button>
        <Button variant="outlined">{texts.edit}</Button>
        <Button>{texts.clear}</Button>
      </Stack>
      {characteristics.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{texts.none}</Typography>
      ) : (
        <CharacteristicList
          characteristics={characteristics}
          onMove={(from, to) => onArrange(arrayMove(ids, from, to))}
          onOpen={editing.open}
          onRemove={setRemoving}
        />
      )}
      <AddCharacteristicDialog open={adding} onClose={() => setAdding(false)} product={product} />
      {editing.characteristic && (
        <EditCharacteristicDialog
          open={editing.isOpen}
          onClose={editing.close}
          productId={product.id}
          characteristic={editing.characteristic}
        />
      )}
      <ConfirmDeleteDialog
        open={removing !== null}
        note={going.count > 0 ? variantTexts.variantsGo(going.count) : undefined}
        pending={links.pending || going.counting}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Paper>
  );
}

/**
 * The variants a product loses with one of its characteristics: all of them, when they vary by
 * it. Read only while that is asked, and only of a product that has variants.
 */
function useVariantsGoingWith(product: Product, characteristic: Characteristic | null) {
  const skip = characteristic === null || product.variants_quantity === 0;
  const { data, isFetching } = useGetVariantsQuery(product.id, { skip });
  const varies = data?.options.some((option) => option.characteristic_id === characteristic?.id);
  return { count: !skip && varies ? data!.variants.length : 0, counting: !skip && isFetching };
}

/**
 * The characteristic of the edit dialog, as the product now has it; once deleted, as it was
 * last seen, so the closing dialog keeps its title.
 */
function useEditedCharacteristic(product: Product) {
  const [chosen, setChosen] = useState<Characteristic | null>(null);
  const [isOpen, setOpen] = useState(false);
  const characteristic = product.characteristics.find(({ id }) => id === chosen?.id) ?? chosen;

  return {
    characteristic,
    isOpen,
    open: (picked: Characteristic) => {
      setChosen(picked);
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}
