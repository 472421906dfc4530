import {
  characteristicCreateSchema,
  type Characteristic,
} from '@vitrina/contracts/characteristics';
import { useState } from 'react';
import { DialogForm } from '../../../shared/ui/dialog/dialog-form';
import { CharacteristicFields } from './characteristic-fields';
import { characteristicTexts as texts } from './characteristic-texts';
import { useCreateCharacteristicMutation } from './characteristics-api';
import { useValueDrafts } from './use-value-drafts';

interface CreateCharacteristicFormProps {
  /** Back to mode add. */
  onCancel: () => void;
  onCreated: (characteristic: Characteristic) => void;
}

/**
 * Mode create: a title and values, the first value input ready. 'Создать' with a blank title or
 * no value left once blanks are dropped does nothing, with no message (spec §5).
 */
export function CreateCharacteristicForm({ onCancel, onCreated }: CreateCharacteristicFormProps) {
  const [title, setTitle] = useState('');
  const values = useValueDrafts((newId) => [{ id: newId(), value: '' }]);
  const [createCharacteristic, { isLoading }] = useCreateCharacteristicMutation();

  const create = async () => {
    const parsed = characteristicCreateSchema.safeParse({
      title,
      values: values.drafts.map(({ value }) => value),
    });
    if (!parsed.success) return;
    const { data, error } = await createCharacteristic(parsed.data);
    if (data) onCreated(data);
    else console.error('The characteristic was not created', error); // spec §8: only logged
  };

  return (
    <DialogForm
      onSubmit={() => void create()}
      onCancel={onCancel}
      pending={isLoading}
      submitLabel={texts.create}
    >
      <CharacteristicFields
        title={title}
        onTitleChange={setTitle}
        values={values}
        disabled={isLoading}
        autoFocus
      />
    </DialogForm>
  );
}
