import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Order } from '@vitrina/contracts/orders';
import { formatPhone } from '@vitrina/contracts/phone';
import { Link as RouterLink } from 'react-router';
import { WRAP_LONG_WORDS } from '../../../shared/ui/long-words';
import { ShopTime } from '../../../shared/shop/shop-time';
import { orderLinesTitle, orderSourceText, orderUnitsAndTotal } from '../order-format';
import { OrderChips } from './payment-status-chip';
import { ORDERS_TITLE, orderTitle } from '../order-texts';

interface OrderCardsProps {
  orders: readonly Order[];
  hrefOf: (orderId: number) => string;
}

function OrderCard({ order, href }: { order: Order; href: string }) {
  const secondary = { color: 'text.secondary', ...WRAP_LONG_WORDS } as const;
  return (
    <Card component="li" variant="outlined" aria-label={orderTitle(order.number)}>
      <CardActionArea component={RouterLink} to={href} replace sx={{ p: 2 }}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}
        >
          <Typography sx={{ fontWeight: 600 }}>#{order.number}</Typography>
          <OrderChips order={order} />
        </Stack>
        <Typography variant="body2" sx={secondary}>
          <ShopTime at={order.created_at} />
        </Typography>
        <Typography sx={WRAP_LONG_WORDS}>{orderLinesTitle(order)}</Typography>
        <Typography sx={{ fontWeight: 600 }}>{orderUnitsAndTotal(order)}</Typography>
        <Typography variant="body2" sx={WRAP_LONG_WORDS}>
          {order.customer.name}
          {/* An erased buyer's order has no phone left (decision 61). */}
          {order.customer.phone && (
            <>
              , {/* A phone reads as one piece: a line breaks before it, never inside. */}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {formatPhone(order.customer.phone)}
              </Box>
            </>
          )}
        </Typography>
        <Typography variant="body2" sx={secondary}>
          {orderSourceText(order)}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

/** The phone's list: a card an order, the whole card opening the drawer. */
export function OrderCards({ orders, hrefOf }: OrderCardsProps) {
  return (
    <Stack
      component="ul"
      aria-label={ORDERS_TITLE}
      sx={{ gap: 1.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} href={hrefOf(order.id)} />
      ))}
    </Stack>
  );
}
