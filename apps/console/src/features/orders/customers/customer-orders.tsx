import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ORDER_PARAM, paths } from '@vitrina/contracts/console-paths';
import { customerTexts } from '@vitrina/contracts/customer-texts';
import type { CustomerOrder } from '@vitrina/contracts/customers';
import { Link as RouterLink } from 'react-router';
import { ShopTime } from '../../../shared/shop/shop-time';
import { formatOrderTotal } from '../../../shared/ui/orders/order-format';
import { OrderStatusChip } from '../../../shared/ui/orders/order-status-chip';
import { DetailSection } from '../components/detail-section';
import { orderTitle } from '../order-texts';

/** The buyer's orders, newest first, each a link that opens it on the orders tab. */
export function CustomerOrders({ orders }: { orders: readonly CustomerOrder[] }) {
  return (
    <DetailSection title={customerTexts.ordersSection}>
      <Stack component="ul" sx={{ gap: 1, m: 0, p: 0, listStyle: 'none' }}>
        {orders.map((order) => (
          <Stack
            key={order.id}
            component="li"
            direction="row"
            sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Link component={RouterLink} to={`${paths.orders}?${ORDER_PARAM}=${order.id}`}>
              {orderTitle(order.number)}
            </Link>
            <OrderStatusChip status={order.status} />
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {formatOrderTotal(order)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <ShopTime at={order.created_at} />
            </Typography>
          </Stack>
        ))}
      </Stack>
    </DetailSection>
  );
}
