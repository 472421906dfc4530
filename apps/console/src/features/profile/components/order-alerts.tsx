import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useOrderAlertPrefs, writeOrderAlertPrefs } from '../../../shared/alerts/order-alert-prefs';
import { profileAlertTexts as texts } from '../profile-alert-texts';

const notificationsSupported = () => typeof Notification !== 'undefined';

/**
 * This browser's signals of a new order, beside the bell: a chime and the browser's notification.
 * The browser's permission is asked on the switch's click, never on a page's load.
 */
export function OrderAlerts() {
  const prefs = useOrderAlertPrefs();
  const [refusal, setRefusal] = useState<string | null>(null);

  async function switchNotification(on: boolean) {
    setRefusal(null);
    if (!on) return writeOrderAlertPrefs({ notification: false });
    if (!notificationsSupported()) return setRefusal(texts.notificationsUnsupported);
    const permission =
      Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    if (permission !== 'granted') return setRefusal(texts.notificationsDenied);
    writeOrderAlertPrefs({ notification: true });
  }

  return (
    <Stack component="section" aria-labelledby="order-alerts-heading" sx={{ gap: 1 }}>
      <Typography id="order-alerts-heading" variant="h6" component="h2">
        {texts.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {texts.description}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={prefs.sound}
            onChange={(event) => writeOrderAlertPrefs({ sound: event.target.checked })}
          />
        }
        label={texts.sound}
      />
      <FormControlLabel
        control={
          <Switch
            checked={prefs.notification}
            onChange={(event) => void switchNotification(event.target.checked)}
          />
        }
        label={texts.notification}
      />
      {refusal && <FormHelperText error>{refusal}</FormHelperText>}
    </Stack>
  );
}
