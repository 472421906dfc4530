import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useLogout } from '../use-logout';

export type ProfileDialogName = 'personalData' | 'email' | 'password';

interface ProfileActionsProps {
  onOpen: (dialog: ProfileDialogName) => void;
  /** The personal data can be edited once the profile has loaded. */
  canEditPersonalData: boolean;
}

export function ProfileActions({ onOpen, canEditPersonalData }: ProfileActionsProps) {
  const { signOut, signingOut } = useLogout();

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        disabled={!canEditPersonalData}
        onClick={() => onOpen('personalData')}
      >
        Редактировать профиль
      </Button>
      <Button variant="outlined" onClick={() => onOpen('email')}>
        Изменить email
      </Button>
      <Button variant="outlined" onClick={() => onOpen('password')}>
        Изменить пароль
      </Button>
      <Button color="error" loading={signingOut} onClick={signOut} sx={{ ml: { sm: 'auto' } }}>
        Выйти
      </Button>
    </Stack>
  );
}
