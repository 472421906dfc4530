import { ConfirmDeleteDialog } from '../../../shared/ui/confirm-delete-dialog';
import { useDeleteCollectionMutation } from '../api/catalog-api';
import { showToast } from '../../../shared/ui/toasts/show-toast';

interface DeleteCollectionConfirmProps {
  open: boolean;
  onClose: () => void;
  id: number;
}

export function DeleteCollectionConfirm({ open, onClose, id }: DeleteCollectionConfirmProps) {
  const [deleteCollection, { isLoading }] = useDeleteCollectionMutation();

  const confirm = async () => {
    const { data } = await deleteCollection(id);
    onClose();
    if (data) void showToast(data.message, { variant: 'success' });
  };

  return (
    <ConfirmDeleteDialog open={open} onConfirm={confirm} onCancel={onClose} pending={isLoading} />
  );
}
