import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { WRAP_LONG_WORDS } from './long-words';

export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h1" sx={{ ...WRAP_LONG_WORDS, mb: 3 }}>
      {children}
    </Typography>
  );
}
