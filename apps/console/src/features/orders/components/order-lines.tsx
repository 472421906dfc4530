import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UNIT_LABELS } from '@vitrina/contracts/enums';
import type { OrderDetail, OrderLine } from '@vitrina/contracts/orders';
import {
  discountedPrice,
  discountLabel,
  formatRubles,
  NO_PRICE_TEXT,
} from '@vitrina/contracts/pricing';
import { variantTitle } from '@vitrina/contracts/variants';
import { WRAP_LONG_WORDS } from '../../../shared/ui/long-words';
import { orderUnitsAndTotal } from '../order-format';
import { DetailField, DetailSection } from './detail-section';

/**
 * «2 Шт × 4 500 ₽ (5 000 ₽ −10%)»: the quantity and the unit price paid, with the price before
 * its discount when there was one; the quantity alone without a price.
 */
function quantityAndPrice(line: OrderLine): string {
  const quantity = `${line.quantity} ${UNIT_LABELS[line.module]}`;
  if (line.price === null) return quantity;
  const unitPrice = discountedPrice(line.price, line.discount_value, line.discount_type);
  const discount = discountLabel(line.discount_value, line.discount_type);
  const before = discount ? ` (${formatRubles(line.price)} ${discount})` : '';
  return `${quantity} × ${formatRubles(unitPrice)}${before}`;
}

function OrderLineItem({ line }: { line: OrderLine }) {
  const secondary = { color: 'text.secondary', ...WRAP_LONG_WORDS } as const;
  return (
    <Stack component="li" sx={{ gap: 0.25 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, ...WRAP_LONG_WORDS }}>
        {variantTitle(line.title, line.variant)}
      </Typography>
      {line.sku && (
        <Typography variant="body2" sx={secondary}>
          Артикул {line.sku}
        </Typography>
      )}
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'space-between' }}>
        <Typography variant="body2" sx={secondary}>
          {quantityAndPrice(line)}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {line.total === null ? NO_PRICE_TEXT : formatRubles(line.total)}
        </Typography>
      </Stack>
    </Stack>
  );
}

/** What the buyer ordered, line by line as ordered, and the order's total. */
export function OrderLines({ order }: { order: Pick<OrderDetail, 'lines' | 'units' | 'total'> }) {
  return (
    <DetailSection title="Товары">
      <Stack component="ol" sx={{ gap: 1.5, m: 0, p: 0, listStyle: 'none' }}>
        {order.lines.map((line, index) => (
          // Lines have no id of their own; their place in the order never changes.
          <OrderLineItem key={index} line={line} />
        ))}
      </Stack>
      <DetailField label="Итого">{orderUnitsAndTotal(order)}</DetailField>
    </DetailSection>
  );
}
