import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ImportJob } from '@vitrina/contracts/catalog-import/jobs';
import { importTexts } from '@vitrina/contracts/catalog-import/import-texts';
import { useEffect } from 'react';
import { Allowed } from '../../../shared/shop/allowed';
import { showToast } from '../../../shared/ui/toasts/show-toast';
import { isImportActive, useCancelImportMutation } from '../api/catalog-import-api';
import { ImportProgress } from './import-progress';
import { useImportJob } from './use-import-job';

interface RunningImportNoticeProps {
  jobId: number;
  /** The job is over (or gone): it is shown no more. */
  onOver: () => void;
}

/** An apply's end told once, as a toast: what it wrote, or why it stopped. */
function toastEnd(job: ImportJob) {
  if (job.failure) {
    void showToast(importTexts.stoppedToast(job.failure, job.summary), { variant: 'warning' });
  } else void showToast(importTexts.doneToast(job.summary), { variant: 'success' });
}

/**
 * An apply that goes on after its dialog, or the tab, was closed: its progress above the
 * products, until it ends.
 */
export function RunningImportNotice({ jobId, onOver }: RunningImportNoticeProps) {
  const { data: job, error } = useImportJob(jobId);
  const [cancelImport, { isLoading: stopping }] = useCancelImportMutation();
  const over = job !== undefined && !isImportActive(job.status);
  const gone = error !== undefined && 'status' in error && error.status === 404;

  useEffect(() => {
    if (over) toastEnd(job);
    if (over || gone) onOver();
  }, [over, gone, job, onOver]);

  if (over || gone) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <ImportProgress writing job={job} />
        </Stack>
        <Allowed permission="catalog.write">
          <Button color="error" loading={stopping} onClick={() => void cancelImport(jobId)}>
            {importTexts.stop}
          </Button>
        </Allowed>
      </Stack>
    </Paper>
  );
}
