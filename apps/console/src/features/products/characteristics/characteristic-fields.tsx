import TextField from '@mui/material/TextField';
import { CHARACTERISTIC_LIMITS } from '@vitrina/contracts/limits';
import { characteristicTexts as texts } from './characteristic-texts';
import type { ValueDrafts } from './use-value-drafts';
import { ValueListEditor } from './value-list-editor';

interface CharacteristicFieldsProps {
  title: string;
  onTitleChange: (title: string) => void;
  values: ValueDrafts;
  disabled: boolean;
  /** The title takes the focus as the fields appear. */
  autoFocus?: boolean;
}

/** 'Название характеристики' and the values, as create and edit both show them. */
export function CharacteristicFields(props: CharacteristicFieldsProps) {
  const { title, onTitleChange, values, disabled, autoFocus } = props;
  return (
    <>
      <TextField
        label={texts.title}
        value={title}
        onChange={(event) => onTitleChange(event.target.value)}
        disabled={disabled}
        autoFocus={autoFocus}
        slotProps={{ htmlInput: { maxLength: CHARACTERISTIC_LIMITS.titleMaxLength } }}
      />
      <ValueListEditor values={values} disabled={disabled} />
    </>
  );
}
