import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { CreateWidgetForm } from '../../../shared/ui/create-widget-form';

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
