import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/** The frame of the screens a visitor sees before signing in. */
export function CenteredCard({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100dvh', p: 2 }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
        {children}
      </Paper>
    </Box>
  );
}
