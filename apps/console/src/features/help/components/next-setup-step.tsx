import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useSetupQuery } from '../../../shared/api/setup-reads';
import { nextSetupStep } from '../../../shared/setup/setup-steps';
import { HELP_TEXTS, SECTION } from '../help-texts';

/**
 * The home checklist's first step not taken, a link to where it is taken (which closes the
 * panel); read anew at each opening, since steps are taken on other screens.
 */
export function NextSetupStep({ onNavigate }: { onNavigate: () => void }) {
  const { data: setup } = useSetupQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!setup) return null;
  const next = nextSetupStep(setup);
  return (
    <Box component="section" aria-labelledby="help-next-step" sx={SECTION}>
      <Typography id="help-next-step" variant="h3" sx={{ fontSize: '1rem', mb: 1 }}>
        {HELP_TEXTS.nextStep}
      </Typography>
      {next ? (
        <>
          <Link component={RouterLink} to={next.href} onClick={onNavigate}>
            {next.label}
          </Link>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {next.hint}
          </Typography>
        </>
      ) : (
        <Typography>{HELP_TEXTS.allStepsDone}</Typography>
      )}
    </Box>
  );
}
