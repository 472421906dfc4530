import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';

interface AppDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /**
   * A DialogForm or a DialogNotice. Mounted only while the dialog shows, so each opening starts
   * with a fresh form.
   */
  children: ReactNode;
  /** Wider for dialogs with steps or lists; narrow unless told. */
  maxWidth?: DialogProps['maxWidth'];
}

export function AppDialog({ open, onClose, title, children, maxWidth = 'xs' }: AppDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth}>
      <DialogTitle>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}
