import CloseIcon from '@mui/icons-material/CloseRounded';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { WRAP_LONG_WORDS } from './long-words';

export interface SideDrawerProps {
  open: boolean;
  /** The heading, and the dialog's name. */
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** MUI's Drawer with a heading and a close button: Modal and its focus trap come with it. */
export default function SideDrawerFrame({ open, title, onClose, children }: SideDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': title,
          sx: { width: { xs: '100%', sm: 480 }, p: { xs: 2, sm: 3 } },
        },
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}
      >
        <Typography variant="h2" sx={{ fontSize: '1.25rem', ...WRAP_LONG_WORDS }}>
          {title}
        </Typography>
        <IconButton aria-label="Закрыть" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {children}
    </Drawer>
  );
}
