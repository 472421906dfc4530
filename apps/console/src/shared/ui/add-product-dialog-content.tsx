import { messages } from '@vitrina/contracts/messages';
import { useForm } from 'react-hook-form';
import { generatePath, useNavigate } from 'react-router';
import { useCreateProductMutation } from '../api/product-writes';
import { paths } from '@vitrina/contracts/console-paths';
import { AppDialog } from './dialog/app-dialog';
import { DialogForm } from './dialog/dialog-form';
import { FormTextField } from './form/form-text-field';
import { lazyResolver } from './form/lazy-resolver';
import { showToast } from './toasts/show-toast';

const newProductResolver = lazyResolver(() =>
  import('./add-product-resolver').then((m) => m.newProductResolver),
);

export interface AddProductDialogProps {
  open: boolean;
  onClose: () => void;
  collectionId: number;
}

/** Loaded lazily by add-product-dialog.tsx. */
export default function AddProductDialogContent({
  open,
  onClose,
  collectionId,
}: AddProductDialogProps) {
  return (
    <AppDialog open={open} onClose={onClose} title="Новый товар">
      <AddProductForm onClose={onClose} collectionId={collectionId} />
    </AppDialog>
  );
}

function AddProductForm({ onClose, collectionId }: Omit<AddProductDialogProps, 'open'>) {
  const { control, handleSubmit } = useForm({
    resolver: newProductResolver,
    defaultValues: { title: '' },
  });
  const [createProduct, { isLoading }] = useCreateProductMutation();
  const navigate = useNavigate();

  const submit = handleSubmit(async ({ title }) => {
    const { data } = await createProduct({ collectionId, title });
    if (!data) {
      void showToast(messages.product.createFailed, { variant: 'error' });
      return;
    }
    onClose();
    await navigate(
      generatePath(paths.product, {
        collectionId: String(collectionId),
        productId: String(data.id),
      }),
    );
  });

  return (
    <DialogForm onSubmit={submit} onCancel={onClose} pending={isLoading}>
      <FormTextField control={control} name="title" label="Название товара" required autoFocus />
    </DialogForm>
  );
}
