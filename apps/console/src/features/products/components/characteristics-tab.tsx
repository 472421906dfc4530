import Typography from '@mui/material/Typography';
import { CHARACTERISTICS_HEADING_COUNT } from '@vitrina/contracts/limits';

/** The characteristics' heading with its fixed count (spec §2.8); the rows come next. */
export function CharacteristicsTab() {
  return (
    <Typography component="h2" variant="h6">
      Характеристики{' '}
      <Typography component="span" variant="h6" sx={{ color: 'text.secondary' }}>
        ({CHARACTERISTICS_HEADING_COUNT})
      </Typography>
    </Typography>
  );
}
