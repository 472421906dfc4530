import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ImportJob } from '@vitrina/contracts/catalog-import/jobs';
import { importTexts } from '@vitrina/contracts/catalog-import/import-texts';
import { MappingTable } from './mapping-table';
import type { MappingDraft } from './use-mapping-draft';

interface MappingSectionProps {
  job: ImportJob;
  draft: MappingDraft;
  onCheck: () => void;
}

/** A table's sheet and columns, to map anew and check again. */
export function MappingSection({ job, draft, onCheck }: MappingSectionProps) {
  return (
    <Stack component="section" sx={{ gap: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {importTexts.columns}
      </Typography>
      {job.sheets.length > 1 && (
        <TextField
          select
          size="small"
          label={importTexts.sheet}
          value={draft.sheet}
          onChange={(event) => draft.setSheet(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ maxWidth: 320 }}
        >
          {job.sheets.map((sheet) => (
            <option key={sheet} value={sheet}>
              {sheet}
            </option>
          ))}
        </TextField>
      )}
      <MappingTable columns={job.columns} targets={draft.targets} onChange={draft.setTarget} />
      <Button variant="outlined" onClick={onCheck} sx={{ alignSelf: 'flex-start' }}>
        {importTexts.checkAgain}
      </Button>
    </Stack>
  );
}
