import Typography from '@mui/material/Typography';
import { productRowInStock, type ProductRowView } from '@vitrina/contracts/product-rows';
import { formatCount } from '../../../shared/ui/format-count';
import { OUT_OF_STOCK_TEXT } from '../stock-texts';

type StockOfRow = Pick<ProductRowView, 'track_stock' | 'stock' | 'variants'>;

/**
 * «Остаток: 12», «Остаток: 12, вариантов: 4» or «Нет в наличии»; null for a product that does
 * not track stock.
 */
function stockText(row: StockOfRow) {
  if (!row.track_stock) return null;
  if (!productRowInStock(row)) return OUT_OF_STOCK_TEXT;
  const left = `Остаток: ${formatCount(row.stock!)}`;
  return row.variants > 0 ? `${left}, вариантов: ${formatCount(row.variants)}` : left;
}

interface ProductStockProps {
  product: StockOfRow;
}

/** The row's stock in its `stock` area, a warning when none is left; nothing when untracked. */
export function ProductStock({ product }: ProductStockProps) {
  const text = stockText(product);
  if (text === null) return null;
  const out = !productRowInStock(product);
  return (
    <Typography
      variant="body2"
      sx={{
        gridArea: 'stock',
        color: out ? 'warning.main' : 'text.secondary',
        fontWeight: out ? 600 : undefined,
      }}
    >
      {text}
    </Typography>
  );
}
