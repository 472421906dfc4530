import ArrowBackIcon from '@mui/icons-material/ArrowBackRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CenteredCard } from '../../../shared/ui/centered-card';
import { LegalLinks } from '../../../shared/ui/legal-links';

interface AuthStepProps {
  title: string;
  /** Back to the previous step; without it the step shows no back button. */
  onBack?: () => void;
  submitLabel: string;
  onSubmit: () => void;
  pending?: boolean;
  /** The failure of the last submit, shown above the button. */
  failure?: ReactNode;
  /** Links under the button. */
  footer?: ReactNode;
  children: ReactNode;
}

/** One step of the sign-in screens: a title, a form and its button, in a centred card. */
export function AuthStep({
  title,
  onBack,
  submitLabel,
  onSubmit,
  pending = false,
  failure,
  footer,
  children,
}: AuthStepProps) {
  return (
    <CenteredCard>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 3 }}>
        {onBack && (
          <IconButton aria-label="Назад" edge="start" onClick={onBack}>
            <ArrowBackIcon />
          </IconButton>
        )}
        <Typography variant="h1">{title}</Typography>
      </Stack>
      <Stack
        component="form"
        noValidate
        sx={{ gap: 2 }}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        {failure}
        <Button type="submit" variant="contained" size="large" loading={pending}>
          {submitLabel}
        </Button>
        {footer}
      </Stack>
      <Stack sx={{ mt: 3, alignItems: 'center' }}>
        <LegalLinks variant="caption" />
      </Stack>
    </CenteredCard>
  );
}
