import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

interface StepActionsProps {
  onCancel: () => void;
  onBack?: () => void;
  nextLabel?: string;
  onNext: () => void;
  pending?: boolean;
}

/** Назад, Отменить and the step's own next button, as DialogForm lays them out. */
export function StepActions({
  onCancel,
  onBack,
  nextLabel = 'Далее',
  onNext,
  pending,
}: StepActionsProps) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      {onBack && (
        <Button onClick={onBack} sx={{ mr: 'auto' }}>
          Назад
        </Button>
      )}
      <Button onClick={onCancel}>Отменить</Button>
      <Button variant="contained" loading={pending} onClick={onNext}>
        {nextLabel}
      </Button>
    </DialogActions>
  );
}
