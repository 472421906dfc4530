import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { ReactNode } from 'react';

interface DialogNoticeProps {
  onClose: () => void;
  /** The label of the one button; Закрыть unless told. */
  closeLabel?: string;
  children: ReactNode;
}

/** The body of a dialog that tells something: the message, then Закрыть. */
export function DialogNotice({ onClose, closeLabel = 'Закрыть', children }: DialogNoticeProps) {
  return (
    <>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {closeLabel}
        </Button>
      </DialogActions>
    </>
  );
}
