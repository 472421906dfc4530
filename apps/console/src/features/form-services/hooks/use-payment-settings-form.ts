import { zodResolver } from '@hookform/resolvers/zod';
import {
  yookassaSettingsUpdateSchema,
  type YookassaSettings,
  type YookassaSettingsUpdate,
} from '@vitrina/contracts/payments';
import { useState } from 'react';
import { z } from 'zod';
import { showToast } from '../../../shared/ui/toasts/show-toast';
import { useUnsavedChanges } from '../../../shared/ui/unsaved-changes/unsaved-changes';
import { useSaveYookassaSettingsMutation } from '../api/payment-settings-api';
import { refusedFields } from '../api/refused-fields';
import { PAYMENT_SETTINGS_TEXTS as TEXTS } from '../form-services-texts';
import { useContactForm } from './use-contact-form';

const secretKey = yookassaSettingsUpdateSchema.shape.secret_key.unwrap();

/** Connecting needs the key; a change may leave it empty, and the stored key stays. */
const formSchema = (keyStored: boolean) =>
  yookassaSettingsUpdateSchema.extend({
    secret_key: keyStored ? z.literal('').or(secretKey) : secretKey,
  });

export type PaymentSettingsFormValues = z.input<ReturnType<typeof formSchema>>;

const FORM_FIELDS = yookassaSettingsUpdateSchema.keyof().options;

// Without VAT and without a tax system named: the case of a small seller, which may change them.
const EMPTY_FORM: PaymentSettingsFormValues = {
  shop_id: '',
  secret_key: '',
  test: false,
  vat_code: 1,
  tax_system_code: null,
  receipts: false,
};

const statusOf = (error: unknown) => (error as { status?: unknown } | undefined)?.status;

/**
 * The form of the shop's ЮKassa connection: empty to connect, or the connection's settings with
 * the key empty to change them. A 422 is shown at the fields it concerns (the keys' refusal at
 * the key); any other failure is left to the form's alert as `failure`.
 */
export function usePaymentSettingsForm(stored: YookassaSettings | null, onSaved?: () => void) {
  const form = useContactForm<PaymentSettingsFormValues>({
    resolver: zodResolver(formSchema(stored !== null)),
    defaultValues: stored ? { ...stored, secret_key: '' } : EMPTY_FORM,
  });
  const [save, { isLoading: saving }] = useSaveYookassaSettingsMutation();
  const [failure, setFailure] = useState<unknown>();

  const submit = form.handleSubmit(async ({ secret_key, ...settings }) => {
    setFailure(undefined);
    const update: YookassaSettingsUpdate = secret_key ? { ...settings, secret_key } : settings;
    const { data, error } = await save(update);
    if (data) {
      void showToast(stored ? TEXTS.saved : TEXTS.connected, { variant: 'success' });
      onSaved?.();
      return;
    }
    const refusals = statusOf(error) === 422 ? refusedFields(error, FORM_FIELDS, 'secret_key') : [];
    for (const { field, message } of refusals) form.setError(field, { message });
    if (refusals.length === 0) setFailure(error);
  });
  // The settings page's «Сохранить изменения» submits it too while something in it changed.
  useUnsavedChanges(form.formState.isDirty, () => submit());

  return { form, submit, saving, failure };
}
