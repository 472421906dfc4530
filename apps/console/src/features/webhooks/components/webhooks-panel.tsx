import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SettingsListSection } from '../../../shared/ui/settings-list-section';
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
  const [adding, setAdding] = useState(false);
  const { data: endpoints, error, isLoading } = useWebhookEndpoints();

  return (
    <>
      <SettingsListSection
        title={TEXTS.title}
        description={
          <Stack sx={{ gap: 1, mt: 1, mb: 3, color: 'text.secondary' }}>
            <Typography>{TEXTS.description}</Typography>
            <Typography variant="body2">{TEXTS.signatureNote}</Typography>
          </Stack>
        }
        add={{ label: TEXTS.add, permission: 'services.write', onClick: () => setAdding(true) }}
        read={{ isLoading, error, items: endpoints }}
        texts={TEXTS}
      >
        {(listed) => (
          <Stack component="ul" sx={{ gap: 2, m: 0, p: 0, listStyle: 'none' }}>
            {listed.map((endpoint) => (
              <li key={endpoint.id}>
                <WebhookCard endpoint={endpoint} />
              </li>
            ))}
          </Stack>
        )}
      </SettingsListSection>
      <AddWebhookDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
