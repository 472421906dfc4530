import type { CategoryNode } from '@vitrina/contracts/catalog';
import { ConfirmDeleteDialog } from '../../../shared/ui/confirm-delete-dialog';
import { useDeleteCategoryMutation } from '../api/catalog-api';
import { subtreeIds } from '../../../shared/catalog/category-tree';

export interface DeleteCategoryConfirmProps {
  /** The category to delete; the popup shows while there is one. */
  category: CategoryNode | null;
  onClose: () => void;
  onDeleted: (ids: ReadonlySet<number>) => void;
}

/** Deletes a category with its subcategories; their products stay, unlinked. */
export function DeleteCategoryConfirm({
  category,
  onClose,
  onDeleted,
}: DeleteCategoryConfirmProps) {
  const [deleteCategory, { isLoading }] = useDeleteCategoryMutation();

  const confirm = async () => {
    if (!category) return;
    const { error } = await deleteCategory(category.id);
    if (!error) onDeleted(subtreeIds(category));
    onClose();
  };

  return (
    <ConfirmDeleteDialog
      open={category !== null}
      onConfirm={confirm}
      onCancel={onClose}
      pending={isLoading}
    />
  );
}
