import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import type { AppDialogProps } from './app-dialog';

/** MUI's Dialog with its title: Modal, its focus trap and transitions come with it. */
export default function DialogFrame({
  open,
  onClose,
  title,
  children,
  maxWidth = 'xs',
}: AppDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth}>
      <DialogTitle>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}
