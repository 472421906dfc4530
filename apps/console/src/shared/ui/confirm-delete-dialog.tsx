import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { AppDialog } from './dialog/app-dialog';

interface ConfirmDeleteDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  pending?: boolean;
}

/** The one confirmation every delete of the console asks for (spec §2.7). */
export function ConfirmDeleteDialog({
  open,
  onConfirm,
  onCancel,
  pending,
}: ConfirmDeleteDialogProps) {
  return (
    <AppDialog open={open} onClose={onCancel} title="Удаление объекта">
      <DialogContent>
        <DialogContentText>Вы действительно хотите удалить объект?</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>Отменить</Button>
        <Button variant="contained" color="error" loading={pending} onClick={onConfirm}>
          Удалить
        </Button>
      </DialogActions>
    </AppDialog>
  );
}
