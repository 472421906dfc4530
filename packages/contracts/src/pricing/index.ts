export { isBlankAmount, parseAmount, type AmountInput } from './amount';
export { discountLabel } from './discount-label';
export { discountedPrice, formatDiscountedPrice } from './discounted-price';
export { isPriceSeen, orderTotal, sumRubles, type OrderTotal } from './order-total';
export { formatRubles, INVALID_AMOUNT_TEXT } from './format-rubles';
export {
  fromPrice,
  NO_PRICE_TEXT,
  productCardPrice,
  type ProductCardPrice,
  type ProductPriceFields,
} from './product-card-price';
export * from './discount-limit';
