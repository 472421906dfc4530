import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DELIVERY_STATUS_LABELS, type DeliveryStatus } from '@vitrina/contracts/notifier';
import { WEBHOOK_EVENT_LABELS } from '@vitrina/contracts/webhook-texts';
import type { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from '@vitrina/contracts/webhooks';
import { serverDetailOf } from '../../../shared/api/server-detail';
import { Allowed } from '../../../shared/shop/allowed';
import { ShopTime } from '../../../shared/shop/shop-time';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { PageLoader } from '../../../shared/ui/page-loader';
import { ShowMoreButton } from '../../../shared/ui/show-more-button';
import { showToast } from '../../../shared/ui/toasts/show-toast';
import { useResendWebhookDeliveryMutation } from '../api/webhooks-api';
import { useWebhookLog } from '../use-webhook-endpoints';
import { WEBHOOKS_TEXTS as TEXTS } from '../webhooks-texts';

const STATUS_COLORS = {
  PENDING: 'default',
  DELIVERED: 'success',
  FAILED: 'error',
} as const satisfies Record<DeliveryStatus, 'default' | 'success' | 'error'>;

/** The address's deliveries, newest first, each with its tries and the receiver's answers. */
export function WebhookLog({ id, endpoint }: { id: string; endpoint: WebhookEndpoint }) {
  const { data, error, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useWebhookLog(endpoint.id);
  const deliveries = data?.pages.flatMap((page) => page.deliveries) ?? [];

  return (
    <Stack
      id={id}
      component="section"
      aria-label={TEXTS.logTitle(endpoint.url)}
      sx={{ mt: 2, gap: 2 }}
    >
      {isLoading && <PageLoader />}
      {isError && <FailureAlert message={TEXTS.logFailed} error={error} />}
      {data && deliveries.length === 0 && (
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {TEXTS.noDeliveries}
        </Typography>
      )}
      {deliveries.length > 0 && (
        <Stack component="ol" sx={{ m: 0, p: 0, gap: 1.5, listStyle: 'none' }}>
          {deliveries.map((delivery) => (
            <DeliveryEntry key={delivery.id} endpointId={endpoint.id} delivery={delivery} />
          ))}
        </Stack>
      )}
      <ShowMoreButton {...{ hasNextPage, isFetchingNextPage, fetchNextPage }} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {TEXTS.logKept}
      </Typography>
    </Stack>
  );
}

function DeliveryEntry({
  endpointId,
  delivery,
}: {
  endpointId: number;
  delivery: WebhookDelivery;
}) {
  const [resend, { isLoading }] = useResendWebhookDeliveryMutation();

  const sendAgain = async () => {
    const { data, error } = await resend({ id: endpointId, deliveryId: delivery.id });
    if (data) void showToast(TEXTS.resendSent, { variant: 'success' });
    else void showToast(serverDetailOf(error) ?? TEXTS.resendFailed, { variant: 'error' });
  };

  return (
    <Stack
      component="li"
      aria-label={`${WEBHOOK_EVENT_LABELS[delivery.event]}, ${DELIVERY_STATUS_LABELS[delivery.status]}`}
      sx={{ gap: 1, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{WEBHOOK_EVENT_LABELS[delivery.event]}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <ShopTime at={delivery.created_at} />
        </Typography>
        <Chip
          size="small"
          color={STATUS_COLORS[delivery.status]}
          label={DELIVERY_STATUS_LABELS[delivery.status]}
        />
        {delivery.resent_from !== null && (
          <Chip size="small" variant="outlined" label={TEXTS.resent} />
        )}
      </Stack>
      {delivery.attempts.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {TEXTS.notTried}
        </Typography>
      ) : (
        <Stack component="ul" sx={{ m: 0, p: 0, gap: 1, listStyle: 'none' }}>
          {delivery.attempts.map((attempt) => (
            <AttemptLine key={attempt.attempt} attempt={attempt} />
          ))}
        </Stack>
      )}
      {delivery.status !== 'PENDING' && (
        <Allowed permission="services.write">
          <Button
            size="small"
            loading={isLoading}
            onClick={() => void sendAgain()}
            sx={{ alignSelf: 'flex-start' }}
          >
            {TEXTS.resend}
          </Button>
        </Allowed>
      )}
    </Stack>
  );
}

/** «Попытка 2 · 14:05 · ответ 500 · 120 мс», why it did not deliver, and the answer's start. */
function AttemptLine({ attempt }: { attempt: WebhookAttempt }) {
  const answer = attempt.status_code === null ? TEXTS.noAnswer : TEXTS.answer(attempt.status_code);
  return (
    <Stack component="li" sx={{ gap: 0.5 }}>
      <Typography variant="body2">
        {`${TEXTS.attempt(attempt.attempt)} · `}
        <ShopTime at={attempt.at} />
        {` · ${answer} · ${TEXTS.duration(attempt.duration_ms)}`}
      </Typography>
      {attempt.error && (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {attempt.error}
        </Typography>
      )}
      {attempt.response_excerpt && (
        <Typography
          component="pre"
          variant="body2"
          sx={{
            m: 0,
            fontFamily: 'monospace',
            fontSize: 12,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            color: 'text.secondary',
          }}
        >
          {attempt.response_excerpt}
        </Typography>
      )}
    </Stack>
  );
}
