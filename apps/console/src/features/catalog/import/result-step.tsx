import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import type { ImportJob } from '@vitrina/contracts/catalog-import/jobs';
import { importTexts } from '@vitrina/contracts/catalog-import/import-texts';

/** An apply over: what it wrote, and why it stopped when it did not finish. */
export function ResultStep({ job, onClose }: { job: ImportJob; onClose: () => void }) {
  return (
    <>
      <DialogContent>
        <Stack sx={{ gap: 2 }}>
          {job.failure && <Alert severity="error">{job.failure}</Alert>}
          <Alert severity={job.failure ? 'info' : 'success'} role="status">
            {!job.failure && <AlertTitle>{importTexts.done}</AlertTitle>}
            {importTexts.result(job.summary)}
          </Alert>
          {job.summary.photos_failed > 0 && (
            <Alert severity="warning">{importTexts.photosFailed(job.summary.photos_failed)}</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {importTexts.close}
        </Button>
      </DialogActions>
    </>
  );
}
