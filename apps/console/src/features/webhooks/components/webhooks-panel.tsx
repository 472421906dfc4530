import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Allowed } from '../../../shared/shop/allowed';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useWebhookEndpoints } from '../use-webhook-endpoints';
import { WEBHOOKS_TEXTS as TEXTS } from '../webhooks-texts';
import { AddWebhookDialog } from './add-webhook-dialog';
import { WebhookCard } from './webhook-card';

/**
 * The settings' «Интеграция» tab (decision 73): the shop's webhook addresses. Every member sees
 * them and their logs; a role with the services' writes adds, switches, tests, resends and
 * deletes.
 */
export default function WebhooksPanel() {
  const titleId = useId();
  const [adding, setAdding] = useState(false);
  const { data: endpoints, error, isLoading } = useWebhookEndpoints();

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          {TEXTS.title}
        </Typography>
        <Allowed permission="services.write">
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {TEXTS.add}
          </Button>
        </Allowed>
      </Stack>
      <Stack sx={{ gap: 1, mt: 1, mb: 3, color: 'text.secondary' }}>
        <Typography>{TEXTS.description}</Typography>
        <Typography variant="body2">{TEXTS.signatureNote}</Typography>
      </Stack>
      {isLoading && <PageLoader />}
      {!isLoading && !endpoints && <FailureAlert message={TEXTS.loadFailed} error={error} />}
      {endpoints?.length === 0 && <Typography role="status">{TEXTS.empty}</Typography>}
      {endpoints && endpoints.length > 0 && (
        <Stack component="ul" sx={{ gap: 2, m: 0, p: 0, listStyle: 'none' }}>
          {endpoints.map((endpoint) => (
            <li key={endpoint.id}>
              <WebhookCard endpoint={endpoint} />
            </li>
          ))}
        </Stack>
      )}
      <AddWebhookDialog open={adding} onClose={() => setAdding(false)} />
    </Box>
  );
}
