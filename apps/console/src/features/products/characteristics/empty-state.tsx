import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface EmptyStateProps {
  title: string;
  hint: string;
}

/** What a dialog says when it has nothing to list: the fact, and what to do about it. */
export function EmptyState({ title, hint }: EmptyStateProps) {
  return (
    <Stack sx={{ gap: 0.5, py: 2, alignItems: 'center', textAlign: 'center' }}>
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {hint}
      </Typography>
    </Stack>
  );
}
