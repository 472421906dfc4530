import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

type EmailFieldProps<Values extends FieldValues> = Omit<
  FormTextFieldProps<Values>,
  'type' | 'label' | 'autoComplete'
>;

export function EmailField<Values extends FieldValues>(props: EmailFieldProps<Values>) {
  return <FormTextField {...props} type="email" label="Email" autoComplete="email" />;
}
