import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { messages } from '@vitrina/contracts/messages';
import { useState } from 'react';
import { serverDetailOf } from '../../../shared/api/server-detail';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { DialogNotice } from '../../../shared/ui/dialog/dialog-notice';
import { useConfirmEmailContactQuery } from '../api/form-services-api';
import { CONTACT_DIALOG_TITLES, DONE_HEADINGS, PUBLISH_HINT } from '../form-services-texts';
import { DoneMessage } from './done-notice';

interface ConfirmEmailDialogProps {
  /** The `verifyMail` token of the address; the dialog shows while there is one. */
  token: string | null;
  /** Понятно: the token leaves the address. */
  onClose: () => void;
}

/** The contact dialog in verification mode (spec §2.9): opened by the letter's link. */
export function ConfirmEmailDialog({ token, onClose }: ConfirmEmailDialogProps) {
  return (
    <AppDialog open={token !== null} onClose={onClose} title={CONTACT_DIALOG_TITLES.EMAIL}>
      <ConfirmationResult token={token} onClose={onClose} />
    </AppDialog>
  );
}

function ConfirmationResult({ token, onClose }: ConfirmEmailDialogProps) {
  // The token it opened with: closing removes it from the address while the dialog fades out.
  const [openedWith] = useState(token);
  const { isSuccess, isError, error } = useConfirmEmailContactQuery(openedWith ?? skipToken);

  return (
    <DialogNotice onClose={onClose} closeLabel="Понятно">
      {isSuccess && (
        <DoneMessage heading={DONE_HEADINGS.emailConfirmed}>{PUBLISH_HINT}</DoneMessage>
      )}
      {isError && (
        <Alert severity="error">
          {serverDetailOf(error) ?? messages.profile.emailVerifyFailed}
        </Alert>
      )}
      {!isSuccess && !isError && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
          <CircularProgress aria-label="Подтверждаем адрес" />
        </Box>
      )}
    </DialogNotice>
  );
}
