import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { messages } from '@vitrina/contracts/messages';
import type { Product } from '@vitrina/contracts/products';
import { useCollectionCategoriesQuery } from '../../../shared/api/catalog-reads';
import { CategoryChecklist } from '../../../shared/ui/category-checklist';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { useCheckedIds } from '../../../shared/ui/use-checked-ids';
import { useUpdateProductMutation } from '../api/products-api';

interface ProductCategoriesDialogProps {
  open: boolean;
  onClose: () => void;
  product: Product;
  /** The product's first collection, whose category tree is offered (spec §2.8). */
  collectionId: number;
}

export function ProductCategoriesDialog({ open, onClose, ...props }: ProductCategoriesDialogProps) {
  return (
    <AppDialog open={open} onClose={onClose} title="Категории товара" maxWidth="sm">
      <CategoriesChoice onClose={onClose} {...props} />
    </AppDialog>
  );
}

/** Starts from the product's categories; Сохранить sends `{id, categories_id}` at once. */
function CategoriesChoice({
  onClose,
  product,
  collectionId,
}: Omit<ProductCategoriesDialogProps, 'open'>) {
  const { data: collection, isLoading, error } = useCollectionCategoriesQuery(collectionId);
  const { checked, toggle } = useCheckedIds(() => product.categories.map(({ id }) => id));
  const [updateProduct, saving] = useUpdateProductMutation();

  const save = async () => {
    const result = await updateProduct({ id: product.id, categories_id: [...checked] });
    // Spec §8: a refused product update is only logged; the dialog stays to try again.
    if (result.error) console.error('The product categories were not saved', result.error);
    else onClose();
  };

  return (
    <>
      <DialogContent>
        {isLoading && <LinearProgress aria-label="Загрузка" />}
        {error && <FailureAlert message={messages.product.loadFailed} error={error} />}
        {collection && collection.categories.length === 0 && (
          <Typography sx={{ color: 'text.secondary' }}>В коллекции нет категорий</Typography>
        )}
        <FormGroup aria-label="Категории коллекции">
          <CategoryChecklist
            nodes={collection?.categories ?? []}
            checked={checked}
            onToggle={toggle}
            disabled={saving.isLoading}
          />
        </FormGroup>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Отменить</Button>
        <Button variant="contained" loading={saving.isLoading} onClick={() => void save()}>
          Сохранить
        </Button>
      </DialogActions>
    </>
  );
}
