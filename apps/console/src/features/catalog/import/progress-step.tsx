import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { importTexts } from '@vitrina/contracts/catalog-import/import-texts';
import { ImportProgress } from './import-progress';
import type { ImportFlow } from './use-import-flow';

interface ProgressStepProps {
  flow: ImportFlow;
  onClose: () => void;
}

/**
 * A job under way: a check can only be cancelled (closing cancels it too); an apply can be
 * stopped, or left to run with the dialog closed.
 */
export function ProgressStep({ flow, onClose }: ProgressStepProps) {
  const writing = flow.mode === 'apply';
  return (
    <>
      <DialogContent>
        <Stack sx={{ gap: 2 }}>
          {flow.refusal && <Alert severity="error">{flow.refusal}</Alert>}
          <ImportProgress writing={writing} job={flow.sending ? undefined : flow.job} />
          {writing && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {importTexts.keepsRunning}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {writing ? (
          <>
            <Button color="error" disabled={flow.sending} onClick={flow.stop}>
              {importTexts.stop}
            </Button>
            <Button onClick={onClose}>{importTexts.close}</Button>
          </>
        ) : (
          <Button onClick={onClose}>{importTexts.cancel}</Button>
        )}
      </DialogActions>
    </>
  );
}
