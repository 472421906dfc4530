import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';

interface SaveChangesDialogProps {
  open: boolean;
  onClose: () => void;
  onSave: () => void;
  /** Puts the form back as the product was loaded. */
  onReset: () => void;
}

/** The confirm-save dialog of the cancel icon (spec §2.8): save or reset. */
export function SaveChangesDialog({ open, onClose, onSave, onReset }: SaveChangesDialogProps) {
  return (
    <AppDialog open={open} onClose={onClose} title="Сохраните изменения">
      <DialogContent>
        <DialogContentText>
          Сохранить изменения товара или вернуть его таким, каким он был загружен?
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onReset}>Сбросить</Button>
        <Button variant="contained" onClick={onSave}>
          Сохранить
        </Button>
      </DialogActions>
    </AppDialog>
  );
}
