import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { paths } from '@vitrina/contracts/console-paths';

interface LegalLinksProps {
  /** `caption` for the small footer of the sign-in screens; the profile's are body text. */
  variant?: 'body1' | 'caption';
}

/** The privacy policy and the licence agreement, which anyone may open, signed in or not. */
export function LegalLinks({ variant = 'body1' }: LegalLinksProps) {
  return (
    <Stack direction="row" component="nav" aria-label="Документы" sx={{ gap: 3, flexWrap: 'wrap' }}>
      <Link component={RouterLink} to={paths.privacyPolicy} variant={variant}>
        Политика конфиденциальности
      </Link>
      <Link component={RouterLink} to={paths.licenseAgreement} variant={variant}>
        Лицензионное соглашение
      </Link>
    </Stack>
  );
}
