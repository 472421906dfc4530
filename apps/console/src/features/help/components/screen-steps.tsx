import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ScreenHelp } from '../screen-help';
import { HELP_TEXTS } from '../help-texts';

/** What the screen is for and how its main task is done. */
export function ScreenSteps({ help }: { help: ScreenHelp }) {
  return (
    <section aria-labelledby="help-how-to">
      <Typography>{help.purpose}</Typography>
      <Typography id="help-how-to" variant="h3" sx={{ fontSize: '1rem', mt: 2, mb: 1 }}>
        {HELP_TEXTS.howTo}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
        {help.steps.map((step) => (
          <Typography key={step} component="li">
            {step}
          </Typography>
        ))}
      </Box>
    </section>
  );
}
