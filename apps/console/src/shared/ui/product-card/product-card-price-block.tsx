import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { productCardPrice, type ProductPriceFields } from '@vitrina/contracts/pricing';

interface ProductCardPriceBlockProps {
  product: ProductPriceFields;
}

/** The price, the struck-through old price and the discount label of a product card. */
export function ProductCardPriceBlock({ product }: ProductCardPriceBlockProps) {
  const { price, oldPrice, discount } = productCardPrice(product);
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', flexWrap: 'wrap', mt: 1 }}>
      <Typography sx={{ fontWeight: 700 }}>{price}</Typography>
      {oldPrice && (
        <Typography component="s" variant="body2" sx={{ color: 'text.secondary' }}>
          {oldPrice}
        </Typography>
      )}
      {discount && <Chip size="small" color="error" label={discount} />}
    </Stack>
  );
}
