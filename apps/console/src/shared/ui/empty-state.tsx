import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  /** One sentence: what is missing and what to do about it. */
  text: string;
  /** The button that does it; none when there is nothing to do (as for a search that found nothing). */
  action?: ReactNode;
}

/** What a screen or panel with nothing to show says in place of its list. */
export function EmptyState({ text, action }: EmptyStateProps) {
  return (
    <Stack role="status" sx={{ alignItems: 'center', gap: 2, py: 6, textAlign: 'center' }}>
      <Typography sx={{ color: 'text.secondary', maxWidth: 420 }}>{text}</Typography>
      {action}
    </Stack>
  );
}
