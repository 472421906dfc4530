import type { Contact, ContactUpdate } from '@vitrina/contracts/notifier';
import { useState } from 'react';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { DialogForm } from '../../../shared/ui/dialog/dialog-form';
import { TitleDescriptionFields } from '../../../shared/ui/form/title-description-fields';
import { useUpdateContactMutation } from '../api/form-services-api';
import { CONTACT_DIALOG_TITLES, FIELD_LABELS } from '../form-services-texts';
import { contactSubmit, useContactForm } from '../hooks/use-contact-form';
import { ContactKeys } from './contact-keys';
import { DeleteContactButton } from './delete-contact-button';
import { TestMessage } from './test-message';
import { Allowed } from '../../../shared/shop/allowed';
import { usePermissions } from '../../../shared/shop/use-permissions';

interface EditContactDialogProps {
  /** The contact as the list has it now; the dialog shows while there is one. */
  contact: Contact | null;
  onClose: () => void;
}

export function EditContactDialog({ contact, onClose }: EditContactDialogProps) {
  // The contact it showed last: closing drops it while the dialog fades out.
  const [shown, setShown] = useState(contact);
  if (contact !== null && contact !== shown) setShown(contact);
  return (
    <AppDialog
      open={contact !== null}
      onClose={onClose}
      title={shown ? CONTACT_DIALOG_TITLES[shown.type] : ''}
      maxWidth="sm"
    >
      {shown && <EditContactForm key={shown.id} contact={shown} onClose={onClose} />}
    </AppDialog>
  );
}

/** Spec §5: this dialog checks nothing itself; a refusal's reason goes under its field. */
function EditContactForm({ contact, onClose }: { contact: Contact; onClose: () => void }) {
  const form = useContactForm<ContactUpdate>({
    defaultValues: { title: contact.title, description: contact.description ?? '' },
  });
  const [updateContact, { isLoading }] = useUpdateContactMutation();
  const readOnly = !usePermissions().can('services.write');
  const submit = contactSubmit(form, {
    save: (fields) => updateContact({ id: contact.id, ...fields }),
    onSaved: onClose,
    blamed: 'title',
    failureLog: 'The service was not saved',
  });

  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      pending={isLoading}
      readOnly={readOnly}
      startAction={
        <Allowed permission="services.write">
          <DeleteContactButton contact={contact} onDeleted={onClose} />
        </Allowed>
      }
    >
      <TitleDescriptionFields control={form.control} titleLabel={FIELD_LABELS.title}>
        <ContactKeys contact={contact} />
      </TitleDescriptionFields>
      <TestMessage contact={contact} />
    </DialogForm>
  );
}
