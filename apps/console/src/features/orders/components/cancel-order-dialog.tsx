import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';

interface CancelOrderDialogProps {
  open: boolean;
  number: number;
  onConfirm: () => void;
  onClose: () => void;
}

/** Cancelling is final (a cancelled order moves no further), so it is asked for twice. */
export function CancelOrderDialog({ open, number, onConfirm, onClose }: CancelOrderDialogProps) {
  return (
    <AppDialog open={open} onClose={onClose} title="Отменить заказ?">
      <DialogContent>
        <DialogContentText>
          Заказ #{number} получит статус «Отменена», изменить его потом будет нельзя.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Не отменять</Button>
        <Button variant="contained" color="error" onClick={onConfirm}>
          Отменить заказ
        </Button>
      </DialogActions>
    </AppDialog>
  );
}
