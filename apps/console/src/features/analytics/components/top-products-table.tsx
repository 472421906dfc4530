import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TopProduct } from '@vitrina/contracts/analytics';
import { formatRubles } from '@vitrina/contracts/pricing';
import { formatCount } from '../../../shared/ui/format-count';

const TITLE = 'Популярные товары';
const COUNTS = [
  { count: 'impressions', label: 'Показы' },
  { count: 'clicks', label: 'Клики' },
  { count: 'cart_adds', label: 'В корзину' },
  { count: 'form_opens', label: 'Формы' },
  { count: 'orders', label: 'Заказы' },
  // Units of the product in those orders' lines.
  { count: 'units', label: 'Штук' },
] as const;

/** The products by units ordered, then revenue, then clicks, as the server ranks them. */
export function TopProductsTable({ products }: { products: TopProduct[] }) {
  return (
    <Box component="section">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {TITLE}
      </Typography>
      {products.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          За этот период товары не открывали и не заказывали.
        </Typography>
      ) : (
        // On a phone the table scrolls within its box rather than the page; the box takes focus
        // so the keyboard scrolls it too.
        <TableContainer tabIndex={0} role="region" aria-label={TITLE}>
          <Table size="small" aria-label={TITLE}>
            <TableHead>
              <TableRow>
                <TableCell>Товар</TableCell>
                {COUNTS.map(({ count, label }) => (
                  <TableCell key={count} align="right">
                    {label}
                  </TableCell>
                ))}
                <TableCell align="right">Выручка</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {products.map((product) => (
                <TableRow key={product.product_id}>
                  <TableCell component="th" scope="row">
                    {product.title}
                  </TableCell>
                  {COUNTS.map(({ count }) => (
                    <TableCell key={count} align="right">
                      {formatCount(product[count])}
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatRubles(product.revenue)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
