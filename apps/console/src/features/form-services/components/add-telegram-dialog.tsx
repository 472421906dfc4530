import { zodResolver } from '@hookform/resolvers/zod';
import {
  telegramContactCreateSchema,
  type TelegramContactCreate,
} from '@vitrina/contracts/notifier';
import { DialogForm } from '../../../shared/ui/dialog/dialog-form';
import { FormTextField } from '../../../shared/ui/form/form-text-field';
import { TitleDescriptionFields } from '../../../shared/ui/form/title-description-fields';
import { useAddTelegramContactMutation } from '../api/form-services-api';
import { DONE_HEADINGS, FIELD_LABELS, PUBLISH_HINT } from '../form-services-texts';
import { contactSubmit, useContactForm } from '../hooks/use-contact-form';
import {
  AddContactDialog,
  type AddContactDialogProps,
  type AddContactFormProps,
} from './add-contact-dialog';
import { TelegramInstructions } from './telegram-instructions';

const ADDED = { heading: DONE_HEADINGS.telegramAdded, next: PUBLISH_HINT };

export function AddTelegramDialog(props: AddContactDialogProps) {
  return (
    <AddContactDialog {...props} type="TELEGRAM" Form={TelegramContactForm} done={() => ADDED} />
  );
}

const EMPTY_FORM: TelegramContactCreate = { title: '', api_key: '', description: '' };

function TelegramContactForm({ onAdded, onCancel }: AddContactFormProps) {
  const form = useContactForm<TelegramContactCreate>({
    resolver: zodResolver(telegramContactCreateSchema),
    defaultValues: EMPTY_FORM,
  });
  const [addContact, { isLoading }] = useAddTelegramContactMutation();
  const submit = contactSubmit(form, {
    save: addContact,
    onSaved: onAdded,
    blamed: 'api_key',
    failureLog: 'The Telegram service was not added',
  });

  return (
    <DialogForm onSubmit={submit} onCancel={onCancel} pending={isLoading} submitLabel="Добавить">
      <TelegramInstructions />
      <TitleDescriptionFields control={form.control} titleLabel={FIELD_LABELS.title}>
        <FormTextField
          control={form.control}
          name="api_key"
          label={FIELD_LABELS.apiKey}
          required
          autoComplete="off"
          spellCheck={false}
        />
      </TitleDescriptionFields>
    </DialogForm>
  );
}
