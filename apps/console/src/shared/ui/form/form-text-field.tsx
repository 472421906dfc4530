import ClearIcon from '@mui/icons-material/CloseRounded';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useRef, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** `Output` is what the form's resolver turns the values into, when it transforms them. */
export type FormTextFieldProps<Values extends FieldValues, Output = Values> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'slotProps'
> & {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  /** A hint under the field, shown while it has no error. */
  info?: ReactNode;
  /** Takes the place of the clear button at the end of the field. */
  endAction?: ReactNode;
};

/** A text field of a react-hook-form form: its error under it and a clear button while filled. */
export function FormTextField<Values extends FieldValues, Output = Values>({
  control,
  name,
  info,
  endAction,
  disabled,
  ...textFieldProps
}: FormTextFieldProps<Values, Output>) {
  const { field, fieldState } = useController({ control, name });
  const input = useRef<HTMLInputElement | null>(null);
  const clearButton = field.value && !disabled && (
    <IconButton
      aria-label="Очистить"
      edge="end"
      size="small"
      onClick={() => {
        field.onChange('');
        input.current?.focus();
      }}
    >
      <ClearIcon fontSize="small" />
    </IconButton>
  );
  const end = endAction ?? clearButton;

  return (
    <TextField
      {...textFieldProps}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={(element: HTMLInputElement | null) => {
        field.ref(element);
        input.current = element;
      }}
      disabled={disabled}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? info}
      fullWidth
      slotProps={{
        input: { endAdornment: end && <InputAdornment position="end">{end}</InputAdornment> },
      }}
    />
  );
}
