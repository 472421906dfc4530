import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

type PasswordFieldProps<Values extends FieldValues> = Omit<
  FormTextFieldProps<Values>,
  'type' | 'endAction'
>;

/** A password field whose text can be shown and hidden again. */
export function PasswordField<Values extends FieldValues>(props: PasswordFieldProps<Values>) {
  const [shown, setShown] = useState(false);

  return (
    <FormTextField
      {...props}
      type={shown ? 'text' : 'password'}
      endAction={
        <IconButton
          aria-label={shown ? 'Скрыть пароль' : 'Показать пароль'}
          edge="end"
          onClick={() => setShown(!shown)}
        >
          {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
        </IconButton>
      }
    />
  );
}
