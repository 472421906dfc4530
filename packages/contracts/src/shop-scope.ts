// How a call names the shop it is about (decision 57): a module of its own, so the console's
// first bundle reads it without the rest of the team's texts and tables.

/** The header that names the shop a call is about; without it, the shop used last. */
export const SHOP_HEADER = 'x-shop-id';

/** 404 detail of a shop the caller is not in (or that does not exist). */
export const SHOP_NOT_FOUND = 'Магазин не найден или вы в нём не состоите';
