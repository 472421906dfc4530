import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { Order } from '@vitrina/contracts/orders';
import { Link } from 'react-router';
import { ORDER_PARAM, paths } from '@vitrina/contracts/console-paths';
import { useShopTime } from '../../shop/use-shop-time';
import { firstLineTitle, formatOrderTotal } from './order-format';
import { OrderStatusChip } from './order-status-chip';

/** The orders screen with `order` open in its drawer (its `?order=`). */
export const orderHref = (orderId: number) => `${paths.orders}?${ORDER_PARAM}=${orderId}`;

export interface LatestOrderListProps {
  orders: Order[];
  /** Called as a row is followed, as the bell's popover closes then. */
  onFollow?: () => void;
}

/**
 * Orders as a short list of links: number, first product, total, time and status, each to its
 * order and named by all it shows (a name of its own would leave the shown text out of it).
 */
export function LatestOrderList({ orders, onFollow }: LatestOrderListProps) {
  const { time } = useShopTime();
  return (
    <List dense disablePadding>
      {orders.map((order) => (
        <li key={order.id}>
          <ListItemButton
            component={Link}
            to={orderHref(order.id)}
            onClick={onFollow}
            sx={{ gap: 1 }}
          >
            <ListItemText
              primary={`#${order.number} · ${firstLineTitle(order)}`}
              secondary={`${formatOrderTotal(order)} · ${time(order.created_at)}`}
              slotProps={{ primary: { noWrap: true } }}
            />
            <OrderStatusChip status={order.status} />
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}
