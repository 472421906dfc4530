import { zodResolver } from '@hookform/resolvers/zod';
import { collectionUpdateSchema, type CollectionSummary } from '@vitrina/contracts/catalog';
import { messages } from '@vitrina/contracts/messages';
import { useForm } from 'react-hook-form';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { DialogForm } from '../../../shared/ui/dialog/dialog-form';
import { useUpdateCollectionMutation } from '../api/catalog-api';
import { CollectionFields, type CollectionFieldValues } from './collection-fields';
import { showToast } from '../../../shared/ui/toasts/show-toast';

interface EditCollectionDialogProps {
  open: boolean;
  onClose: () => void;
  collection: CollectionSummary;
}

export function EditCollectionDialog({ open, onClose, collection }: EditCollectionDialogProps) {
  return (
    <AppDialog open={open} onClose={onClose} title="Редактировать коллекцию">
      <EditCollectionForm onClose={onClose} collection={collection} />
    </AppDialog>
  );
}

function EditCollectionForm({ onClose, collection }: Omit<EditCollectionDialogProps, 'open'>) {
  const { control, handleSubmit } = useForm<CollectionFieldValues>({
    resolver: zodResolver(collectionUpdateSchema),
    defaultValues: { title: collection.title, description: collection.description ?? '' },
  });
  const [updateCollection, { isLoading }] = useUpdateCollectionMutation();

  const submit = handleSubmit(async (fields) => {
    const { error } = await updateCollection({ id: collection.id, ...fields });
    if (error) void showToast(messages.collection.updateFailed, { variant: 'error' });
    else onClose();
  });

  return (
    <DialogForm onSubmit={submit} onCancel={onClose} pending={isLoading}>
      <CollectionFields control={control} />
    </DialogForm>
  );
}
