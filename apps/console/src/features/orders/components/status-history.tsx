import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ORDER_STATUS_LABELS } from '@vitrina/contracts/order-statuses';
import type { OrderDetail, OrderStatusChange } from '@vitrina/contracts/orders';
import type { OrderRefund } from '@vitrina/contracts/payments';
import { formatRubles } from '@vitrina/contracts/pricing';
import { ShopTime } from '../../../shared/shop/shop-time';
import { PAYMENT_TEXTS, REFUND_STATUS_TEXTS, SOURCE_LABELS } from '../order-texts';
import { DetailSection } from './detail-section';

/** One line of the history: what happened, and when. */
interface HistoryEntry {
  key: string;
  at: string;
  text: string;
}

const changeEntry = (change: OrderStatusChange): HistoryEntry => {
  const move = `${ORDER_STATUS_LABELS[change.from]} → ${ORDER_STATUS_LABELS[change.to]}`;
  const where = `${SOURCE_LABELS[change.source]}, ${change.actor}`;
  return { key: `status-${change.at}`, at: change.at, text: `${move} · ${where}` };
};

// A refund the provider has not made (yet) says so; a made one is the usual case, said by none.
const refundEntry = (refund: OrderRefund): HistoryEntry => {
  const amount = PAYMENT_TEXTS.refundEntry(formatRubles(refund.amount));
  const status = refund.status === 'succeeded' ? '' : ` (${REFUND_STATUS_TEXTS[refund.status]})`;
  return {
    key: `refund-${refund.id}`,
    at: refund.at,
    text: `${amount}${status} · ${refund.actor}`,
  };
};

/** The status changes and the refunds together, oldest first (a sort keeps equal times' order). */
const entriesOf = (order: OrderDetail): HistoryEntry[] =>
  [...order.status_changes.map(changeEntry), ...order.refunds.map(refundEntry)].sort(
    (one, other) => Date.parse(one.at) - Date.parse(other.at),
  );

/**
 * Every status change, oldest first: from what to what, where, by whom and when; and among them
 * the payment's refunds: how much, by whom and when.
 */
export function StatusHistory({ order }: { order: OrderDetail }) {
  return (
    <DetailSection title="История статусов">
      <Typography variant="body2">
        {ORDER_STATUS_LABELS.NEW} · <ShopTime at={order.created_at} />
      </Typography>
      <Stack component="ol" sx={{ gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
        {entriesOf(order).map(({ key, at, text }) => (
          <Typography component="li" variant="body2" key={key}>
            {text} · <ShopTime at={at} />
          </Typography>
        ))}
      </Stack>
    </DetailSection>
  );
}
