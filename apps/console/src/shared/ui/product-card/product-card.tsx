import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { mainValueLines } from '@vitrina/contracts/characteristic-lines';
import type { ProductPriceFields } from '@vitrina/contracts/pricing';
import type { Product } from '@vitrina/contracts/products';
import { ProductCardPriceBlock } from './product-card-price-block';
import { WRAP_LONG_WORDS } from '../long-words';

/**
 * What a card shows. The amounts may also be the text of a form's number fields, so the product
 * editor can show its card as the merchant types; one that is not a number shows as '-'.
 */
export type ProductCardData = Pick<Product, 'title' | 'description' | 'main_photo_preview'> &
  Partial<Pick<Product, 'characteristics'>> &
  ProductPriceFields;

interface ProductCardProps {
  product: ProductCardData;
  /** The note telling what 'Купить' does on the site: in the console the card is a picture. */
  buyNoteId: string;
}

/**
 * A product as a buyer sees it (spec §2.7): photo, title, description, the main values of its
 * characteristics one line each («Цвет: красный, синий»), price and 'Купить', which looks as
 * it will and is not pressed here.
 */
export function ProductCard({ product, buyNoteId }: ProductCardProps) {
  const characteristicLines = mainValueLines(product.characteristics ?? []);
  return (
    <Card component="article" aria-label={product.title} variant="outlined" sx={{ width: 260 }}>
      {product.main_photo_preview ? (
        <img
          src={product.main_photo_preview}
          alt={product.title}
          style={{ width: '100%', aspectRatio: '1', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Typography
          role="img"
          aria-label="Нет фото"
          sx={{ aspectRatio: '1', bgcolor: 'action.hover' }}
        />
      )}
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ ...WRAP_LONG_WORDS, fontWeight: 600 }}>
          {product.title}
        </Typography>
        {product.description && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {product.description}
          </Typography>
        )}
        {characteristicLines.length > 0 && (
          <Box
            component="ul"
            aria-label="Характеристики"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
          >
            {/* Two characteristics may share a title, so lines are keyed by place. */}
            {characteristicLines.map((line, index) => (
              <Typography key={index} component="li" variant="body2">
                {line}
              </Typography>
            ))}
          </Box>
        )}
        <ProductCardPriceBlock product={product} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="contained"
          fullWidth
          aria-disabled="true"
          aria-describedby={buyNoteId}
          disableRipple
          sx={{ cursor: 'default' }}
        >
          Купить
        </Button>
      </CardActions>
    </Card>
  );
}
