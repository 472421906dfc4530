import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ORDER_STATUS_LABELS } from '@vitrina/contracts/order-statuses';
import type { OrderDetail } from '@vitrina/contracts/orders';
import { formatOrderTime } from '../../../shared/ui/orders/order-format';
import { SOURCE_LABELS } from '../order-texts';
import { DetailSection } from './detail-section';

/** Every status change, oldest first: from what to what, where, by whom and when. */
export function StatusHistory({ order }: { order: OrderDetail }) {
  return (
    <DetailSection title="История статусов">
      <Typography variant="body2">
        {ORDER_STATUS_LABELS.NEW} · {formatOrderTime(order.created_at)}
      </Typography>
      <Stack component="ol" sx={{ gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
        {order.status_changes.map((change) => (
          <Typography component="li" variant="body2" key={change.at}>
            {ORDER_STATUS_LABELS[change.from]} → {ORDER_STATUS_LABELS[change.to]} ·{' '}
            {SOURCE_LABELS[change.source]}, {change.actor} · {formatOrderTime(change.at)}
          </Typography>
        ))}
      </Stack>
    </DetailSection>
  );
}
