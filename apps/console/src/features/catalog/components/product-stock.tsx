import Typography from '@mui/material/Typography';
import { productRowInStock, type ProductRowView } from '@vitrina/contracts/product-rows';
import { stockText } from '../stock-texts';

interface ProductStockProps {
  product: Pick<ProductRowView, 'track_stock' | 'stock' | 'variants'>;
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
