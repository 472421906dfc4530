import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  characteristicUpdateSchema,
  type Characteristic,
} from '@vitrina/contracts/characteristics';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../shared/ui/confirm-delete-dialog';
import { DialogForm } from '../../../shared/ui/dialog/dialog-form';
import { CharacteristicFields } from './characteristic-fields';
import { characteristicTexts as texts } from './characteristic-texts';
import { useUpdateCharacteristicMutation } from './characteristics-api';
import { useDeleteCharacteristic } from './use-delete-characteristic';
import { useValueDrafts } from './use-value-drafts';

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
 * Once a save is tried, the contract's message says what keeps it from being sent.
 */
export function CharacteristicForm(props: CharacteristicFormProps) {
  const { characteristic, onSaved, onCancel, onDeleted } = props;
  const [title, setTitle] = useState(characteristic.title);
  const values = useValueDrafts(() =>
    characteristic.values.map(({ id, value }) => ({ id, value })),
  );
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [update, { isLoading }] = useUpdateCharacteristicMutation();
  const deletion = useDeleteCharacteristic();
  const parsed = characteristicUpdateSchema.safeParse({ title, values: values.drafts });
  const problem = tried && !parsed.success ? parsed.error.issues[0]?.message : undefined;

  const save = async () => {
    setTried(true);
    if (!parsed.success) return;
    const { data, error } = await update({ id: characteristic.id, ...parsed.data });
    if (data) onSaved(data);
    else console.error('The characteristic was not saved', error); // spec §8: only logged
  };
  const remove = async () => {
    const deleted = await deletion.remove(characteristic.id);
    setConfirming(false);
    if (deleted) onDeleted();
  };

  return (
    <>
      <DialogForm onSubmit={() => void save()} onCancel={onCancel} pending={isLoading}>
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
          onClick={() => setConfirming(true)}
          disabled={isLoading}
          sx={{ alignSelf: 'flex-start' }}
        >
          {texts.deleteEverywhere}
        </Button>
      </DialogForm>
      <ConfirmDeleteDialog
        open={confirming}
        pending={deletion.pending}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
