import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  nextOrderStatuses,
  ORDER_STATUS_ACTIONS,
  type OrderStatusTarget,
} from '@vitrina/contracts/order-statuses';
import type { OrderDetail } from '@vitrina/contracts/orders';
import { useState } from 'react';
import { ConfirmDialog } from '../../../shared/ui/dialog/confirm-dialog';
import { DetailSection } from './detail-section';
import { OrderStatusChip } from '../../../shared/ui/orders/order-status-chip';

interface StatusControlProps {
  order: OrderDetail;
  onMove: (status: OrderStatusTarget) => void;
  pending: boolean;
}

/** The order's status and a button for each status it may move to; cancelling asks first. */
export function StatusControl({ order, onMove, pending }: StatusControlProps) {
  const [confirming, setConfirming] = useState(false);
  const press = (status: OrderStatusTarget) =>
    status === 'CANCELLED' ? setConfirming(true) : onMove(status);

  return (
    <DetailSection title="Статус">
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <OrderStatusChip status={order.status} />
        {nextOrderStatuses(order.status).map((status) => (
          <Button
            key={status}
            size="small"
            variant={status === 'CANCELLED' ? 'text' : 'contained'}
            color={status === 'CANCELLED' ? 'error' : 'primary'}
            disabled={pending}
            onClick={() => press(status)}
          >
            {ORDER_STATUS_ACTIONS[status]}
          </Button>
        ))}
      </Stack>
      {/* Cancelling is final (a cancelled order moves no further), so it is asked for twice. */}
      <ConfirmDialog
        open={confirming}
        title="Отменить заказ?"
        text={`Заказ #${order.number} получит статус «Отменена», изменить его потом будет нельзя.`}
        cancelLabel="Не отменять"
        confirmLabel="Отменить заказ"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onMove('CANCELLED');
        }}
      />
    </DetailSection>
  );
}
