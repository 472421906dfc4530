import type { CategoryNode } from '@vitrina/contracts/catalog';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { CategoryForm } from './category-form';

export interface CategoryDialogProps {
  open: boolean;
  onClose: () => void;
  collectionId: number;
  tree: CategoryNode[];
  /** The category being edited; a new one is created without it. */
  editing?: CategoryNode;
  /** The parent the dialog starts with; null is the top level. */
  parentId: number | null;
}

export function CategoryDialog({ open, onClose, ...formProps }: CategoryDialogProps) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={formProps.editing ? 'Редактировать категорию' : 'Новая категория'}
    >
      <CategoryForm onClose={onClose} {...formProps} />
    </AppDialog>
  );
}
