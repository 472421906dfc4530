import { zodResolver } from '@hookform/resolvers/zod';
import { widgetUpdateSchema, type Widget } from '@vitrina/contracts/platform';
import { useForm } from 'react-hook-form';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { DialogForm } from '../../../shared/ui/dialog/dialog-form';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { useUpdateWidgetMutation } from '../api/sites-api';
import { widgetSaveFailure } from '../../../shared/api/platform-failures';
import { TitleDescriptionFields, type TitleDescriptionValues } from './title-description-fields';

interface EditWidgetDialogProps {
  open: boolean;
  onClose: () => void;
  widget: Widget;
}

export function EditWidgetDialog({ open, onClose, widget }: EditWidgetDialogProps) {
  return (
    <AppDialog open={open} onClose={onClose} title="Редактировать виджет">
      <EditWidgetForm onClose={onClose} widget={widget} />
    </AppDialog>
  );
}

function EditWidgetForm({ onClose, widget }: Omit<EditWidgetDialogProps, 'open'>) {
  const { control, handleSubmit } = useForm<TitleDescriptionValues>({
    resolver: zodResolver(widgetUpdateSchema),
    defaultValues: { title: widget.title, description: widget.description ?? '' },
  });
  const [updateWidget, { isLoading, isError, error }] = useUpdateWidgetMutation();

  const submit = handleSubmit(async (fields) => {
    const result = await updateWidget({ id: widget.id, siteId: widget.site_id, ...fields });
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
