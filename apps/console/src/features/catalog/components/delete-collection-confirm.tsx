import type { CollectionSummary } from '@vitrina/contracts/catalog';
import { ConfirmDeleteDialog, deleteSubject } from '../../../shared/ui/confirm-delete-dialog';
import { useDeleteCollectionMutation } from '../api/catalog-api';
import { showToast } from '../../../shared/ui/toasts/show-toast';

interface DeleteCollectionConfirmProps {
  open: boolean;
  onClose: () => void;
  collection: CollectionSummary;
}

/** A collection's delete takes its products along: the popup names it and counts them. */
export function DeleteCollectionConfirm({
  open,
  onClose,
  collection,
}: DeleteCollectionConfirmProps) {
  const [deleteCollection, { isLoading }] = useDeleteCollectionMutation();

  const confirm = async () => {
    const { data } = await deleteCollection(collection.id);
    onClose();
    if (data) void showToast(data.message, { variant: 'success' });
  };

  return (
    <ConfirmDeleteDialog
      open={open}
      subject={deleteSubject('Коллекция', collection.title)}
      note={productsNote(collection.products_quantity)}
      onConfirm={confirm}
      onCancel={onClose}
      pending={isLoading}
    />
  );
}

const productsNote = (count: number) =>
  count === 0 ? undefined : `Вместе с ней будет удалено товаров: ${count}.`;
