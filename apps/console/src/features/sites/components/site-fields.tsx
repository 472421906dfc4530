import type { Control } from 'react-hook-form';
import { FormTextField } from '../../../shared/ui/form/form-text-field';
import {
  TitleDescriptionFields,
  type TitleDescriptionValues,
} from '../../../shared/ui/form/title-description-fields';

export interface SiteFieldValues extends TitleDescriptionValues {
  /** The site's domain as the merchant types it; the server keeps the bare host. */
  link: string;
}

interface SiteFieldsProps {
  control: Control<SiteFieldValues>;
  withLink: boolean;
}

/** The fields of the create and edit dialogs of a site. */
export function SiteFields({ control, withLink }: SiteFieldsProps) {
  return (
    <>
      <TitleDescriptionFields control={control} />
      {withLink && (
        <FormTextField
          control={control}
          name="link"
          label="Ссылка на площадку"
          placeholder="example.ru"
          required
        />
      )}
    </>
  );
}
