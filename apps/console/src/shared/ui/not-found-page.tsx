import SearchOffIcon from '@mui/icons-material/SearchOffRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '@vitrina/contracts/console-paths';

export function NotFoundPage() {
  return (
    <Stack
      sx={{ alignItems: 'center', justifyContent: 'center', gap: 2, minHeight: '60dvh', p: 3 }}
    >
      <SearchOffIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h1">Страница не найдена</Typography>
      <Button component={Link} to={paths.home} variant="contained">
        На главную
      </Button>
    </Stack>
  );
}
