import Button from '@mui/material/Button';
import type { OrderPayment } from '@vitrina/contracts/payments';
import { useState } from 'react';
import { usePermissions } from '../../../shared/shop/use-permissions';
import { refundableOf } from '../order-format';
import { PAYMENT_TEXTS as TEXTS } from '../order-texts';
import { RefundDialog } from './refund-dialog';

interface RefundButtonProps {
  orderId: number;
  payment: OrderPayment;
}

/**
 * «Вернуть деньги», for a role that may change orders, while a paid payment has money left to
 * give back. Its dialog stays on the page once opened, so that it closes smoothly even when the
 * refund it made leaves nothing more to give back.
 */
export function RefundButton({ orderId, payment }: RefundButtonProps) {
  const [open, setOpen] = useState(false);
  const { can } = usePermissions();
  const left = refundableOf(payment);
  const offered = can('orders.write') && payment.status === 'succeeded' && left > 0;
  return (
    <>
      {offered && (
        <Button
          size="small"
          variant="outlined"
          onClick={() => setOpen(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {TEXTS.refund}
        </Button>
      )}
      <RefundDialog open={open} onClose={() => setOpen(false)} orderId={orderId} left={left} />
    </>
  );
}
