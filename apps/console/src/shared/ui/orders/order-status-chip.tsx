import Chip, { type ChipProps } from '@mui/material/Chip';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@vitrina/contracts/order-statuses';

const COLORS = {
  NEW: 'primary',
  IN_PROGRESS: 'warning',
  DONE: 'success',
  CANCELLED: 'default',
} as const satisfies Record<OrderStatus, ChipProps['color']>;

/** An order's status as a small coloured label. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return <Chip size="small" color={COLORS[status]} label={ORDER_STATUS_LABELS[status]} />;
}
