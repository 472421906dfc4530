import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  characteristicUpdateSchema,
  type Characteristic,
  type CharacteristicUpdate,
} from '@vitrina/contracts/characteristics';
import { useState } from 'react';
import { ConfirmDeleteDialog, deleteSubject } from '../../../shared/ui/confirm-delete-dialog';
import { ConfirmDialog } from '../../../shared/ui/dialog/confirm-dialog';
import { DialogForm } from '../../../shared/ui/dialog/dialog-form';
import { useVariantUses } from '../variants/use-variant-uses';
import { variantTexts } from '../variants/variant-texts';
import { CharacteristicFields } from './characteristic-fields';
import { characteristicTexts as texts } from './characteristic-texts';
import { useUpdateCharacteristicMutation } from './characteristics-api';
import { useDeleteCharacteristic } from './use-delete-characteristic';
import { useValueDrafts } from './use-value-drafts';

/** A question not asked, or asked with the variants the delete takes along. */
interface Question {
  open: boolean;
  going: number;
}
const CLOSED: Question = { open: false, going: 0 };
const closed = (asked: Question): Question => ({ ...asked, open: false });

interface CharacteristicFormProps {
  characteristic: Characteristic;
  /** The server's answer: the characteristic as stored now. */
  onSaved: (characteristic: Characteristic) => void;
  /** Back to mode editMains. */
  onCancel: () => void;
  /** It was deleted everywhere. */
  onDeleted: () => void;
}

/**
 * Mode editCharacteristic: the title and the values of the characteristic itself, for every
 * product that has it. A new value gets a `temp-` id; a value taken out is deleted on save.
 * Once a save is tried, the contract's message says what keeps it from being sent. Deleting
 * values or the characteristic that variants use asks first, saying how many variants go.
 */
export function CharacteristicForm(props: CharacteristicFormProps) {
  const { characteristic, onSaved, onCancel, onDeleted } = props;
  const [title, setTitle] = useState(characteristic.title);
  const values = useValueDrafts(() =>
    characteristic.values.map(({ id, value }) => ({ id, value })),
  );
  const [tried, setTried] = useState(false);
  // Each question keeps its count of variants while it closes.
  const [removing, setRemoving] = useState(CLOSED);
  const [savingValues, setSavingValues] = useState(CLOSED);
  const [update, { isLoading }] = useUpdateCharacteristicMutation();
  const deletion = useDeleteCharacteristic();
  const uses = useVariantUses();
  const parsed = characteristicUpdateSchema.safeParse({ title, values: values.drafts });
  const problem = tried && !parsed.success ? parsed.error.issues[0]?.message : undefined;

  const send = async (body: CharacteristicUpdate) => {
    setSavingValues(closed);
    const { data, error } = await update({ id: characteristic.id, ...body });
    if (data) onSaved(data);
    else console.error('The characteristic was not saved', error); // spec §8: only logged
  };
  const save = async () => {
    setTried(true);
    if (!parsed.success) return;
    const kept = new Set(values.drafts.map(({ id }) => id));
    const deleted = characteristic.values.map(({ id }) => id).filter((id) => !kept.has(id));
    const going = deleted.length > 0 ? await uses.count(characteristic.id, deleted) : 0;
    if (going > 0) setSavingValues({ open: true, going });
    else await send(parsed.data);
  };
  const askRemove = async () =>
    setRemoving({ open: true, going: await uses.count(characteristic.id) });
  const remove = async () => {
    const deleted = await deletion.remove(characteristic.id);
    setRemoving(closed);
    if (deleted) onDeleted();
  };

  return (
    <>
      <DialogForm
        onSubmit={() => void save()}
        onCancel={onCancel}
        pending={isLoading || uses.counting}
      >
        <CharacteristicFields
          title={title}
          onTitleChange={setTitle}
          values={values}
          disabled={isLoading}
        />
        {problem && (
          <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
            {problem}
          </Typography>
        )}
        <Button
          color="error"
          startIcon={<DeleteIcon />}
          onClick={() => void askRemove()}
          disabled={isLoading || uses.counting}
          sx={{ alignSelf: 'flex-start' }}
        >
          {texts.deleteEverywhere}
        </Button>
      </DialogForm>
      <ConfirmDialog
        open={savingValues.open}
        title={texts.deleteValuesTitle}
        text={variantTexts.variantsGo(savingValues.going)}
        confirmLabel={texts.deleteValuesConfirm}
        cancelLabel={texts.cancel}
        onConfirm={() => parsed.success && void send(parsed.data)}
        onCancel={() => setSavingValues(closed)}
        pending={isLoading}
      />
      <ConfirmDeleteDialog
        open={removing.open}
        subject={deleteSubject(texts.kind, characteristic.title)}
        note={removing.going > 0 ? variantTexts.variantsGo(removing.going) : undefined}
        pending={deletion.pending}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(closed)}
      />
    </>
  );
}
