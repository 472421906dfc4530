import { widgetCreateSchema, type Widget } from '@vitrina/contracts/platform';
import { useCreateWidgetMutation } from '../api/widget-writes';
import { WidgetForm } from './widget-form';

// The type is always SHOWCASE and the site is chosen before, so the form asks for the rest.
const createWidgetFormSchema = widgetCreateSchema.pick({ title: true, description: true });
const EMPTY_WIDGET = { title: '', description: '' };

interface CreateWidgetFormProps {
  siteId: number;
  onClose: () => void;
  /** Shown as Назад, when the site was chosen in the dialog's step before. */
  onBack?: () => void;
  /** The widget once the server has created it, before the dialog closes. */
  onCreated?: (widget: Widget) => void;
  /** The label of the submit button; Сохранить unless told. */
  submitLabel?: string;
}

/**
 * The body of a dialog that creates a widget of a site: its title and description. Mounted with
 * the dialog, so each opening starts with a fresh mutation state.
 */
export function CreateWidgetForm({ siteId, onCreated, ...props }: CreateWidgetFormProps) {
  const [createWidget, status] = useCreateWidgetMutation();
  return (
    <WidgetForm
      schema={createWidgetFormSchema}
      defaults={EMPTY_WIDGET}
      save={async (fields) => {
        const result = await createWidget({ ...fields, type_widget: 'SHOWCASE', site_id: siteId });
        if (result.data) onCreated?.(result.data);
        return result;
      }}
      status={status}
      {...props}
    />
  );
}
