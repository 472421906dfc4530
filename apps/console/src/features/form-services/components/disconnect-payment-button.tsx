import Button from '@mui/material/Button';
import { useState } from 'react';
import { serverDetailOf } from '../../../shared/api/server-detail';
import { ConfirmDialog } from '../../../shared/ui/dialog/confirm-dialog';
import { showToast } from '../../../shared/ui/toasts/show-toast';
import { useDisconnectYookassaMutation } from '../api/payment-settings-api';
import { PAYMENT_SETTINGS_TEXTS as TEXTS } from '../form-services-texts';

/** «Отключить» behind a confirmation: the keys are forgotten, and the toast says so. */
export function DisconnectPaymentButton({ disabled }: { disabled?: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [disconnect, { isLoading }] = useDisconnectYookassaMutation();

  const confirm = async () => {
    const { data, error } = await disconnect();
    setConfirming(false);
    if (data) void showToast(data.message, { variant: 'success' });
    else void showToast(serverDetailOf(error) ?? TEXTS.disconnectFailed, { variant: 'error' });
  };

  return (
    <>
      <Button color="error" disabled={disabled} onClick={() => setConfirming(true)}>
        {TEXTS.disconnect}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={TEXTS.confirmTitle}
        text={TEXTS.confirmText}
        note={TEXTS.confirmNote}
        cancelLabel={TEXTS.cancel}
        confirmLabel={TEXTS.disconnect}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
        pending={isLoading}
      />
    </>
  );
}
