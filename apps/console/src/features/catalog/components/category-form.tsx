import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { messages } from '@vitrina/contracts/messages';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DialogForm } from '../../../shared/ui/dialog/dialog-form';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { FormTextField } from '../../../shared/ui/form/form-text-field';
import { lazyResolver } from '../../../shared/ui/form/lazy-resolver';
import { useCreateCategoryMutation, useUpdateCategoryMutation } from '../api/catalog-api';
import { flattenTree, subtreeIds } from '../../../shared/catalog/category-tree';
import type { CategoryDialogProps } from './category-dialog';
import { ParentFolderStep, TOP_LEVEL_TEXT } from './parent-folder-step';

const categoryFormResolver = lazyResolver(() =>
  import('./category-form-resolver').then((m) => m.categoryFormResolver),
);

interface CategoryFormValues {
  title: string;
  parent_id: number | null;
}

/** Step 1: the name and the parent; step 2 (Выбрать папку) picks the parent folder. */
export function CategoryForm(props: Omit<CategoryDialogProps, 'open'>) {
  const { onClose, collectionId, tree, editing, parentId } = props;
  const [choosingParent, setChoosingParent] = useState(false);
  const { control, handleSubmit, setValue } = useForm<CategoryFormValues>({
    resolver: categoryFormResolver,
    defaultValues: { title: editing?.title ?? '', parent_id: parentId },
  });
  const parent = useWatch({ control, name: 'parent_id' });
  const [createCategory, creation] = useCreateCategoryMutation();
  const [updateCategory, update] = useUpdateCategoryMutation();
  const saving = editing ? update : creation;

  // A category cannot move under itself or under one of its subcategories.
  const excluded = editing ? subtreeIds(editing) : new Set<number>();
  const folders = flattenTree(tree).filter(({ node }) => !excluded.has(node.id));
  const parentTitle = folders.find(({ node }) => node.id === parent)?.node.title ?? TOP_LEVEL_TEXT;

  const submit = handleSubmit(async ({ title, parent_id }) => {
    const { error } = editing
      ? await updateCategory({ id: editing.id, title, parent_id })
      : await createCategory({ title, parent_id, collection_id: collectionId, children: [] });
    if (!error) onClose();
  });

  if (choosingParent) {
    return (
      <ParentFolderStep
        folders={folders}
        parentId={parent}
        onPick={(id) => {
          setValue('parent_id', id);
          setChoosingParent(false);
        }}
        onBack={() => setChoosingParent(false)}
      />
    );
  }
  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      pending={saving.isLoading}
      failure={
        saving.isError && <FailureAlert message={messages.site.saveFailed} error={saving.error} />
      }
    >
      <FormTextField control={control} name="title" label="Название категории" required autoFocus />
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
        <TextField
          label="Родительская категория"
          value={parentTitle}
          fullWidth
          slotProps={{ input: { readOnly: true } }}
        />
        <Button onClick={() => setChoosingParent(true)} sx={{ flexShrink: 0 }}>
          Выбрать папку
        </Button>
      </Stack>
    </DialogForm>
  );
}
