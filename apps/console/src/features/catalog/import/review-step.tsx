import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportMapping } from '@vitrina/contracts/catalog-import/columns';
import type { ImportJob } from '@vitrina/contracts/catalog-import/jobs';
import { importTexts } from '@vitrina/contracts/catalog-import/import-texts';
import { useId } from 'react';
import { DryRunSummary } from './dry-run-summary';
import { MappingSection } from './mapping-section';
import { PreviewTable } from './preview-table';
import { useMappingDraft } from './use-mapping-draft';
import type { ImportFlow } from './use-import-flow';

interface ReviewStepProps {
  job: ImportJob;
  flow: ImportFlow;
  onCancel: () => void;
}

/** The dry run's result: the columns to map again, what would change, and the way to apply. */
export function ReviewStep({ job, flow, onCancel }: ReviewStepProps) {
  const draft = useMappingDraft(job, flow.checkedSheet);
  const reasonId = useId();
  const { refused } = job.summary;
  const table = job.columns.length > 0;
  // Apply writes what was checked: the mapping of this dry run, not one changed since.
  const checked: ImportMapping | undefined = table ? draft.checked : undefined;
  const blocked = job.failure !== null || draft.changed;
  const reason = draft.changed
    ? importTexts.mappingChanged
    : refused > 0 && job.failure === null
      ? importTexts.applyAllRefused
      : null;

  return (
    <>
      <DialogContent>
        <Stack sx={{ gap: 3 }}>
          {flow.refusal && <Alert severity="error">{flow.refusal}</Alert>}
          {job.failure && <Alert severity="error">{job.failure}</Alert>}
          {/* What the file would do comes first; the columns, to map anew, after it. */}
          {job.failure === null && <DryRunSummary job={job} />}
          {table && (
            <MappingSection job={job} draft={draft} onCheck={() => flow.check(draft.mapping)} />
          )}
          {job.preview.length > 0 && <PreviewTable rows={job.preview} />}
          {reason && (
            <Typography id={reasonId} variant="body2" sx={{ color: 'text.secondary' }}>
              {reason}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Button onClick={onCancel}>{importTexts.cancel}</Button>
        {refused > 0 && (
          <Button disabled={blocked} onClick={() => flow.apply(checked, true)}>
            {importTexts.applyValid}
          </Button>
        )}
        <Button
          variant="contained"
          disabled={blocked || refused > 0}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => flow.apply(checked, false)}
        >
          {importTexts.applyAll}
        </Button>
      </DialogActions>
    </>
  );
}
