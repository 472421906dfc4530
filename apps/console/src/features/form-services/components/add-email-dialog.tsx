import { zodResolver } from '@hookform/resolvers/zod';
import DialogContentText from '@mui/material/DialogContentText';
import {
  emailContactCreateSchema,
  type Contact,
  type EmailContactCreate,
} from '@vitrina/contracts/notifier';
import { DialogForm } from '../../../shared/ui/dialog/dialog-form';
import { FormTextField } from '../../../shared/ui/form/form-text-field';
import { TitleDescriptionFields } from '../../../shared/ui/form/title-description-fields';
import { useAddEmailContactMutation } from '../api/form-services-api';
import { DONE_HEADINGS, FIELD_LABELS } from '../form-services-texts';
import { contactSubmit, useContactForm } from '../hooks/use-contact-form';
import {
  AddContactDialog,
  type AddContactDialogProps,
  type AddContactFormProps,
} from './add-contact-dialog';

/** Step 2: the letter is on its way; its link confirms the address (spec §2.9). */
const letterSent = (contact: Contact) => ({
  heading: DONE_HEADINGS.emailSent,
  next: `Мы отправили письмо на ${contact.email ?? 'указанный адрес'}. Откройте его и перейдите по ссылке из письма, чтобы подтвердить адрес. До тех пор сервис в разделе «Мои сервисы» отмечен как «Не подтверждена».`,
});

export function AddEmailDialog(props: AddContactDialogProps) {
  return <AddContactDialog {...props} type="EMAIL" Form={EmailContactForm} done={letterSent} />;
}

const EMPTY_FORM: EmailContactCreate = { title: '', email: '', description: '' };

function EmailContactForm({ onAdded, onCancel }: AddContactFormProps) {
  const form = useContactForm<EmailContactCreate>({
    resolver: zodResolver(emailContactCreateSchema),
    defaultValues: EMPTY_FORM,
  });
  const [addContact, { isLoading }] = useAddEmailContactMutation();
  const submit = contactSubmit(form, {
    save: addContact,
    onSaved: onAdded,
    blamed: 'email',
    failureLog: 'The e-mail service was not added',
  });

  return (
    <DialogForm onSubmit={submit} onCancel={onCancel} pending={isLoading} submitLabel="Добавить">
      <DialogContentText>
        Чтобы письма с заявками не попадали в спам, добавьте адрес отправителя в адресную книгу и
        открывайте все письма от него.
      </DialogContentText>
      <TitleDescriptionFields control={form.control} titleLabel={FIELD_LABELS.title}>
        <FormTextField
          control={form.control}
          name="email"
          label={FIELD_LABELS.email}
          type="email"
          autoComplete="email"
          required
        />
      </TitleDescriptionFields>
    </DialogForm>
  );
}
