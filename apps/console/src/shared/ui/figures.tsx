import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface FigureListProps {
  label: string;
  /** A funnel's steps come in order; a period's totals do not. */
  ordered?: boolean;
  children: ReactNode;
}

/** Figures side by side, as many to a row as fit, each at least a phone's half wide. */
export function FigureList({ label, ordered = false, children }: FigureListProps) {
  return (
    <Box
      component={ordered ? 'ol' : 'ul'}
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
      }}
    >
      {children}
    </Box>
  );
}

interface FigureCardProps {
  label: string;
  value: string;
  /** What goes under the figure: its conversion from the step before, a line of its days. */
  children?: ReactNode;
}

/** One figure: a list item named by its label. */
export function FigureCard({ label, value, children }: FigureCardProps) {
  const labelId = useId();
  return (
    <Paper component="li" variant="outlined" aria-labelledby={labelId} sx={{ p: 2 }}>
      <Typography id={labelId} variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      {children}
    </Paper>
  );
}

/** A line under a figure, such as its conversion from the step before. */
export function FigureNote({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {children}
    </Typography>
  );
}
