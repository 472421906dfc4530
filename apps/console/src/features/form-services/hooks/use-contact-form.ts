import { useEffect } from 'react';
import {
  useForm,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { refusedFields } from '../api/refused-fields';

/**
 * A form of the services page. Spec §5: a field's error goes as soon as the field is edited,
 * and the next submit checks it again (react-hook-form would otherwise check on every change,
 * keeping the message while the value is still short).
 */
export function useContactForm<Values extends FieldValues, Output = Values>(
  options: UseFormProps<Values, unknown, Output>,
): UseFormReturn<Values, unknown, Output> {
  const form = useForm<Values, unknown, Output>({ ...options, reValidateMode: 'onSubmit' });
  const { subscribe, clearErrors } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          if (name !== undefined && type === 'change') clearErrors(name as Path<Values>);
        },
      }),
    [subscribe, clearErrors],
  );
  return form;
}

interface ContactSubmitOptions<Values extends FieldValues, Output, Saved> {
  save: (fields: Output) => Promise<{ data?: Saved; error?: unknown }>;
  onSaved: (saved: Saved) => void;
  /** The field a refusal concerns when it names none: the key or the address. */
  blamed: Path<Values>;
  /** What the console's log says of a failure. */
  failureLog: string;
}

/**
 * The submit handler of a contact form. Spec §8 has the contact calls' failures only logged;
 * a refusal the server explains (an unknown or used key, an address already connected) is also
 * shown under the field it concerns, since the merchant can act on it there.
 */
export function contactSubmit<Values extends FieldValues, Output, Saved>(
  form: UseFormReturn<Values, unknown, Output>,
  { save, onSaved, blamed, failureLog }: ContactSubmitOptions<Values, Output, Saved>,
) {
  return form.handleSubmit(async (fields) => {
    const { data, error } = await save(fields);
    if (data !== undefined) {
      onSaved(data);
      return;
    }
    console.error(failureLog, error);
    const names = Object.keys(form.getValues()) as Path<Values>[];
    for (const { field, message } of refusedFields(error, names, blamed)) {
      form.setError(field, { message });
    }
  });
}
