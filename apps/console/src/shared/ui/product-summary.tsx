import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatRubles, NO_PRICE_TEXT } from '@vitrina/contracts/pricing';
import type { Product } from '@vitrina/contracts/products';
import { ProductPhoto } from './product-photo';

interface ProductSummaryProps {
  product: Pick<Product, 'title' | 'sku' | 'price' | 'main_photo_preview'>;
  /** Set when a row names itself by the title (`aria-labelledby`). */
  titleId?: string;
}

/** The inside of a product row in a list: photo, title, SKU and price. */
export function ProductSummary({ product, titleId }: ProductSummaryProps) {
  return (
    <>
      <ProductPhoto src={product.main_photo_preview} size={48} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={titleId} noWrap sx={{ fontWeight: 600 }}>
          {product.title}
        </Typography>
        <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
          Артикул: {product.sku || '—'}
        </Typography>
      </Box>
      <Typography sx={{ whiteSpace: 'nowrap' }}>
        {product.price === null ? NO_PRICE_TEXT : formatRubles(product.price)}
      </Typography>
    </>
  );
}
