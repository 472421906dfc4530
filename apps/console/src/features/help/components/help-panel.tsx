import Stack from '@mui/material/Stack';
import { useLocation } from 'react-router';
import SideDrawerFrame from '../../../shared/ui/side-drawer-frame';
import { helpOf } from '../help-screens';
import { HELP_TEXTS } from '../help-texts';
import { NextSetupStep } from './next-setup-step';
import { ScreenSteps } from './screen-steps';
import { SupportContactLine } from './support-contact-line';

export interface HelpPanelProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The help of the screen at the current address, the setup's next step and where to write; at
 * the side, the whole screen on a phone. Its code comes with help-control.tsx's.
 */
export default function HelpPanel({ open, onClose }: HelpPanelProps) {
  const help = helpOf(useLocation().pathname);
  return (
    <SideDrawerFrame open={open} title={HELP_TEXTS.title(help.screen)} onClose={onClose}>
      <Stack sx={{ gap: 3 }}>
        <ScreenSteps help={help} />
        <NextSetupStep onNavigate={onClose} />
        <SupportContactLine />
      </Stack>
    </SideDrawerFrame>
  );
}
