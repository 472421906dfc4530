import { widgetUpdateSchema, type Widget } from '@vitrina/contracts/platform';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { useUpdateWidgetMutation } from '../api/sites-api';
import { WidgetForm } from '../../../shared/ui/widget-form';

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

// Mounted with the dialog, so each opening starts from the widget and a fresh mutation state.
function EditWidgetForm({ onClose, widget }: Omit<EditWidgetDialogProps, 'open'>) {
  const [updateWidget, status] = useUpdateWidgetMutation();
  return (
    <WidgetForm
      schema={widgetUpdateSchema}
      defaults={{ title: widget.title, description: widget.description ?? '' }}
      save={(fields) => updateWidget({ id: widget.id, siteId: widget.site_id, ...fields })}
      status={status}
      onClose={onClose}
    />
  );
}
