import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import type { Product } from '@vitrina/contracts/products';
import { generatePath, useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { ActionsMenu } from '../../../shared/ui/actions-menu';
import { ProductSummary } from '../../../shared/ui/product-summary';
import { useSetProductOnSaleMutation } from '../api/catalog-api';

/** Every row has this height, px, so the list can place rows without measuring them. */
export const PRODUCT_ROW_HEIGHT = 72;

interface ProductRowProps {
  collectionId: number;
  product: Product;
  /** Offset from the top of the list, px. */
  top: number;
  onDelete: (product: Product) => void;
}

export function ProductRow({ collectionId, product, top, onDelete }: ProductRowProps) {
  const navigate = useNavigate();
  const [setOnSale] = useSetProductOnSaleMutation();
  const titleId = `product-${product.id}-title`;
  const editorPath = generatePath(paths.product, {
    collectionId: String(collectionId),
    productId: String(product.id),
  });

  return (
    <Box
      role="listitem"
      aria-labelledby={titleId}
      sx={{
        position: 'absolute',
        top,
        insetInline: 0,
        height: PRODUCT_ROW_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <ProductSummary product={product} titleId={titleId} />
      <Switch
        checked={product.onSale}
        onChange={(_event, onSale) => void setOnSale({ id: product.id, onSale, collectionId })}
        slotProps={{ input: { 'aria-label': 'В продаже' } }}
      />
      <ActionsMenu
        label={`Действия с товаром «${product.title}»`}
        actions={[
          { label: 'Редактировать', onSelect: () => void navigate(editorPath) },
          { label: 'Удалить', onSelect: () => onDelete(product) },
        ]}
      />
    </Box>
  );
}
