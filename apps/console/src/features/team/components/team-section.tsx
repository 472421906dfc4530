import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface TeamSectionProps {
  title: string;
  /** A button of the section, beside its title. */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled part of the screen, a landmark named by its title. */
export function TeamSection({ title, action, children }: TeamSectionProps) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}
      >
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}

/** A section's data on its way; the page around it stays. */
export function SectionLoading({ label }: { label: string }) {
  return (
    <Stack sx={{ alignItems: 'center', py: 3 }}>
      <CircularProgress size={28} aria-label={label} />
    </Stack>
  );
}

/** What a section with nothing to list says. */
export function SectionEmpty({ text }: { text: string }) {
  return (
    <Typography role="status" sx={{ color: 'text.secondary' }}>
      {text}
    </Typography>
  );
}
