import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  TAX_SYSTEM_CODES,
  TAX_SYSTEM_LABELS,
  VAT_CODE_LABELS,
  VAT_CODES,
  type YookassaSettings,
} from '@vitrina/contracts/payments';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { FormTextField } from '../../../shared/ui/form/form-text-field';
import { PasswordField } from '../../../shared/ui/form/password-field';
import { providerFailureOf } from '../../../shared/api/payment-connection';
import { PAYMENT_SETTINGS_TEXTS as TEXTS } from '../form-services-texts';
import { usePaymentSettingsForm } from '../hooks/use-payment-settings-form';
import { CodeSelect, PaymentSwitch } from './payment-form-fields';

const VAT_OPTIONS = VAT_CODES.map((code) => [code, VAT_CODE_LABELS[code]] as const);
const TAX_SYSTEM_OPTIONS = TAX_SYSTEM_CODES.map((code) => [code, TAX_SYSTEM_LABELS[code]] as const);

interface PaymentSettingsFormProps {
  /** The connection being changed; null to connect. */
  stored: YookassaSettings | null;
  /** After a save; a new connection needs none, the section shows it once it is read. */
  onSaved?: () => void;
  /** Back to the connection as it is, when changing it. */
  onCancel?: () => void;
}

/** The keys and the receipts' settings of ЮKassa; the key is never shown back. */
export function PaymentSettingsForm({ stored, onSaved, onCancel }: PaymentSettingsFormProps) {
  const { form, submit, saving, failure } = usePaymentSettingsForm(stored, onSaved);
  const { control } = form;
  return (
    <Stack
      component="form"
      noValidate
      aria-label={TEXTS.connectionLabel}
      onSubmit={(event) => void submit(event)}
      sx={{ gap: 3, maxWidth: 560 }}
    >
      <FormTextField
        control={control}
        name="shop_id"
        label={TEXTS.shopIdLabel}
        autoComplete="off"
        required
      />
      <PasswordField
        control={control}
        name="secret_key"
        label={TEXTS.secretKeyLabel}
        autoComplete="new-password"
        info={stored ? TEXTS.secretKeyKeptHint : TEXTS.secretKeyHint}
        required={!stored}
      />
      <PaymentSwitch control={control} name="test" label={TEXTS.testLabel} hint={TEXTS.testHint} />
      <CodeSelect
        control={control}
        name="vat_code"
        label={TEXTS.vatCodeLabel}
        options={VAT_OPTIONS}
      />
      <CodeSelect
        control={control}
        name="tax_system_code"
        label={TEXTS.taxSystemLabel}
        options={TAX_SYSTEM_OPTIONS}
        noneLabel={TEXTS.noTaxSystem}
      />
      <PaymentSwitch control={control} name="receipts" label={TEXTS.receiptsLabel} />
      {failure !== undefined && (
        <FailureAlert message={providerFailureOf(failure) ?? TEXTS.saveFailed} error={failure} />
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={saving}>
          {stored ? TEXTS.save : TEXTS.connect}
        </Button>
        {onCancel && <Button onClick={onCancel}>{TEXTS.cancel}</Button>}
      </Stack>
    </Stack>
  );
}
