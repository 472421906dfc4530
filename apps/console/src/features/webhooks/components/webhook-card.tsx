import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DELIVERY_STATUS_LABELS } from '@vitrina/contracts/notifier';
import { WEBHOOK_EVENT_LABELS } from '@vitrina/contracts/webhook-texts';
import type { WebhookEndpoint } from '@vitrina/contracts/webhooks';
import { useId, useState } from 'react';
import { serverDetailOf } from '../../../shared/api/server-detail';
import { Allowed } from '../../../shared/shop/allowed';
import { ShopTime } from '../../../shared/shop/shop-time';
import { showToast } from '../../../shared/ui/toasts/show-toast';
import { useSendWebhookTestMutation, useUpdateWebhookEndpointMutation } from '../api/webhooks-api';
import { WEBHOOKS_TEXTS as TEXTS } from '../webhooks-texts';
import { DeleteWebhookButton } from './delete-webhook-button';
import { WebhookLog } from './webhook-log';

/** One address: what it hears, how its newest delivery went, and what may be done with it. */
export function WebhookCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const urlId = useId();
  const logId = useId();
  const [logShown, setLogShown] = useState(false);
  const [update, { isLoading: switching }] = useUpdateWebhookEndpointMutation();
  const [sendTest, { isLoading: testing }] = useSendWebhookTestMutation();

  const switchTo = async (enabled: boolean) => {
    const { error } = await update({ id: endpoint.id, update: { enabled } });
    if (error) void showToast(serverDetailOf(error) ?? TEXTS.switchFailed, { variant: 'error' });
  };

  const test = async () => {
    const { data, error } = await sendTest(endpoint.id);
    if (!data) {
      void showToast(serverDetailOf(error) ?? TEXTS.testFailed, { variant: 'error' });
      return;
    }
    void showToast(TEXTS.testSent, { variant: 'success' });
    setLogShown(true);
  };

  return (
    <Paper component="article" variant="outlined" aria-labelledby={urlId} sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Stack sx={{ gap: 1, minWidth: 0 }}>
          <Typography
            id={urlId}
            component="h3"
            sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {endpoint.url}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {endpoint.events.map((event) => (
              <Chip key={event} size="small" label={WEBHOOK_EVENT_LABELS[event]} />
            ))}
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {TEXTS.secretHint(endpoint.secret_last4)}
          </Typography>
          <LastDelivery endpoint={endpoint} />
        </Stack>
        <Allowed permission="services.write">
          <FormControlLabel
            label={TEXTS.enabled}
            disabled={switching}
            control={
              <Switch
                checked={endpoint.enabled}
                onChange={(event) => void switchTo(event.target.checked)}
              />
            }
            sx={{ flexShrink: 0, mr: 0 }}
          />
        </Allowed>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Allowed permission="services.write">
          <Button variant="outlined" loading={testing} onClick={() => void test()}>
            {TEXTS.test}
          </Button>
        </Allowed>
        <Button
          aria-expanded={logShown}
          aria-controls={logShown ? logId : undefined}
          onClick={() => setLogShown(!logShown)}
        >
          {logShown ? TEXTS.hideLog : TEXTS.showLog}
        </Button>
        <Allowed permission="services.write">
          <DeleteWebhookButton endpoint={endpoint} />
        </Allowed>
      </Stack>
      {logShown && <WebhookLog id={logId} endpoint={endpoint} />}
    </Paper>
  );
}

/** «Последняя доставка: Доставлено, ответ 200, 12.03.2026, 14:05», or that there was none. */
function LastDelivery({ endpoint }: { endpoint: WebhookEndpoint }) {
  const last = endpoint.last_delivery;
  if (!last) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {TEXTS.noDeliveries}
      </Typography>
    );
  }
  const answer = last.status_code === null ? '' : `, ${TEXTS.answer(last.status_code)}`;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {`${TEXTS.lastDelivery}: ${DELIVERY_STATUS_LABELS[last.status]}${answer}, `}
      <ShopTime at={last.at} />
    </Typography>
  );
}
