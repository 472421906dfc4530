import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSupportContactQuery } from '../api/support-api';
import { HELP_TEXTS, SECTION } from '../help-texts';

/** Where to write for help: the operator's address, shown when the server has one. */
export function SupportContactLine() {
  const email = useSupportContactQuery().data?.email;
  if (!email) return null;
  return (
    <Box sx={SECTION}>
      <Typography>
        {HELP_TEXTS.writeToSupport} <Link href={`mailto:${email}`}>{email}</Link>
      </Typography>
    </Box>
  );
}
