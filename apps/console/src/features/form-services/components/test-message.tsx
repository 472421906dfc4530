import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '@vitrina/contracts/messages';
import type { Contact } from '@vitrina/contracts/notifier';
import { useId } from 'react';
import { serverDetailOf } from '../../../shared/api/server-detail';
import { useSendTestMessageMutation } from '../api/form-services-api';
import { LastDelivery } from './last-delivery';

/**
 * Beyond the spec: a test message through the contact, and the latest delivery. The list is
 * polled while it is pending (useContacts), so its result replaces 'Отправляется' here.
 */
export function TestMessage({ contact }: { contact: Contact }) {
  const headingId = useId();
  const [sendTest, { isLoading, error }] = useSendTestMessageMutation();
  const refusal = serverDetailOf(error);

  const send = async () => {
    const result = await sendTest(contact.id);
    if (result.error) console.error('The test message was not queued', result.error);
  };

  return (
    <Stack
      component="section"
      aria-labelledby={headingId}
      sx={{ gap: 1, alignItems: 'flex-start' }}
    >
      <Typography id={headingId} component="h3" variant="subtitle2">
        Последняя отправка
      </Typography>
      <LastDelivery delivery={contact.last_delivery} />
      <Button
        variant="outlined"
        loading={isLoading}
        disabled={!contact.is_confirmed}
        onClick={() => void send()}
      >
        Отправить тестовое сообщение
      </Button>
      {!contact.is_confirmed && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {messages.notifier.notConfirmed}
        </Typography>
      )}
      {refusal && <Alert severity="error">{refusal}</Alert>}
    </Stack>
  );
}
