import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAYMENT_PROVIDER_TEXTS, type YookassaSettings } from '@vitrina/contracts/payments';
import { useId, useState } from 'react';
import { Allowed } from '../../../shared/shop/allowed';
import { WritableWith } from '../../../shared/shop/writable-with';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { PageHeading } from '../../../shared/ui/page-heading';
import { useYookassaSettingsQuery } from '../../../shared/api/payment-connection';
import { PAYMENT_SETTINGS_TEXTS as TEXTS } from '../form-services-texts';
import { DisconnectPaymentButton } from './disconnect-payment-button';
import { PaymentSettingsForm } from './payment-settings-form';
import { PaymentSettingsSummary } from './payment-settings-summary';

/**
 * «Оплата»: the shop's ЮKassa connection (issue 33). Every member sees it; a role with
 * `shop.write` connects, changes and disconnects it.
 */
export function PaymentSettingsSection() {
  const { data: settings, isError, error } = useYookassaSettingsQuery();
  return (
    <>
      <PageHeading>{TEXTS.heading}</PageHeading>
      {isError && <FailureAlert message={TEXTS.loadFailed} error={error} />}
      {settings === null && (
        <Stack sx={{ gap: 3 }}>
          <Typography sx={{ color: 'text.secondary' }}>{TEXTS.explanation}</Typography>
          <WritableWith permission="shop.write">
            <PaymentSettingsForm stored={null} />
          </WritableWith>
        </Stack>
      )}
      {settings && <ConnectedPayment settings={settings} />}
    </>
  );
}

/** The connection, and the same form to change it with the key left empty. */
function ConnectedPayment({ settings }: { settings: YookassaSettings }) {
  const [changing, setChanging] = useState(false);
  const headingId = useId();
  const stopChanging = () => setChanging(false);
  if (changing) {
    return (
      <WritableWith permission="shop.write">
        <PaymentSettingsForm stored={settings} onSaved={stopChanging} onCancel={stopChanging} />
      </WritableWith>
    );
  }
  return (
    <Stack component="section" aria-labelledby={headingId} sx={{ gap: 3 }}>
      <Typography variant="h6" component="h2" id={headingId}>
        {PAYMENT_PROVIDER_TEXTS.yookassa.title}
      </Typography>
      <PaymentSettingsSummary settings={settings} />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Allowed permission="shop.write">
          <Button variant="outlined" onClick={() => setChanging(true)}>
            {TEXTS.change}
          </Button>
        </Allowed>
        <Allowed permission="shop.write">
          <DisconnectPaymentButton />
        </Allowed>
      </Stack>
    </Stack>
  );
}
