import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

/** What a text field passes to its input; the rest goes to the field's box. */
export type InputOptions = Pick<
  OutlinedInputProps,
  | 'type'
  | 'name'
  | 'value'
  | 'onChange'
  | 'onBlur'
  | 'inputRef'
  | 'autoComplete'
  | 'autoFocus'
  | 'placeholder'
  | 'multiline'
  | 'minRows'
  | 'maxRows'
  | 'readOnly'
>;

export type OutlinedTextFieldProps = InputOptions &
  Omit<FormControlProps, 'children' | keyof InputOptions> & {
    label: ReactNode;
    /** Under the field: its error or a hint. */
    helperText?: ReactNode;
    /** At the end of the field, inside it: a button that clears or shows. */
    endAction?: ReactNode;
    /** Keeps the label above the field, as a date field's placeholder needs. */
    shrinkLabel?: boolean;
    /** Attributes of the input element itself: `min`, `step`, `inputMode`. */
    htmlInput?: OutlinedInputProps['inputProps'];
  };

/**
 * An outlined text field built from the parts MUI's TextField is made of, without TextField
 * itself: it always brings Select, Menu and Popover along, which a screen whose fields are text
 * would load for nothing (decisions 0038, 0072).
 */
export function OutlinedTextField({
  label,
  helperText,
  endAction,
  shrinkLabel,
  htmlInput,
  fullWidth = true,
  type,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  autoComplete,
  autoFocus,
  placeholder,
  multiline,
  minRows,
  maxRows,
  readOnly,
  ...formControlProps
}: OutlinedTextFieldProps) {
  const id = useId();
  const input = { type, name, value, onChange, onBlur, inputRef, autoComplete, autoFocus };
  return (
    <FormControl {...formControlProps} fullWidth={fullWidth}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched={shrinkLabel}
        {...input}
        {...{ placeholder, multiline, minRows, maxRows, readOnly }}
        inputProps={htmlInput}
        aria-describedby={helperText ? `${id}-helper-text` : undefined}
        endAdornment={endAction && <InputAdornment position="end">{endAction}</InputAdornment>}
      />
      {helperText && <FormHelperText id={`${id}-helper-text`}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
