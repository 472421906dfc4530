import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** What the console says while a screen's or a panel's data loads. */
export const LOADING_TEXT = 'Загрузка данных...';

interface PageLoaderProps {
  /** Said under the spinner, as the product editor's LOADING_TEXT. */
  text?: string;
}

export function PageLoader({ text }: PageLoaderProps) {
  return (
    <Stack sx={{ alignItems: 'center', justifyContent: 'center', gap: 2, minHeight: '100dvh' }}>
      <CircularProgress aria-label="Загрузка" />
      {text && <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>}
    </Stack>
  );
}
