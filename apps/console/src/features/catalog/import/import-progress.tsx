import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportJob } from '@vitrina/contracts/catalog-import/jobs';
import { importTexts } from '@vitrina/contracts/catalog-import/import-texts';

interface ImportProgressProps {
  /** An apply («Записано N из M») rather than a check («Прочитано N из M»). */
  writing: boolean;
  /** Undefined until the job is first read. */
  job: ImportJob | undefined;
}

/** How far a job has gone, in words over the bar. */
export function ImportProgress({ writing, job }: ImportProgressProps) {
  const done = job?.progress.done ?? 0;
  const total = job?.progress.total ?? null;
  const text = (writing ? importTexts.written : importTexts.read)(done, total);
  // Until the file is read its total is unknown: the bar runs without a value.
  const known = total !== null && total > 0;
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography variant="body2">{text}</Typography>
      <LinearProgress
        aria-label={writing ? importTexts.writing : importTexts.checking}
        aria-valuetext={text}
        variant={known ? 'determinate' : 'indeterminate'}
        value={known ? Math.min(100, (done / total) * 100) : undefined}
      />
    </Stack>
  );
}
