import { zodResolver } from '@hookform/resolvers/zod';
import { collectionCreateSchema } from '@vitrina/contracts/catalog';
import type { CollectionType } from '@vitrina/contracts/enums';
import { messages } from '@vitrina/contracts/messages';
import { useForm } from 'react-hook-form';
import { serverDetailOf } from '../../../shared/api/server-detail';
import { DialogForm } from '../../../shared/ui/dialog/dialog-form';
import { useCreateCollectionMutation } from '../api/catalog-api';
import { CollectionFields, type CollectionFieldValues } from './collection-fields';
import { showToast } from '../../../shared/ui/toasts/show-toast';

const newCollectionSchema = collectionCreateSchema.pick({ title: true, description: true });

interface NewCollectionFormProps {
  type: CollectionType;
  onBack: () => void;
  onClose: () => void;
}

export function NewCollectionForm({ type, onBack, onClose }: NewCollectionFormProps) {
  const { control, handleSubmit } = useForm<CollectionFieldValues>({
    resolver: zodResolver(newCollectionSchema),
    defaultValues: { title: '', description: '' },
  });
  const [createCollection, { isLoading }] = useCreateCollectionMutation();

  const submit = handleSubmit(async (fields) => {
    const { data, error } = await createCollection({ type, ...fields });
    if (data) {
      void showToast(messages.collection.created, { variant: 'success' });
      onClose();
    } else {
      void showToast(serverDetailOf(error) ?? messages.site.saveFailed, { variant: 'error' });
    }
  });

  return (
    <DialogForm onSubmit={submit} onCancel={onClose} onBack={onBack} pending={isLoading}>
      <CollectionFields control={control} />
    </DialogForm>
  );
}
