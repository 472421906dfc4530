import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ORDER_STATUS_LABELS } from '@vitrina/contracts/order-statuses';
import { BUYER_LETTER_STATUSES, type BuyerLetterStatus } from '@vitrina/contracts/team';
import { SHOP_SETTINGS_TEXTS as TEXTS } from '../form-services-texts';

const TITLE_ID = 'buyer-letters-title';

interface BuyerLettersFieldProps {
  value: readonly BuyerLetterStatus[];
  onChange: (statuses: BuyerLetterStatus[]) => void;
}

/** A switch for each status whose move may send the buyer a letter. */
export function BuyerLettersField({ value, onChange }: BuyerLettersFieldProps) {
  const toggle = (status: BuyerLetterStatus, on: boolean) =>
    onChange(BUYER_LETTER_STATUSES.filter((each) => (each === status ? on : value.includes(each))));
  return (
    <FormGroup role="group" aria-labelledby={TITLE_ID}>
      <FormLabel id={TITLE_ID} component="h2" sx={{ typography: 'h6', color: 'text.primary' }}>
        {TEXTS.lettersTitle}
      </FormLabel>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {TEXTS.lettersHint}
      </Typography>
      {BUYER_LETTER_STATUSES.map((status) => (
        <FormControlLabel
          key={status}
          label={ORDER_STATUS_LABELS[status]}
          control={
            <Switch
              checked={value.includes(status)}
              onChange={(event) => toggle(status, event.target.checked)}
            />
          }
        />
      ))}
    </FormGroup>
  );
}
