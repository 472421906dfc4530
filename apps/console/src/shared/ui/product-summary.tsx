import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatRubles, NO_PRICE_TEXT } from '@vitrina/contracts/pricing';
import type { ProductRowView } from '@vitrina/contracts/product-rows';
import { LongTitle } from './long-title';
import { ProductPhoto } from './product-photo';

interface ProductSummaryProps {
  product: Pick<ProductRowView, 'title' | 'sku' | 'price' | 'main_photo_preview'>;
  /** Set when a row names itself by the title (`aria-labelledby`). */
  titleId?: string;
}

/**
 * The inside of a product row in a list: photo, title, SKU and price. In a flex row they sit side
 * by side; a grid row may place them by their areas (`photo`, `title`, `price`).
 */
export function ProductSummary({ product, titleId }: ProductSummaryProps) {
  return (
    <>
      <Box sx={{ gridArea: 'photo', display: 'flex' }}>
        <ProductPhoto src={product.main_photo_preview} size={48} />
      </Box>
      <Box sx={{ gridArea: 'title', flex: 1, minWidth: 0 }}>
        {/* A phone gives the title two lines of its own; wider screens one beside the price. */}
        <LongTitle
          id={titleId}
          title={product.title}
          lines={2}
          sx={{ fontWeight: 600, WebkitLineClamp: { xs: 2, sm: 1 } }}
        />
        <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
          Артикул: {product.sku || '—'}
        </Typography>
      </Box>
      <Typography sx={{ gridArea: 'price', whiteSpace: 'nowrap' }}>
        {product.price === null ? NO_PRICE_TEXT : formatRubles(product.price)}
      </Typography>
    </>
  );
}
