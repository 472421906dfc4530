import Button from '@mui/material/Button';
import type { WebhookEndpoint } from '@vitrina/contracts/webhooks';
import { useState } from 'react';
import { serverDetailOf } from '../../../shared/api/server-detail';
import { ConfirmDeleteDialog } from '../../../shared/ui/confirm-delete-dialog';
import { showToast } from '../../../shared/ui/toasts/show-toast';
import { useDeleteWebhookEndpointMutation } from '../api/webhooks-api';
import { WEBHOOKS_TEXTS as TEXTS } from '../webhooks-texts';

interface DeleteWebhookButtonProps {
  endpoint: Pick<WebhookEndpoint, 'id' | 'url'>;
  /** Set by `Allowed` for a role that may not change the services. */
  disabled?: boolean;
}

/** «Удалить» behind the confirmation that names the address; the toast says it is done. */
export function DeleteWebhookButton({ endpoint, disabled }: DeleteWebhookButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [remove, { isLoading }] = useDeleteWebhookEndpointMutation();

  const confirm = async () => {
    const { data, error } = await remove(endpoint.id);
    setConfirming(false);
    if (data) void showToast(data.message, { variant: 'success' });
    else void showToast(serverDetailOf(error) ?? TEXTS.deleteFailed, { variant: 'error' });
  };

  return (
    <>
      <Button color="error" disabled={disabled} onClick={() => setConfirming(true)}>
        {TEXTS.delete}
      </Button>
      <ConfirmDeleteDialog
        open={confirming}
        subject={TEXTS.deleteSubject(endpoint.url)}
        note={TEXTS.deleteNote}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
        pending={isLoading}
      />
    </>
  );
}
