import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { WRAP_LONG_WORDS } from '../../../shared/ui/long-words';

/** A titled part of the drawer. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-label={title} sx={{ gap: 1 }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** A labelled value of the order; nothing when the order has no such value. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 110, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography component="div" variant="body2" sx={{ ...WRAP_LONG_WORDS, minWidth: 0 }}>
        {children}
      </Typography>
    </Stack>
  );
}
