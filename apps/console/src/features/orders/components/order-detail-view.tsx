import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { OrderDetail } from '@vitrina/contracts/orders';
import { useOrderActions } from '../use-order-actions';
import { DeliveryLog } from './delivery-log';
import { OrderNoteForm } from './order-note-form';
import { OrderSummary } from './order-summary';
import { PaymentSection } from './payment-section';
import { StatusControl } from './status-control';
import { StatusHistory } from './status-history';

/** Everything an order holds, and what the merchant can do with it. */
export function OrderDetailView({ order }: { order: OrderDetail }) {
  const actions = useOrderActions(order.id);
  return (
    <Stack sx={{ gap: 2.5 }}>
      <StatusControl order={order} onMove={(s) => void actions.move(s)} pending={actions.moving} />
      {order.payment && <PaymentSection orderId={order.id} payment={order.payment} />}
      <OrderSummary order={order} />
      <Divider />
      <StatusHistory order={order} />
      <OrderNoteForm
        key={order.id}
        note={order.note}
        onSave={(note) => void actions.saveNote(note)}
        pending={actions.savingNote}
      />
      <DeliveryLog
        deliveries={order.deliveries}
        onSendAgain={(id) => void actions.sendAgain(id)}
        sendingId={actions.sendingId}
      />
    </Stack>
  );
}
