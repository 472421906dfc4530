import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../../../shared/ui/form/form-text-field';

export interface TitleDescriptionValues {
  title: string;
  description?: string | null;
}

interface TitleDescriptionFieldsProps<Values extends TitleDescriptionValues & FieldValues> {
  control: Control<Values>;
}

/** The title and the optional description of a site or a widget. */
export function TitleDescriptionFields<Values extends TitleDescriptionValues & FieldValues>({
  control,
}: TitleDescriptionFieldsProps<Values>) {
  // Both names exist on every Values this accepts; TypeScript cannot see it through the generic.
  const name = (field: keyof TitleDescriptionValues) => field as Path<Values>;
  return (
    <>
      <FormTextField control={control} name={name('title')} label="Название" required autoFocus />
      <FormTextField
        control={control}
        name={name('description')}
        label="Описание (Не обязательно)"
        multiline
        minRows={2}
      />
    </>
  );
}
