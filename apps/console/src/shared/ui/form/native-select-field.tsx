import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect, { type NativeSelectProps } from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

export type NativeSelectFieldProps = Omit<FormControlProps, 'children' | 'onChange'> &
  Pick<NativeSelectProps, 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'name'> & {
    /** Shown above the field; without it, name the field through `htmlInput`'s aria-label. */
    label?: ReactNode;
    /** Keeps the label above the field, as when the empty choice has a text of its own. */
    shrinkLabel?: boolean;
    /** Under the field: its error or a hint. */
    helperText?: ReactNode;
    /** Attributes of the select element itself: `aria-label`. */
    htmlInput?: NativeSelectProps['inputProps'];
    /** The `option`s and `optgroup`s. */
    children: ReactNode;
  };

/**
 * An outlined native select (the phone's own picker on a phone) built of NativeSelect rather than
 * TextField, whose Select brings Menu, Popover and Modal to a screen's first load (decision 0072).
 */
export function NativeSelectField({
  label,
  shrinkLabel,
  helperText,
  htmlInput,
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  children,
  ...formControlProps
}: NativeSelectFieldProps) {
  const id = useId();
  return (
    <FormControl {...formControlProps}>
      {label !== undefined && (
        <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrinkLabel}>
          {label}
        </InputLabel>
      )}
      <NativeSelect
        id={id}
        {...{ value, onChange, onBlur, inputRef, name }}
        inputProps={htmlInput}
        aria-describedby={helperText ? `${id}-helper-text` : undefined}
        input={<OutlinedInput label={label} notched={shrinkLabel} />}
      >
        {children}
      </NativeSelect>
      {helperText && <FormHelperText id={`${id}-helper-text`}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
