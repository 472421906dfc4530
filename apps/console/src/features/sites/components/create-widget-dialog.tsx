import { widgetCreateSchema } from '@vitrina/contracts/platform';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { useCreateWidgetMutation } from '../api/sites-api';
import { WidgetForm } from './widget-form';

// The type is always SHOWCASE and the site is the page's, so the form asks for the rest.
const createWidgetFormSchema = widgetCreateSchema.pick({ title: true, description: true });
const EMPTY_WIDGET = { title: '', description: '' };

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

// Mounted with the dialog, so each opening starts with a fresh mutation state.
function CreateWidgetForm({ onClose, siteId }: Omit<CreateWidgetDialogProps, 'open'>) {
  const [createWidget, status] = useCreateWidgetMutation();
  return (
    <WidgetForm
      schema={createWidgetFormSchema}
      defaults={EMPTY_WIDGET}
      save={(fields) => createWidget({ ...fields, type_widget: 'SHOWCASE', site_id: siteId })}
      status={status}
      onClose={onClose}
    />
  );
}
