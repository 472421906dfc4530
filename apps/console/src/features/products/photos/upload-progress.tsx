import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LOCALE } from '@vitrina/contracts/limits';
import { photoTexts } from './photo-texts';

const percent = new Intl.NumberFormat(LOCALE, { style: 'percent' });

interface UploadProgressProps {
  /** Share of the bytes sent, 0 to 1. */
  share: number;
  onCancel: () => void;
}

export function UploadProgress({ share, onCancel }: UploadProgressProps) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
      <LinearProgress
        variant="determinate"
        value={Math.round(share * 100)}
        aria-label={photoTexts.progress}
        sx={{ flex: 1 }}
      />
      <Typography variant="body2" sx={{ minWidth: '4ch', textAlign: 'right' }}>
        {percent.format(Math.floor(share * 100) / 100)}
      </Typography>
      <Button onClick={onCancel}>{photoTexts.cancelUpload}</Button>
    </Stack>
  );
}
