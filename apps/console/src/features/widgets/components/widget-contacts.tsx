import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '@vitrina/contracts/messages';
import type { Widget } from '@vitrina/contracts/platform';
import { Link as RouterLink } from 'react-router';
import { paths } from '@vitrina/contracts/console-paths';
import { useContactsQuery } from '../../../shared/api/contact-reads';
import { serverDetailOf } from '../../../shared/api/server-detail';
import { useSetWidgetContactsMutation } from '../api/widgets-api';
import { showToast } from '../../../shared/ui/toasts/show-toast';

/** Which of the merchant's confirmed services receive this widget's orders; saved at each change. */
export function WidgetContacts({ widget }: { widget: Widget }) {
  const { data: contacts = [] } = useContactsQuery();
  const [save, { isLoading }] = useSetWidgetContactsMutation();
  const confirmed = contacts.filter((contact) => contact.is_confirmed);
  const chosen = widget.contacts_id;

  async function toggle(id: number) {
    const next = chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id];
    const { error } = await save({ widgetId: widget.id, contacts_id: next });
    if (error) {
      void showToast(serverDetailOf(error) ?? messages.widget.saveFailed, { variant: 'error' });
    }
  }

  return (
    <Stack component="section" aria-labelledby="widget-contacts" sx={{ gap: 1 }}>
      <Typography id="widget-contacts" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Куда приходят заявки
      </Typography>
      <FormGroup>
        {confirmed.map((contact) => (
          <FormControlLabel
            key={contact.id}
            label={contact.title}
            control={
              <Checkbox
                checked={chosen.includes(contact.id)}
                disabled={isLoading}
                onChange={() => toggle(contact.id)}
              />
            }
          />
        ))}
      </FormGroup>
      {chosen.length === 0 && (
        <Alert severity="warning">
          Сервис не выбран: заявки сохранятся в Витрине, но о них никто не узнает.{' '}
          <Link component={RouterLink} to={paths.settings}>
            Подключить сервис
          </Link>
        </Alert>
      )}
    </Stack>
  );
}
