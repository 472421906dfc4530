import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../shared/config/paths';

export function LegalLinks() {
  return (
    <Stack direction="row" component="nav" aria-label="Документы" sx={{ gap: 3, flexWrap: 'wrap' }}>
      <Link component={RouterLink} to={paths.privacyPolicy}>
        Политика конфиденциальности
      </Link>
      <Link component={RouterLink} to={paths.licenseAgreement}>
        Лицензионное соглашение
      </Link>
    </Stack>
  );
}
