import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from './form-text-field';

export interface TitleDescriptionValues {
  title: string;
  description?: string | null;
}

interface TitleDescriptionFieldsProps<Values extends TitleDescriptionValues & FieldValues> {
  control: Control<Values>;
  /** Название unless told. */
  titleLabel?: string;
  /** Fields of the object's own, between the title and the description. */
  children?: ReactNode;
}

/** The title and the optional description of a site, a widget or a form-data service. */
export function TitleDescriptionFields<Values extends TitleDescriptionValues & FieldValues>({
  control,
  titleLabel = 'Название',
  children,
}: TitleDescriptionFieldsProps<Values>) {
  // Both names exist on every Values this accepts; TypeScript cannot see it through the generic.
  const name = (field: keyof TitleDescriptionValues) => field as Path<Values>;
  return (
    <>
      <FormTextField control={control} name={name('title')} label={titleLabel} required autoFocus />
      {children}
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
