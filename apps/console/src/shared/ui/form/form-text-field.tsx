import ClearIcon from '@mui/icons-material/CloseRounded';
import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, useRef, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** What a form's text field passes to its input; the rest goes to the field's box. */
type InputOptions = Pick<
  OutlinedInputProps,
  'type' | 'autoComplete' | 'autoFocus' | 'placeholder' | 'multiline' | 'minRows' | 'maxRows'
>;

/** `Output` is what the form's resolver turns the values into, when it transforms them. */
export type FormTextFieldProps<Values extends FieldValues, Output = Values> = InputOptions &
  Omit<FormControlProps, 'error' | 'fullWidth' | 'children' | keyof InputOptions> & {
    control: Control<Values, unknown, Output>;
    name: FieldPath<Values>;
    label: ReactNode;
    /** A hint under the field, shown while it has no error. */
    info?: ReactNode;
    /** Takes the place of the clear button at the end of the field. */
    endAction?: ReactNode;
  };

/**
 * A text field of a react-hook-form form: its error under it and a clear button while filled.
 * Built from the parts MUI's TextField is made of, without TextField itself: it always brings
 * Select, Menu and Popover along, which the sign-in screen would load for nothing.
 */
export function FormTextField<Values extends FieldValues, Output = Values>({
  control,
  name,
  label,
  info,
  endAction,
  disabled,
  type,
  autoComplete,
  autoFocus,
  placeholder,
  multiline,
  minRows,
  maxRows,
  ...formControlProps
}: FormTextFieldProps<Values, Output>) {
  const { field, fieldState } = useController({ control, name });
  const input = useRef<HTMLInputElement | null>(null);
  const id = useId();
  const helperText = fieldState.error?.message ?? info;
  const clearButton = field.value && !disabled && (
    <IconButton
      aria-label="Очистить"
      data-clears-field
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
    <FormControl {...formControlProps} disabled={disabled} error={fieldState.invalid} fullWidth>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={(element: HTMLInputElement | null) => {
          field.ref(element);
          input.current = element;
        }}
        {...{ type, autoComplete, autoFocus, placeholder, multiline, minRows, maxRows }}
        aria-describedby={helperText ? `${id}-helper-text` : undefined}
        endAdornment={end && <InputAdornment position="end">{end}</InputAdornment>}
      />
      {helperText && <FormHelperText id={`${id}-helper-text`}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
