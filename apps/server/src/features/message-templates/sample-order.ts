import type { MerchantOrder } from './template-values';

/** The order a preview shows a shop that has none yet, or a role that may not read orders. */
export const SAMPLE_ORDER: MerchantOrder = {
  number: 1001,
  lines: [
    { title: 'Кружка — Синий, 350 мл', sku: 'MUG-350', quantity: 2, total: 1400 },
    { title: 'Чай «Сенча», 100 г', sku: null, quantity: 1, total: 450 },
  ],
  total: 1850,
  customerName: 'Анна Петрова',
  customerPhone: '+79001234567',
  customerEmail: 'anna@example.ru',
  comment: 'Позвоните после 18:00',
  pageUrl: 'https://example.ru/catalog',
};

/** The sample order's shop site, as a buyer's letter links it. */
export const SAMPLE_SHOP_URL = 'https://example.ru';
