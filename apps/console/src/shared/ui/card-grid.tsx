import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface CardGridProps {
  /** The accessible name of the list. */
  label: string;
  /** Cards rendered as list items. */
  children: ReactNode;
}

/** A list of cards that fills the row and stacks into one column on a phone. */
export function CardGrid({ label, children }: CardGridProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
        listStyle: 'none',
        p: 0,
        m: 0,
      }}
    >
      {children}
    </Box>
  );
}
