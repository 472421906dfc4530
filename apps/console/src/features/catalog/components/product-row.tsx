import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import type { ProductRowView } from '@vitrina/contracts/product-rows';
import { generatePath, useNavigate } from 'react-router';
import { paths } from '@vitrina/contracts/console-paths';
import { ActionsMenu } from '../../../shared/ui/actions-menu';
import { ProductSummary } from '../../../shared/ui/product-summary';
import { useViewport } from '../../../shared/ui/shell/use-viewport';
import { useSetProductOnSaleMutation } from '../api/catalog-api';
import { useRefusal } from '../../../shared/shop/use-refusal';
import { ProductStock } from './product-stock';

/**
 * Every row has one height, px, so the list can place rows without measuring them. A phone's row
 * is two lines: the title with its SKU, then the price, the stock and the switch.
 */
const ROW_HEIGHT = { wide: 72, phone: 120 } as const;

/** The height of each product row at the current width, px. */
export function useProductRowHeight(): number {
  return useViewport() === 'mobile' ? ROW_HEIGHT.phone : ROW_HEIGHT.wide;
}

// On a phone the title takes the whole line beside the photo, else it is squeezed to a letter;
// the stock takes what the price leaves. Wider, the stock's column has one width in every row
// (each row is a grid of its own), so the stocks and the prices line up down the list.
const ROW_GRID = {
  gridTemplateColumns: {
    xs: '48px auto minmax(0, 1fr) auto',
    sm: '48px minmax(0, 1fr) auto 11rem auto auto',
  },
  gridTemplateAreas: {
    xs: '"photo title title menu" "price price stock switch"',
    sm: '"photo title price stock switch menu"',
  },
} as const;

// The same for every row, so the rows share one class; each row's place goes in its inline
// style, or every row would add a rule of its own to the page's style sheet as the list scrolls.
const ROW_SX = {
  ...ROW_GRID,
  position: 'absolute',
  insetInline: 0,
  display: 'grid',
  alignContent: 'center',
  alignItems: 'center',
  columnGap: 2,
  rowGap: 0.5,
  px: 1,
  borderBottom: 1,
  borderColor: 'divider',
} as const;

interface ProductRowProps {
  collectionId: number;
  product: ProductRowView;
  /** Offset from the top of the list, px. */
  top: number;
  height: number;
  onDelete: (product: ProductRowView) => void;
}

export function ProductRow({ collectionId, product, top, height, onDelete }: ProductRowProps) {
  const navigate = useNavigate();
  const [setOnSale] = useSetProductOnSaleMutation();
  const titleId = `product-${product.id}-title`;
  const writeRefusal = useRefusal('catalog.write');
  const editorPath = generatePath(paths.product, {
    collectionId: String(collectionId),
    productId: String(product.id),
  });

  return (
    <Box role="listitem" aria-labelledby={titleId} sx={ROW_SX} style={{ top, height }}>
      <ProductSummary product={product} titleId={titleId} />
      <ProductStock product={product} />
      <Box sx={{ gridArea: 'switch' }}>
        <Switch
          checked={product.onSale}
          disabled={writeRefusal !== undefined}
          onChange={(_event, onSale) => void setOnSale({ id: product.id, onSale })}
          slotProps={{ input: { 'aria-label': 'В продаже' } }}
        />
      </Box>
      <Box sx={{ gridArea: 'menu' }}>
        <ActionsMenu
          label={`Действия с товаром «${product.title}»`}
          actions={[
            { label: 'Редактировать', onSelect: () => void navigate(editorPath) },
            { label: 'Удалить', onSelect: () => onDelete(product), disabledReason: writeRefusal },
          ]}
        />
      </Box>
    </Box>
  );
}
