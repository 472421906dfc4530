import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { messages } from '@vitrina/contracts/messages';
import { useState } from 'react';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { DialogNotice } from '../../../shared/ui/dialog/dialog-notice';
import { useVerifyEmailQuery } from '../api/profile-api';

interface VerifyEmailDialogProps {
  /** The `verifyMail` token of the address; the dialog shows while there is one. */
  token: string | null;
  onClose: () => void;
}

export function VerifyEmailDialog({ token, onClose }: VerifyEmailDialogProps) {
  return (
    <AppDialog open={token !== null} onClose={onClose} title="Подтверждение email">
      <VerificationResult token={token} onClose={onClose} />
    </AppDialog>
  );
}

function VerificationResult({ token, onClose }: VerifyEmailDialogProps) {
  // The token it opened with: closing removes it from the address while the dialog fades out.
  const [openedWith] = useState(token);
  const { isSuccess, isError } = useVerifyEmailQuery(openedWith ?? skipToken);

  return (
    <DialogNotice onClose={onClose}>
      {isSuccess && <Alert severity="success">{messages.profile.emailVerified}</Alert>}
      {isError && <Alert severity="error">{messages.profile.emailVerifyFailed}</Alert>}
      {!isSuccess && !isError && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
          <CircularProgress aria-label="Подтверждаем email" />
        </Box>
      )}
    </DialogNotice>
  );
}
