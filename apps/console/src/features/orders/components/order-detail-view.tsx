import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { OrderDetail } from '@vitrina/contracts/orders';
import { useOrderActions } from '../use-order-actions';
import { BlockBuyerButton } from './block-buyer-button';
import { DeliveryLog } from './delivery-log';
import { OrderNoteForm } from './order-note-form';
import { OrderSummary } from './order-summary';
import { PaymentSection } from './payment-section';
import { RejectionNotice } from './rejection-notice';
import { StatusControl } from './status-control';
import { StatusHistory } from './status-history';

/**
 * Everything an order holds, and what the merchant can do with it. A refused order says why in
 * place of its status, which stays as it came (decision 74).
 */
export function OrderDetailView({ order }: { order: OrderDetail }) {
  const actions = useOrderActions(order.id);
  return (
    <Stack sx={{ gap: 2.5 }}>
      {order.rejection ? (
        <RejectionNotice rejection={order.rejection} />
      ) : (
        <StatusControl
          order={order}
          onMove={(s) => void actions.move(s)}
          pending={actions.moving}
        />
      )}
      {order.payment && <PaymentSection orderId={order.id} payment={order.payment} />}
      <OrderSummary order={order} />
      <BlockBuyerButton order={order} />
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
