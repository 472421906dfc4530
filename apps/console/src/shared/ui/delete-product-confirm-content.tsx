import { TOAST_DURATION_MS } from '@vitrina/contracts/limits';
import { useDeleteProductMutation } from '../api/product-writes';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { showToast } from './toasts/show-toast';

export interface DeleteProductConfirmProps {
  /** The product to delete; the popup shows while there is one. */
  productId: number | null;
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
  const { productId, onClose, onDeleting, onDeleted, onDeleteFailed } = props;
  const [deleteProduct, { isLoading }] = useDeleteProductMutation();

  const confirm = async () => {
    if (productId === null) return;
    onDeleting?.();
    const { data, error } = await deleteProduct(productId);
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
      open={productId !== null}
      onConfirm={confirm}
      onCancel={onClose}
      pending={isLoading}
    />
  );
}
