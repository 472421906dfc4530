import { useState } from 'react';
import { TOAST_DURATION_MS } from '@vitrina/contracts/limits';
import { useDeleteProductMutation } from '../api/product-writes';
import { ConfirmDeleteDialog, deleteSubject } from './confirm-delete-dialog';
import { showToast } from './toasts/show-toast';

export interface DeleteProductConfirmProps {
  /** The product to delete, named in the popup; the popup shows while there is one. */
  product: { id: number; title: string } | null;
  onClose: () => void;
  /** The merchant has confirmed; the request goes next. */
  onDeleting?: () => void;
  /** After the server has deleted it, once the popup is closed. */
  onDeleted?: () => void;
  /** After the server has refused, once the popup is closed. */
  onDeleteFailed?: () => void;
}

/** The popup itself, loaded lazily by delete-product-confirm.tsx. */
export default function DeleteProductConfirmContent(props: DeleteProductConfirmProps) {
  const { product, onClose, onDeleting, onDeleted, onDeleteFailed } = props;
  const [deleteProduct, { isLoading }] = useDeleteProductMutation();
  // The product asked about last: closing drops it while the popup fades out.
  const [shown, setShown] = useState(product);
  if (product !== null && product !== shown) setShown(product);

  const confirm = async () => {
    if (product === null) return;
    onDeleting?.();
    const { data, error } = await deleteProduct(product.id);
    onClose();
    if (!data) {
      console.error('The product was not deleted', error);
      onDeleteFailed?.();
      return;
    }
    void showToast(data.message, {
      variant: 'success',
      autoHideDuration: TOAST_DURATION_MS.long,
      anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
    });
    onDeleted?.();
  };

  return (
    <ConfirmDeleteDialog
      open={product !== null}
      subject={shown ? deleteSubject('Товар', shown.title) : ''}
      onConfirm={confirm}
      onCancel={onClose}
      pending={isLoading}
    />
  );
}
