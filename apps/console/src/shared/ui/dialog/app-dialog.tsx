import type { DialogProps } from '@mui/material/Dialog';
import type { ReactNode } from 'react';
import { DeferredUntilOpen } from '../deferred-until-open';
import { lazyWhenIdle } from '../load-when-idle';

export interface AppDialogProps {
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

// Modal, its focus trap and the transitions are no part of a screen's first paint: fetched when
// the browser idles, put on the page at the first opening (decision 0072).
const DialogFrame = lazyWhenIdle(() => import('./dialog-frame'));

/** The console's dialog: a title over a form or a notice. */
export function AppDialog(props: AppDialogProps) {
  return (
    <DeferredUntilOpen open={props.open}>
      <DialogFrame {...props} />
    </DeferredUntilOpen>
  );
}
