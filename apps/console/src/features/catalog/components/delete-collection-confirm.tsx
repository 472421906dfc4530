import { useSnackbar } from 'notistack';
import { ConfirmDeleteDialog } from '../../../shared/ui/confirm-delete-dialog';
import { useDeleteCollectionMutation } from '../api/catalog-api';

interface DeleteCollectionConfirmProps {
  open: boolean;
  onClose: () => void;
  id: number;
}

export function DeleteCollectionConfirm({ open, onClose, id }: DeleteCollectionConfirmProps) {
  const [deleteCollection, { isLoading }] = useDeleteCollectionMutation();
  const { enqueueSnackbar } = useSnackbar();

  const confirm = async () => {
    const { data } = await deleteCollection(id);
    onClose();
    if (data) enqueueSnackbar(data.message, { variant: 'success' });
  };

  return (
    <ConfirmDeleteDialog open={open} onConfirm={confirm} onCancel={onClose} pending={isLoading} />
  );
}
