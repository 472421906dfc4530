import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAYMENT_PROVIDER_TEXTS } from '@vitrina/contracts/payment-texts';
import type { OrderPayment } from '@vitrina/contracts/payments';
import { formatRubles } from '@vitrina/contracts/pricing';
import { ShopTime } from '../../../shared/shop/shop-time';
import { PAYMENT_TEXTS as TEXTS } from '../order-texts';
import { DetailField, DetailSection } from './detail-section';
import { PaymentStatusChip } from './payment-status-chip';
import { RefundButton } from './refund-button';

interface PaymentSectionProps {
  orderId: number;
  payment: OrderPayment;
}

/**
 * The order's online payment: where it stands, how much, how much is given back, and the
 * provider's id of it, to find it in the provider's account; with a way to give money back.
 */
export function PaymentSection({ orderId, payment }: PaymentSectionProps) {
  const provider = PAYMENT_PROVIDER_TEXTS[payment.provider].title;
  return (
    <DetailSection title={TEXTS.title}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <PaymentStatusChip status={payment.status} />
        {payment.test && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {TEXTS.test}
          </Typography>
        )}
      </Stack>
      <DetailField label={TEXTS.amount}>{formatRubles(payment.amount)}</DetailField>
      <DetailField label={TEXTS.refunded}>
        {payment.refunded_amount > 0 ? formatRubles(payment.refunded_amount) : null}
      </DetailField>
      <DetailField label={TEXTS.paidAt}>
        {payment.paid_at && <ShopTime at={payment.paid_at} />}
      </DetailField>
      <DetailField label={TEXTS.paymentId(provider)}>
        {/* Copied whole into the provider's search: one click selects all of it. */}
        {payment.id && (
          <Box component="span" sx={{ userSelect: 'all' }}>
            {payment.id}
          </Box>
        )}
      </DetailField>
      <RefundButton orderId={orderId} payment={payment} />
    </DetailSection>
  );
}
