import { arrayMove } from '@dnd-kit/sortable';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Characteristic } from '@vitrina/contracts/characteristics';
import type { Product } from '@vitrina/contracts/products';
import { useId, useState } from 'react';
import { ConfirmDeleteDialog, deleteSubject } from '../../../shared/ui/confirm-delete-dialog';
import { ConfirmDialog } from '../../../shared/ui/dialog/confirm-dialog';
import { variantTexts } from '../variants/variant-texts';
import { useGetVariantsQuery } from '../variants/variants-api';
import { AddCharacteristicDialog } from './add-characteristic-dialog';
import { AllMainValuesDialog } from './all-main-values-dialog';
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
 * Spec §2.8: the heading with how many characteristics the product has (the spec's fixed '(5)'
 * corrected, decision 77), 'Добавить', 'Редактировать' (the main values of them all in one
 * dialog), 'Очистить' (all of them off the product, once confirmed), the rows and their dialogs.
 */
export function CharacteristicsTab({
  product,
  characteristics,
  onArrange,
}: CharacteristicsTabProps) {
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  const [editingAll, setEditingAll] = useState(false);
  const [removing, setRemoving] = useState<Characteristic | null>(null);
  // The one asked about last: closing drops it while the popup fades out.
  const [named, setNamed] = useState(removing);
  if (removing !== null && removing !== named) setNamed(removing);
  const clearing = useClearing(product);
  const editing = useEditedCharacteristic(product);
  const links = useCharacteristicLinks(product);
  const going = useVariantsGoingWith(product, removing && [removing.id]);
  const ids = characteristics.map(({ id }) => id);
  const none = characteristics.length === 0;

  async function confirmRemove() {
    if (removing) await links.remove(removing.id);
    setRemoving(null);
  }

  async function confirmClear() {
    await links.clear();
    clearing.close();
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
            {texts.count(characteristics.length)}
          </Typography>
        </Typography>
        <Button variant="contained" onClick={() => setAdding(true)}>
          {texts.add}
        </Button>
        {/* With none, the list's «Характеристики не добавлены» says why these wait. */}
        <Button
          variant="outlined"
          disabled={none}
          aria-haspopup="dialog"
          onClick={() => setEditingAll(true)}
        >
          {texts.edit}
        </Button>
        <Button disabled={none} aria-haspopup="dialog" onClick={clearing.open}>
          {texts.clear}
        </Button>
      </Stack>
      {none ? (
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
      <AllMainValuesDialog
        open={editingAll}
        onClose={() => setEditingAll(false)}
        productId={product.id}
        characteristics={characteristics}
      />
      <ConfirmDialog
        open={clearing.isOpen}
        title={texts.clearTitle}
        text={texts.clearQuestion(clearing.count, product.title)}
        note={[
          texts.clearKeeps,
          clearing.going.count > 0 && variantTexts.variantsGo(clearing.going.count),
        ]
          .filter(Boolean)
          .join(' ')}
        confirmLabel={texts.clear}
        cancelLabel={texts.cancel}
        pending={links.pending || clearing.going.counting}
        onConfirm={() => void confirmClear()}
        onCancel={clearing.close}
      />
      <ConfirmDeleteDialog
        open={removing !== null}
        subject={named ? deleteSubject(texts.kind, named.title) : ''}
        note={going.count > 0 ? variantTexts.variantsGo(going.count) : undefined}
        pending={links.pending || going.counting}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Paper>
  );
}

/**
 * The variants a product loses with some of its characteristics: all of them, when they vary by
 * one of those. Read only while that is asked, and only of a product that has variants.
 */
function useVariantsGoingWith(product: Product, characteristicIds: readonly number[] | null) {
  const skip = characteristicIds === null || product.variants_quantity === 0;
  const { data, isFetching } = useGetVariantsQuery(product.id, { skip });
  const varies = data?.options.some((option) =>
    characteristicIds?.includes(option.characteristic_id),
  );
  return { count: !skip && varies ? data!.variants.length : 0, counting: !skip && isFetching };
}

/**
 * «Очистить»'s question: how many characteristics go, counted as it opens and kept while it
 * closes, and the variants that go with them.
 */
function useClearing(product: Product) {
  const [asked, setAsked] = useState({ isOpen: false, count: 0 });
  const saved = product.characteristics.map(({ id }) => id);
  const going = useVariantsGoingWith(product, asked.isOpen ? saved : null);
  return {
    ...asked,
    going,
    open: () => setAsked({ isOpen: true, count: saved.length }),
    close: () => setAsked((current) => ({ ...current, isOpen: false })),
  };
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
