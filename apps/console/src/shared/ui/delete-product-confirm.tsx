import { TOAST_DURATION_MS } from '@vitrina/contracts/limits';
import type { Product } from '@vitrina/contracts/products';
import { useSnackbar } from 'notistack';
import { ConfirmDeleteDialog } from '../../../shared/ui/confirm-delete-dialog';
import { useDeleteProductMutation } from '../api/catalog-api';

interface DeleteProductConfirmProps {
  /** The product to delete; the popup shows while there is one. */
  product: Product | null;
  onClose: () => void;
}

export function DeleteProductConfirm({ product, onClose }: DeleteProductConfirmProps) {
  const [deleteProduct, { isLoading }] = useDeleteProductMutation();
  const { enqueueSnackbar } = useSnackbar();

  const confirm = async () => {
    if (!product) return;
    const { data } = await deleteProduct(product.id);
    onClose();
    if (data) {
      enqueueSnackbar(data.message, {
        variant: 'success',
        autoHideDuration: TOAST_DURATION_MS.long,
        anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
      });
    }
  };

  return (
    <ConfirmDeleteDialog
      open={product !== null}
      onConfirm={confirm}
      onCancel={onClose}
      pending={isLoading}
    />
  );
}
