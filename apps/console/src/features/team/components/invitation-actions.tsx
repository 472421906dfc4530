import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { messages } from '@vitrina/contracts/messages';
import type { Invitation } from '@vitrina/contracts/team';
import { serverDetailOf } from '../../../shared/api/server-detail';
import { showToast } from '../../../shared/ui/toasts/show-toast';
import { useResendInvitationMutation, useRevokeInvitationMutation } from '../api/team-api';
import { ACTION_LABELS, SAVE_FAILED_TEXT } from '../team-texts';

const failed = (error: unknown) =>
  void showToast(serverDetailOf(error) ?? SAVE_FAILED_TEXT, { variant: 'error' });

/**
 * Sending the letter again (a new link, a minute after the last at the soonest) and revoking;
 * each says how it went in a toast, a refusal in the server's words.
 */
export function InvitationActions({ invitation }: { invitation: Invitation }) {
  const [resend, resending] = useResendInvitationMutation();
  const [revoke, revoking] = useRevokeInvitationMutation();

  const sendAgain = async () => {
    const { error } = await resend(invitation.id);
    if (error) failed(error);
    else void showToast(messages.team.invitationSent(invitation.email), { variant: 'success' });
  };
  const withdraw = async () => {
    const { data, error } = await revoke(invitation.id);
    if (error) failed(error);
    else if (data) void showToast(data.message, { variant: 'success' });
  };

  // Named with the address: in a list of invitations each row has the same two buttons. Side by
  // side in the desktop table; a phone's card may wrap them.
  return (
    <Stack
      direction="row"
      sx={{
        gap: 1,
        flexWrap: { xs: 'wrap', md: 'nowrap' },
        justifyContent: 'flex-end',
        '& .MuiButton-root': { whiteSpace: 'nowrap' },
      }}
    >
      <Button
        size="small"
        loading={resending.isLoading}
        aria-label={`${ACTION_LABELS.resend}: ${invitation.email}`}
        onClick={() => void sendAgain()}
      >
        {ACTION_LABELS.resend}
      </Button>
      <Button
        size="small"
        color="error"
        loading={revoking.isLoading}
        aria-label={`${ACTION_LABELS.revoke}: ${invitation.email}`}
        onClick={() => void withdraw()}
      >
        {ACTION_LABELS.revoke}
      </Button>
    </Stack>
  );
}
