import type { ContactType } from '@vitrina/contracts/enums';
import type { Contact } from '@vitrina/contracts/notifier';
import { useState, type ComponentType, type ReactNode } from 'react';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { CONTACT_DIALOG_TITLES } from '../form-services-texts';
import { DoneNotice } from './done-notice';

export interface AddContactDialogProps {
  open: boolean;
  onClose: () => void;
  /** Понятно of the last step. */
  onDone: () => void;
}

/** Step 1 of an add dialog: a form that calls `onAdded` with the contact the server created. */
export interface AddContactFormProps {
  onAdded: (contact: Contact) => void;
  onCancel: () => void;
}

interface AddContactStepsProps {
  Form: ComponentType<AddContactFormProps>;
  /** Step 2: its heading and what comes next, for the contact just added. */
  done: (contact: Contact) => { heading: string; next: ReactNode };
}

/** An add dialog of spec §4: the form, then the success with Понятно. */
export function AddContactDialog({
  type,
  open,
  onClose,
  onDone,
  ...steps
}: AddContactDialogProps & AddContactStepsProps & { type: ContactType }) {
  return (
    <AppDialog open={open} onClose={onClose} title={CONTACT_DIALOG_TITLES[type]} maxWidth="sm">
      <AddContactSteps {...steps} onClose={onClose} onDone={onDone} />
    </AppDialog>
  );
}

// Mounted with the dialog, so each opening starts at step 1.
function AddContactSteps({
  Form,
  done,
  onClose,
  onDone,
}: AddContactStepsProps & Pick<AddContactDialogProps, 'onClose' | 'onDone'>) {
  const [added, setAdded] = useState<Contact | null>(null);
  if (!added) return <Form onAdded={setAdded} onCancel={onClose} />;
  const { heading, next } = done(added);
  return (
    <DoneNotice heading={heading} onClose={onDone}>
      {next}
    </DoneNotice>
  );
}
