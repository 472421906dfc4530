import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Product } from '@vitrina/contracts/products';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { ProductCard } from '../../../shared/ui/product-card/product-card';
import type { ProductFormControl } from '../product-form/product-form-values';

interface ProductSidePanelProps {
  control: ProductFormControl;
  product: Product;
  /** In the form's order, so a dragged row moves its line on the card. */
  characteristics: Product['characteristics'];
}

const PREVIEW_NOTE = 'Так товар увидят покупатели. На сайте «Купить» открывает заказ.';

/** The product's card as a buyer will see it, following the form as it is typed. */
export function ProductSidePanel({ control, product, characteristics }: ProductSidePanelProps) {
  const [title, description, price, discountValue, discountType] = useWatch({
    control,
    name: ['title', 'description', 'price', 'discount_value', 'discount_type'],
  });
  const buyNoteId = useId();
  return (
    <Box
      component="aside"
      aria-label="Карточка товара"
      sx={{
        flexShrink: 0,
        alignSelf: { xs: 'center', lg: 'flex-start' },
        position: { lg: 'sticky' },
        top: { lg: 88 },
      }}
    >
      <ProductCard
        product={{
          title,
          description: description || null,
          price,
          discount_value: discountValue,
          discount_type: discountType,
          main_photo_preview: product.main_photo_preview,
          characteristics,
        }}
        buyNoteId={buyNoteId}
      />
      <Typography
        id={buyNoteId}
        variant="body2"
        sx={{ mt: 1, maxWidth: 260, color: 'text.secondary' }}
      >
        {PREVIEW_NOTE}
      </Typography>
    </Box>
  );
}
