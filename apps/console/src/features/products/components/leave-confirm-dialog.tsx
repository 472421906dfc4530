import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import type { Blocker } from 'react-router';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';

interface LeaveConfirmDialogProps {
  blocker: Blocker;
}

/** Shown while a navigation waits: stay with the changes, or leave without them. */
export function LeaveConfirmDialog({ blocker }: LeaveConfirmDialogProps) {
  const stay = () => blocker.reset?.();
  return (
    <AppDialog open={blocker.state === 'blocked'} onClose={stay} title="Уйти со страницы?">
      <DialogContent>
        <DialogContentText>
          На странице есть несохраненные изменения. Если уйти, они пропадут.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={stay}>Остаться</Button>
        <Button variant="contained" color="error" onClick={() => blocker.proceed?.()}>
          Уйти без сохранения
        </Button>
      </DialogActions>
    </AppDialog>
  );
}
