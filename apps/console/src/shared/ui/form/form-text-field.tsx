import ClearIcon from '@mui/icons-material/CloseRounded';
import IconButton from '@mui/material/IconButton';
import { useRef, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { OutlinedTextField, type OutlinedTextFieldProps } from './outlined-text-field';

/** `Output` is what the form's resolver turns the values into, when it transforms them. */
export type FormTextFieldProps<Values extends FieldValues, Output = Values> = Omit<
  OutlinedTextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'helperText'
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
  ...field
}: FormTextFieldProps<Values, Output>) {
  const { field: bound, fieldState } = useController({ control, name });
  const input = useRef<HTMLInputElement | null>(null);
  const clearButton = bound.value && !disabled && (
    <IconButton
      aria-label="Очистить"
      data-clears-field
      edge="end"
      size="small"
      onClick={() => {
        bound.onChange('');
        input.current?.focus();
      }}
    >
      <ClearIcon fontSize="small" />
    </IconButton>
  );

  return (
    <OutlinedTextField
      {...field}
      disabled={disabled}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? info}
      endAction={endAction ?? clearButton}
      name={bound.name}
      value={bound.value ?? ''}
      onChange={bound.onChange}
      onBlur={bound.onBlur}
      inputRef={(element: HTMLInputElement | null) => {
        bound.ref(element);
        input.current = element;
      }}
    />
  );
}
