import type { Control } from 'react-hook-form';
import { FormTextField } from '../../../shared/ui/form/form-text-field';

export interface CollectionFieldValues {
  title: string;
  description?: string | null;
}

interface CollectionFieldsProps {
  control: Control<CollectionFieldValues>;
}

/** The title and description of a collection, in the create and edit dialogs alike. */
export function CollectionFields({ control }: CollectionFieldsProps) {
  return (
    <>
      <FormTextField control={control} name="title" label="Название" required autoFocus />
      <FormTextField
        control={control}
        name="description"
        label="Описание (Не обязательно)"
        multiline
        minRows={2}
      />
    </>
  );
}
