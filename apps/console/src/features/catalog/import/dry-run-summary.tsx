import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportJob } from '@vitrina/contracts/catalog-import/jobs';
import { importTexts } from '@vitrina/contracts/catalog-import/import-texts';
import { useId } from 'react';
import { useRefusedRowsMutation } from '../api/catalog-import-api';
import { saveDownload } from './save-download';

/** What the dry run found: how many products change, and the rows refused with their reasons. */
export function DryRunSummary({ job }: { job: ImportJob }) {
  const { created, updated, skipped, refused } = job.summary;
  return (
    <Stack sx={{ gap: 1 }}>
      <Stack component="ul" aria-label={importTexts.summary} sx={{ m: 0, pl: 2.5 }}>
        <li>{importTexts.willCreate(created)}</li>
        <li>{importTexts.willUpdate(updated)}</li>
        <li>{importTexts.unchanged(skipped)}</li>
        <Typography component="li" sx={{ color: refused > 0 ? 'error.main' : undefined }}>
          {importTexts.refused(refused)}
        </Typography>
      </Stack>
      {refused > 0 && <RefusedRows job={job} />}
    </Stack>
  );
}

function RefusedRows({ job }: { job: ImportJob }) {
  const [refusedRows, { isLoading }] = useRefusedRowsMutation();
  const { errors, refused } = job.summary;
  const headingId = useId();
  return (
    // An alert: the reasons are read out as they appear, not only when the list is reached.
    <Stack role="alert" sx={{ gap: 1 }}>
      <Typography variant="subtitle2" component="h3" id={headingId}>
        {importTexts.errors}
      </Typography>
      <Stack component="ul" aria-labelledby={headingId} sx={{ m: 0, pl: 2.5 }}>
        {errors.map((error, index) => (
          <Typography component="li" variant="body2" key={index}>
            {error.message}
          </Typography>
        ))}
      </Stack>
      {errors.length < refused && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {importTexts.firstErrors(errors.length, refused)}
        </Typography>
      )}
      <Button
        startIcon={<DownloadIcon />}
        loading={isLoading}
        onClick={() => void saveDownload(refusedRows(job.id), `import-${job.id}-errors.csv`)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {importTexts.downloadRefused}
      </Button>
    </Stack>
  );
}
