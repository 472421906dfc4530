import { zodResolver } from '@hookform/resolvers/zod';
import { profileSchema, type User } from '@vitrina/contracts/auth';
import { messages } from '@vitrina/contracts/messages';
import { useForm } from 'react-hook-form';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { DialogForm } from '../../../shared/ui/dialog/dialog-form';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { FormTextField } from '../../../shared/ui/form/form-text-field';
import { useUpdateProfileMutation } from '../api/profile-api';

// The profile allows an empty first name; this dialog asks for one (spec §5).
const personalDataSchema = profileSchema.pick({ first_name: true, last_name: true }).extend({
  first_name: profileSchema.shape.first_name.unwrap().min(1, messages.profile.nameRequired),
});

interface PersonalDataDialogProps {
  open: boolean;
  onClose: () => void;
  user: User;
}

export function PersonalDataDialog({ open, onClose, user }: PersonalDataDialogProps) {
  return (
    <AppDialog open={open} onClose={onClose} title="Личные данные">
      <PersonalDataForm user={user} onClose={onClose} />
    </AppDialog>
  );
}

function PersonalDataForm({ user, onClose }: Omit<PersonalDataDialogProps, 'open'>) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(personalDataSchema),
    defaultValues: {
      first_name: user.profile.first_name ?? '',
      last_name: user.profile.last_name ?? '',
    },
  });
  const [updateProfile, { isLoading, isError, error }] = useUpdateProfileMutation();

  const submit = handleSubmit(async (names) => {
    const { data } = await updateProfile({ ...user.profile, ...names });
    if (data) onClose();
  });

  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      pending={isLoading}
      failure={isError && <FailureAlert message={messages.profile.updateFailed} error={error} />}
    >
      <FormTextField
        control={control}
        name="first_name"
        label="Имя"
        autoComplete="given-name"
        autoFocus
      />
      <FormTextField
        control={control}
        name="last_name"
        label="Фамилия"
        autoComplete="family-name"
      />
    </DialogForm>
  );
}
