import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Widget } from '@vitrina/contracts/platform';
import { WIDGET_STYLE_LIMITS } from '@vitrina/contracts/widget-style';
import {
  CONFIRMATION_TEXT_HINT,
  CONFIRMATION_TEXT_LABEL,
  POLICY_URL_HINT,
  POLICY_URL_LABEL,
  SETTINGS_SAVED,
} from '@vitrina/contracts/widget-style-labels';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../shared/ui/form/form-text-field';
import { OnlinePaymentField } from './online-payment-field';
import { OrderFlowFields } from './order-flow-fields';
import {
  behaviourFieldsOf,
  behaviourSchema,
  type BehaviourFields,
  type WidgetBehaviour,
} from './style-parts';
import { useSaveStyle } from './use-save-style';

/**
 * The widget's behaviour, apart from its look: how a buyer orders and pays, and what the order
 * form says around the buyer's details (the shop's policy, the text once the order is sent).
 * A refusal of a field (online payment with no provider, an address that is not https) shows at
 * the field.
 */
export function SettingsTab({ widget }: { widget: Widget }) {
  const { control, handleSubmit, setError } = useForm<BehaviourFields, unknown, WidgetBehaviour>({
    defaultValues: behaviourFieldsOf(widget),
    resolver: zodResolver(behaviourSchema),
  });
  const { savePart, isSaving } = useSaveStyle<WidgetBehaviour>(widget, SETTINGS_SAVED);
  const submit = handleSubmit((behaviour) =>
    savePart(behaviour, (field, message) => setError(field, { message })),
  );

  return (
    <Stack
      component="form"
      aria-label="Настройки виджета"
      noValidate
      onSubmit={submit}
      sx={{ gap: 3, maxWidth: 720, alignItems: 'flex-start' }}
    >
      <SettingsSection id="settings-order" title="Заказ">
        <OrderFlowFields control={control} />
        <OnlinePaymentField control={control} />
      </SettingsSection>
      <SettingsSection id="settings-order-form" title="Форма заказа">
        <FormTextField
          control={control}
          name="policy_url"
          label={POLICY_URL_LABEL}
          type="url"
          placeholder="https://"
          info={POLICY_URL_HINT}
        />
        <FormTextField
          control={control}
          name="confirmation_text"
          label={CONFIRMATION_TEXT_LABEL}
          multiline
          minRows={3}
          htmlInput={{ maxLength: WIDGET_STYLE_LIMITS.confirmationTextMaxLength }}
          info={CONFIRMATION_TEXT_HINT}
        />
      </SettingsSection>
      <Button type="submit" variant="contained" loading={isSaving}>
        Сохранить
      </Button>
    </Stack>
  );
}

function SettingsSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack component="section" aria-labelledby={id} sx={{ gap: 2, width: '100%' }}>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
