import { orderMessages } from '@vitrina/contracts/order-messages';

// What a product row says of its stock, and the filter beside the search; «Нет в наличии» is the
// buyer's own word for it (the card and the refused order say it too). Plain texts: the filter
// draws with the page, the rows (and the schemas of their contracts module) come with the rows.

export const OUT_OF_STOCK_TEXT = orderMessages.outOfStock;

/** The list with the filter on and nothing found. */
export const ALL_IN_STOCK_TEXT = 'Все товары в наличии';
