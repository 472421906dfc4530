import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { messages } from '@vitrina/contracts/messages';
import { useState } from 'react';
import { VERIFY_MAIL_PARAM } from '@vitrina/contracts/console-paths';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { PageHeading } from '../../../shared/ui/page-heading';
import { useSearchParam } from '../../../shared/ui/use-search-param';
import { useMeQuery } from '../api/profile-api';
import { EmailLetterNotice } from './email-letter-notice';
import { LegalLinks } from '../../../shared/ui/legal-links';
import { OrderAlerts } from './order-alerts';
import { ProfileActions, type ProfileDialogName } from './profile-actions';
import { ProfileSummary } from './profile-summary';
import { deferUntilOpen } from '../../../shared/ui/deferred-until-open';

// The dialogs' forms load when the browser idles; each shows at its first opening (decision 0072).
const PersonalDataDialog = deferUntilOpen(
  () => import('./personal-data-dialog').then((module) => ({ default: module.PersonalDataDialog })),
  ({ open }) => open,
);
const ChangeEmailDialog = deferUntilOpen(
  () => import('./change-email-dialog').then((module) => ({ default: module.ChangeEmailDialog })),
  ({ open }) => open,
);
const ChangePasswordDialog = deferUntilOpen(
  () =>
    import('./change-password-dialog').then((module) => ({ default: module.ChangePasswordDialog })),
  ({ open }) => open,
);
const VerifyEmailDialog = deferUntilOpen(
  () => import('./verify-email-dialog').then((module) => ({ default: module.VerifyEmailDialog })),
  ({ token }) => token !== null,
);

export function ProfileScreen() {
  const { data: user, isError } = useMeQuery();
  const [dialog, setDialog] = useState<ProfileDialogName | null>(null);
  // The link of an e-mail confirmation letter opens the profile with this parameter.
  const [verifyToken, closeVerification] = useSearchParam(VERIFY_MAIL_PARAM);
  const closeDialog = () => setDialog(null);

  return (
    <>
      <PageHeading>Профиль</PageHeading>
      <Paper variant="outlined" sx={{ maxWidth: 760, p: { xs: 2, sm: 3 } }}>
        <Stack sx={{ gap: 3 }}>
          {user && <ProfileSummary user={user} />}
          {user && <EmailLetterNotice user={user} />}
          {!user && isError && <FailureAlert message={messages.profile.loadFailed} />}
          {!user && !isError && <CircularProgress aria-label="Загружаем профиль" />}
          <Divider />
          <ProfileActions onOpen={setDialog} canEditPersonalData={user !== undefined} />
          <Divider />
          <OrderAlerts />
          <LegalLinks />
        </Stack>
      </Paper>
      {user && (
        <PersonalDataDialog open={dialog === 'personalData'} onClose={closeDialog} user={user} />
      )}
      <ChangeEmailDialog open={dialog === 'email'} onClose={closeDialog} />
      <ChangePasswordDialog open={dialog === 'password'} onClose={closeDialog} />
      <VerifyEmailDialog token={verifyToken} onClose={closeVerification} />
    </>
  );
}
