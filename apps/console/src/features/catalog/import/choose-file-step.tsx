import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { importTexts } from '@vitrina/contracts/catalog-import/import-texts';

/** What the import reads: a table, a YML feed, CommerceML's XML files or a zip of them. */
const ACCEPTED = '.csv,.xlsx,.xml,.yml,.zip';

interface ChooseFileStepProps {
  /** Why the last file was refused. */
  refusal: string | null;
  onChoose: (files: File[]) => void;
  onCancel: () => void;
}

/** The first step: a file (or CommerceML's two), sent for a check as soon as it is chosen. */
export function ChooseFileStep({ refusal, onChoose, onCancel }: ChooseFileStepProps) {
  return (
    <>
      <DialogContent>
        <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
          <Typography variant="body2">{importTexts.fileHint}</Typography>
          {refusal && (
            <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
              {refusal}
            </Alert>
          )}
          <Button component="label" variant="contained" startIcon={<UploadIcon />}>
            {importTexts.chooseFile}
            <input
              type="file"
              accept={ACCEPTED}
              multiple
              hidden
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                // Emptied, so that choosing the same file again after a refusal sends it again.
                event.target.value = '';
                if (files.length > 0) onChoose(files);
              }}
            />
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>{importTexts.cancel}</Button>
      </DialogActions>
    </>
  );
}
