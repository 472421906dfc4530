import Box from '@mui/material/Box';
import type { Product } from '@vitrina/contracts/products';
import { useWatch } from 'react-hook-form';
import { ProductCard } from '../../../shared/ui/product-card/product-card';
import type { ProductFormControl } from '../product-form/product-form-values';

interface ProductSidePanelProps {
  control: ProductFormControl;
  product: Product;
  /** In the form's order, so a dragged row moves its line on the card. */
  characteristics: Product['characteristics'];
}

/** The product's card as a buyer will see it, following the form as it is typed. */
export function ProductSidePanel({ control, product, characteristics }: ProductSidePanelProps) {
  const [title, description, price, discountValue, discountType] = useWatch({
    control,
    name: ['title', 'description', 'price', 'discount_value', 'discount_type'],
  });
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
      />
    </Box>
  );
}
