import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDeleteDialog, deleteSubject } from '../../../shared/ui/confirm-delete-dialog';
import { useDeleteContactMutation } from '../api/form-services-api';
import { showToast } from '../../../shared/ui/toasts/show-toast';

interface DeleteContactButtonProps {
  contact: { id: number; title: string };
  onDeleted: () => void;
  /** Set by `Allowed` for a role that may not delete services. */
  disabled?: boolean;
}

/** 'Удалить сервис' behind the confirmation popup; a refused delete is only logged (spec §8). */
export function DeleteContactButton({ contact, onDeleted, disabled }: DeleteContactButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [deleteContact, { isLoading }] = useDeleteContactMutation();

  const confirm = async () => {
    const { data, error } = await deleteContact(contact.id);
    setConfirming(false);
    if (!data) {
      console.error('The service was not deleted', error);
      return;
    }
    void showToast(data.message, { variant: 'success' });
    onDeleted();
  };

  return (
    <>
      <Button color="error" disabled={disabled} onClick={() => setConfirming(true)}>
        Удалить сервис
      </Button>
      <ConfirmDeleteDialog
        open={confirming}
        subject={deleteSubject('Сервис', contact.title)}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
        pending={isLoading}
      />
    </>
  );
}
