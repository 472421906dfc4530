import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { customerTexts } from '@vitrina/contracts/customer-texts';
import type { Customer } from '@vitrina/contracts/customers';
import { formatPhone } from '@vitrina/contracts/phone';
import { Link as RouterLink } from 'react-router';
import { ShopTime } from '../../../shared/shop/shop-time';
import { WRAP_LONG_WORDS } from '../../../shared/ui/long-words';
import { formatSpent } from './customer-format';

const { columns } = customerTexts;
const COLUMNS = [
  columns.name,
  columns.phone,
  columns.email,
  columns.ordersCount,
  columns.totalSpent,
  columns.firstOrder,
  columns.lastOrder,
];

interface CustomersTableProps {
  customers: readonly Customer[];
  hrefOf: (customerId: number) => string;
}

/** The desktop list: a row a buyer, their name opening the drawer. */
export function CustomersTable({ customers, hrefOf }: CustomersTableProps) {
  return (
    <Table size="small" aria-label={customerTexts.title}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column}>{column}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {customers.map((customer) => (
          <TableRow key={customer.id} hover>
            <TableCell sx={WRAP_LONG_WORDS}>
              <Link component={RouterLink} to={hrefOf(customer.id)} replace>
                {customer.name}
              </Link>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPhone(customer.phone)}</TableCell>
            <TableCell sx={WRAP_LONG_WORDS}>{customer.email}</TableCell>
            <TableCell>{customer.orders_count}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatSpent(customer)}</TableCell>
            <TableCell>
              <ShopTime at={customer.first_order_at} style="date" />
            </TableCell>
            <TableCell>
              <ShopTime at={customer.last_order_at} style="date" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
