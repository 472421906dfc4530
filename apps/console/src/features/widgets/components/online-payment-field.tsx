import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import { paths } from '@vitrina/contracts/console-paths';
import {
  ONLINE_PAYMENT_HINT,
  ONLINE_PAYMENT_LABEL,
  ONLINE_PAYMENT_UNAVAILABLE_HINT,
} from '@vitrina/contracts/widget-style-labels';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useYookassaSettingsQuery } from '../../../shared/api/payment-connection';
import type { BehaviourControl } from './style-parts';

/** The settings' «Оплата», where the shop connects ЮKassa. */
const PAYMENT_SETTINGS_HREF = `${paths.settings}?section=payments`;

/**
 * «Оплата онлайн»: the order form sends the buyer to pay. It needs a connected provider, so with
 * none it cannot be switched on, and says where to connect one; a switch already on (its
 * provider disconnected since) may still be switched off. The server's refusal shows under it.
 */
export function OnlinePaymentField({ control }: { control: BehaviourControl }) {
  const { field, fieldState } = useController({ control, name: 'online_payment' });
  // Only a read that says «none» closes it: while it loads or if it fails, the server decides.
  const unavailable = useYookassaSettingsQuery().data === null;
  const helperId = useId();
  const helperText =
    fieldState.error?.message ??
    (unavailable ? (
      <Link component={RouterLink} to={PAYMENT_SETTINGS_HREF}>
        {ONLINE_PAYMENT_UNAVAILABLE_HINT}
      </Link>
    ) : (
      ONLINE_PAYMENT_HINT
    ));
  return (
    <FormControl error={fieldState.invalid} sx={{ maxWidth: 360 }}>
      <FormControlLabel
        label={ONLINE_PAYMENT_LABEL}
        disabled={unavailable && !field.value}
        control={
          <Switch
            name={field.name}
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, 'aria-describedby': helperId } }}
          />
        }
        sx={{ height: 56 }}
      />
      <FormHelperText id={helperId} sx={{ mt: 0 }}>
        {helperText}
      </FormHelperText>
    </FormControl>
  );
}
