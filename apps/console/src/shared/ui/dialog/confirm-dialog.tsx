import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { AppDialog } from './app-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence. */
  text: string;
  /** What it happens to, named on a line of its own under the text: «Товар «Кружка»». */
  subject?: string;
  /** What else goes with it, in a sentence of its own under the text. */
  note?: string;
  /** The button that does it, red: what is asked for cannot be undone. */
  confirmLabel: string;
  /** The button that leaves things as they are. */
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  pending?: boolean;
}

/** Asks before a step that cannot be undone: the question, a way back and the red step. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, text, subject, note, confirmLabel, cancelLabel, onConfirm, onCancel } =
    props;
  return (
    <AppDialog open={open} onClose={onCancel} title={title}>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {subject && (
          <DialogContentText
            sx={{ mt: 1, color: 'text.primary', fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {subject}
          </DialogContentText>
        )}
        {note && <DialogContentText sx={{ mt: 1 }}>{note}</DialogContentText>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>{cancelLabel}</Button>
        <Button variant="contained" color="error" loading={props.pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </AppDialog>
  );
}
