import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { rejectedOrderTexts } from '@vitrina/contracts/rejected-order-texts';
import type { Order } from '@vitrina/contracts/orders';
import {
  ORDER_PAYMENT_STATUS_LABELS,
  type OrderPaymentStatus,
} from '@vitrina/contracts/payment-texts';
import { OrderStatusChip } from '../../../shared/ui/orders/order-status-chip';

const COLORS = {
  pending: 'warning',
  succeeded: 'success',
  canceled: 'default',
  refunded: 'info',
} as const satisfies Record<OrderPaymentStatus, ChipProps['color']>;

/** Where an order's online payment stands, as a small label; outlined, unlike the status. */
export function PaymentStatusChip({ status }: { status: OrderPaymentStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={ORDER_PAYMENT_STATUS_LABELS[status]}
    />
  );
}

/**
 * A list's chips of an order: its status and, when it was to be paid online, its payment's.
 * They wrap rather than widen a phone's card. A refused order has no status of its own to show
 * (decision 74): it says so, and which entry of the list it matched.
 */
export function OrderChips({ order }: { order: Pick<Order, 'status' | 'payment' | 'rejection'> }) {
  if (order.rejection) {
    const { kind, value } = order.rejection;
    return (
      <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
        <Chip size="small" color="error" label={rejectedOrderTexts.rejectedChip} />
        <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {rejectedOrderTexts.rejectionReason(kind, value)}
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      <OrderStatusChip status={order.status} />
      {order.payment && <PaymentStatusChip status={order.payment.status} />}
    </Stack>
  );
}
