import { orderMessages } from '@vitrina/contracts/order-messages';
import { productRowInStock, type ProductRowView } from '@vitrina/contracts/product-rows';
import { formatCount } from '../../shared/ui/format-count';

// What a product row says of its stock, and the filter beside the search; «Нет в наличии» is the
// buyer's own word for it (the card and the refused order say it too).

export const OUT_OF_STOCK_TEXT = orderMessages.outOfStock;

/** The list with the filter on and nothing found. */
export const ALL_IN_STOCK_TEXT = 'Все товары в наличии';

/**
 * «Остаток: 12», «Остаток: 12, вариантов: 4» or «Нет в наличии»; null for a product that does
 * not track stock.
 */
export function stockText(row: Pick<ProductRowView, 'track_stock' | 'stock' | 'variants'>) {
  if (!row.track_stock) return null;
  if (!productRowInStock(row)) return OUT_OF_STOCK_TEXT;
  const left = `Остаток: ${formatCount(row.stock!)}`;
  return row.variants > 0 ? `${left}, вариантов: ${formatCount(row.variants)}` : left;
}
