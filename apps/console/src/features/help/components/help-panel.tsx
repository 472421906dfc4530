import CloseIcon from '@mui/icons-material/Close';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { helpOf } from '../help-screens';
import { HELP_TEXTS } from '../help-texts';
import { NextSetupStep } from './next-setup-step';
import { ScreenSteps } from './screen-steps';
import { SupportContactLine } from './support-contact-line';

export interface HelpPanelProps {
  open: boolean;
  onClose: () => void;
}

const TITLE_ID = 'help-panel-title';

/**
 * The help of the screen at the current address, the setup's next step and where to write; at
 * the side, the whole screen on a phone. Its code comes with help-control.tsx's.
 */
export default function HelpPanel({ open, onClose }: HelpPanelProps) {
  const help = helpOf(useLocation().pathname);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': TITLE_ID,
          sx: { width: { xs: '100%', sm: 420 }, p: { xs: 2, sm: 3 } },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography id={TITLE_ID} variant="h2" sx={{ flex: 1, fontSize: '1.25rem' }}>
          {HELP_TEXTS.title(help.screen)}
        </Typography>
        <IconButton aria-label={HELP_TEXTS.close} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Stack sx={{ gap: 3 }}>
        <ScreenSteps help={help} />
        <NextSetupStep onNavigate={onClose} />
        <SupportContactLine />
      </Stack>
    </Drawer>
  );
}
