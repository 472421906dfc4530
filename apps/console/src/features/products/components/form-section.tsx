import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  /** Beside the title, at its end: the section's own button. */
  action?: ReactNode;
  children: ReactNode;
}

/** One section of the general tab, named by its heading. */
export function FormSection({ title, action, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}
      >
        <Typography id={headingId} component="h2" variant="h6">
          {title}
        </Typography>
        {action}
      </Stack>
      <Stack sx={{ gap: 2 }}>{children}</Stack>
    </Paper>
  );
}
