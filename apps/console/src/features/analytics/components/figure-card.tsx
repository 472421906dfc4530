import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

interface FigureCardProps {
  label: string;
  value: string;
  /** A line under the figure, such as its conversion from the step before. */
  note?: string;
}

/** One figure of the period: a list item named by its label. */
export function FigureCard({ label, value, note }: FigureCardProps) {
  const labelId = useId();
  return (
    <Paper component="li" variant="outlined" aria-labelledby={labelId} sx={{ p: 2 }}>
      <Typography id={labelId} variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      {note && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {note}
        </Typography>
      )}
    </Paper>
  );
}
