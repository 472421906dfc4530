import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { customerTexts } from '@vitrina/contracts/customer-texts';
import type { Customer } from '@vitrina/contracts/customers';
import { formatPhone } from '@vitrina/contracts/phone';
import { Link as RouterLink } from 'react-router';
import { ShopTime } from '../../../shared/shop/shop-time';
import { WRAP_LONG_WORDS } from '../../../shared/ui/long-words';
import { ordersAndSpent } from './customer-format';

interface CustomerCardsProps {
  customers: readonly Customer[];
  hrefOf: (customerId: number) => string;
}

function CustomerCard({ customer, href }: { customer: Customer; href: string }) {
  const secondary = { color: 'text.secondary', ...WRAP_LONG_WORDS } as const;
  return (
    <Card component="li" variant="outlined" aria-label={customer.name}>
      <CardActionArea component={RouterLink} to={href} replace sx={{ p: 2 }}>
        <Typography sx={{ fontWeight: 600, ...WRAP_LONG_WORDS }}>{customer.name}</Typography>
        <Typography variant="body2" sx={WRAP_LONG_WORDS}>
          {/* A phone reads as one piece: a line breaks before it, never inside. */}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {formatPhone(customer.phone)}
          </Box>
          {customer.email && `, ${customer.email}`}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{ordersAndSpent(customer)}</Typography>
        <Typography variant="body2" sx={secondary}>
          {customerTexts.columns.lastOrder}: <ShopTime at={customer.last_order_at} style="date" />
        </Typography>
      </CardActionArea>
    </Card>
  );
}

/** The phone's list: a card a buyer, the whole card opening the drawer. */
export function CustomerCards({ customers, hrefOf }: CustomerCardsProps) {
  return (
    <Stack
      component="ul"
      aria-label={customerTexts.title}
      sx={{ gap: 1.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {customers.map((customer) => (
        <CustomerCard key={customer.id} customer={customer} href={hrefOf(customer.id)} />
      ))}
    </Stack>
  );
}
