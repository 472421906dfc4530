import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Order } from '@vitrina/contracts/orders';
import { formatPhone } from '@vitrina/contracts/phone';
import { Link as RouterLink } from 'react-router';
import { ShopTime } from '../../../shared/shop/shop-time';
import { orderLinesTitle, orderSourceText, orderUnitsAndTotal } from '../order-format';
import { OrderChips } from './payment-status-chip';
import { ORDERS_TITLE } from '../order-texts';

const COLUMNS = ['Номер', 'Дата', 'Товар', 'Сумма', 'Покупатель', 'Телефон', 'Статус', 'Виджет'];

interface OrdersTableProps {
  orders: readonly Order[];
  hrefOf: (orderId: number) => string;
}

/** The desktop list: a row an order, its number opening the drawer. */
export function OrdersTable({ orders, hrefOf }: OrdersTableProps) {
  return (
    <Table size="small" aria-label={ORDERS_TITLE}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column}>{column}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id} hover>
            <TableCell>
              <Link component={RouterLink} to={hrefOf(order.id)} replace>
                #{order.number}
              </Link>
            </TableCell>
            <TableCell>
              <ShopTime at={order.created_at} />
            </TableCell>
            <TableCell>{orderLinesTitle(order)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{orderUnitsAndTotal(order)}</TableCell>
            <TableCell>{order.customer.name}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPhone(order.customer.phone)}</TableCell>
            <TableCell>
              <OrderChips order={order} />
            </TableCell>
            <TableCell>{orderSourceText(order)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
