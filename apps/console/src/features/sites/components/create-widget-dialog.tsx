import { zodResolver } from '@hookform/resolvers/zod';
import { widgetCreateSchema } from '@vitrina/contracts/platform';
import { useForm } from 'react-hook-form';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { DialogForm } from '../../../shared/ui/dialog/dialog-form';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { useCreateWidgetMutation } from '../api/sites-api';
import { widgetSaveFailure } from '../../../shared/api/platform-failures';
import { TitleDescriptionFields, type TitleDescriptionValues } from './title-description-fields';

// The type is always SHOWCASE and the site is the page's, so the form asks for the rest.
const createWidgetFormSchema = widgetCreateSchema.pick({ title: true, description: true });

interface CreateWidgetDialogProps {
  open: boolean;
  onClose: () => void;
  siteId: number;
}

export function CreateWidgetDialog({ open, onClose, siteId }: CreateWidgetDialogProps) {
  return (
    <AppDialog open={open} onClose={onClose} title="Добавить виджет">
      <CreateWidgetForm onClose={onClose} siteId={siteId} />
    </AppDialog>
  );
}

function CreateWidgetForm({ onClose, siteId }: Omit<CreateWidgetDialogProps, 'open'>) {
  const { control, handleSubmit } = useForm<TitleDescriptionValues>({
    resolver: zodResolver(createWidgetFormSchema),
    defaultValues: { title: '', description: '' },
  });
  const [createWidget, { isLoading, isError, error }] = useCreateWidgetMutation();

  const submit = handleSubmit(async (fields) => {
    const result = await createWidget({ ...fields, type_widget: 'SHOWCASE', site_id: siteId });
    if (!result.error) onClose();
  });

  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      pending={isLoading}
      failure={isError && <FailureAlert message={widgetSaveFailure(error)} />}
    >
      <TitleDescriptionFields control={control} />
    </DialogForm>
  );
}
