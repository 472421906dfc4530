import type { CategoryNode } from '@vitrina/contracts/catalog';
import { useState } from 'react';
import { ConfirmDeleteDialog, deleteSubject } from '../../../shared/ui/confirm-delete-dialog';
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
  // The category asked about last: closing drops it while the popup fades out.
  const [shown, setShown] = useState(category);
  if (category !== null && category !== shown) setShown(category);
  const subcategories = shown ? subtreeIds(shown).size - 1 : 0;

  const confirm = async () => {
    if (!category) return;
    const { error } = await deleteCategory(category.id);
    if (!error) onDeleted(subtreeIds(category));
    onClose();
  };

  return (
    <ConfirmDeleteDialog
      open={category !== null}
      subject={shown ? deleteSubject('Категория', shown.title) : ''}
      note={subcategoriesNote(subcategories)}
      onConfirm={confirm}
      onCancel={onClose}
      pending={isLoading}
    />
  );
}

/** What goes with it, and what stays: its products are only unlinked. */
function subcategoriesNote(count: number) {
  const products = 'Товары останутся в коллекции.';
  if (count === 0) return products;
  return `Вместе с ней будет удалено подкатегорий: ${count}. ${products}`;
}
