import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@vitrina/contracts/auth';

export function ProfileSummary({ user }: { user: User }) {
  const name = user.profile.first_name?.trim() || `Пользователь #${user.id}`;
  const email = user.email || 'email не указан';

  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 2, minWidth: 0 }}>
      <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}>
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <Stack sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }} noWrap>
          {name}
        </Typography>
        <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{email}</Typography>
        {user.email && <EmailState confirmed={user.is_email_confirmed} />}
      </Stack>
    </Stack>
  );
}

/** Whether the address was confirmed by its letter's link (issue 36: the profile says it). */
function EmailState({ confirmed }: { confirmed: boolean }) {
  return (
    <Typography variant="body2" sx={{ color: confirmed ? 'success.main' : 'warning.main' }}>
      {confirmed ? 'Email подтверждён' : 'Email не подтверждён'}
    </Typography>
  );
}
