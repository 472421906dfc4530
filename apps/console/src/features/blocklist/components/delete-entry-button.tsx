import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import IconButton from '@mui/material/IconButton';
import type { BlockedEntry } from '@vitrina/contracts/blocklist';
import { blockedValueText, blocklistTexts as texts } from '@vitrina/contracts/blocklist-texts';
import { useState } from 'react';
import { serverDetailOf } from '../../../shared/api/server-detail';
import { ConfirmDialog } from '../../../shared/ui/dialog/confirm-dialog';
import { showToast } from '../../../shared/ui/toasts/show-toast';
import { useDeleteBlockedEntryMutation } from '../api/blocklist-api';

/** Takes an entry off the list once the merchant confirms, the confirmation naming it. */
export function DeleteEntryButton({ entry }: { entry: BlockedEntry }) {
  const [asking, setAsking] = useState(false);
  const [remove, { isLoading }] = useDeleteBlockedEntryMutation();
  const value = blockedValueText(entry.kind, entry.value);

  const confirm = async () => {
    const { data, error } = await remove(entry.id);
    setAsking(false);
    void showToast(data?.message ?? serverDetailOf(error) ?? texts.deleteFailed, {
      variant: data ? 'success' : 'error',
    });
  };

  return (
    <>
      <IconButton aria-label={`${texts.delete} «${value}»`} onClick={() => setAsking(true)}>
        <DeleteIcon />
      </IconButton>
      <ConfirmDialog
        open={asking}
        title={texts.deleteTitle}
        text={texts.deleteText(value)}
        cancelLabel={texts.deleteCancel}
        confirmLabel={texts.deleteConfirm}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
        pending={isLoading}
      />
    </>
  );
}
