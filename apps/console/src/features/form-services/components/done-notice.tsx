import DoneIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DialogNotice } from '../../../shared/ui/dialog/dialog-notice';

interface DoneMessageProps {
  heading: string;
  /** What the merchant does next. */
  children: ReactNode;
}

/** What a service dialog has done, and what comes next. */
export function DoneMessage({ heading, children }: DoneMessageProps) {
  return (
    <Stack sx={{ gap: 1.5, alignItems: 'center', textAlign: 'center' }}>
      <DoneIcon color="success" sx={{ fontSize: 48 }} aria-hidden />
      <Typography component="h3" variant="h6">
        {heading}
      </Typography>
      <DialogContentText>{children}</DialogContentText>
    </Stack>
  );
}

/** The last step of a service dialog: its message and Понятно. */
export function DoneNotice({ onClose, ...message }: DoneMessageProps & { onClose: () => void }) {
  return (
    <DialogNotice onClose={onClose} closeLabel="Понятно">
      <DoneMessage {...message} />
    </DialogNotice>
  );
}
