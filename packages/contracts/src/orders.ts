// The merchant's reads of buyers' orders (issue 13): GET /api/v1/orders/ and /orders/{id}/.
import { z } from 'zod';
import { DISCOUNT_TYPES, UNITS } from './enums';
import { idSchema as id } from './id';

export const ORDER_STATUSES = ['NEW'] as const;

/** Orders a page of the list holds at most. */
export const ORDERS_PAGE_MAX = 100;

/** An order as the merchant reads it: the product as it was when the buyer ordered it. */
export const orderSchema = z.object({
  id,
  number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  widget_id: id.nullable(),
  site_id: id.nullable(),
  page_url: z.string(),
  customer: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
  }),
  comment: z.string().nullable(),
  quantity: z.number().int(),
  product: z.object({
    id: id.nullable(),
    title: z.string(),
    /** Rubles; null when the product had no price. */
    price: z.number().nullable(),
    discount_value: z.number(),
    discount_type: z.enum(DISCOUNT_TYPES),
    module: z.enum(UNITS),
  }),
});

/** `?before={id}` continues the list after a page whose `next_before` it was. */
export const ordersQuerySchema = z.object({
  before: z.coerce.number().pipe(id).optional(),
  limit: z.coerce.number().int().min(1).max(ORDERS_PAGE_MAX).default(30),
});

export const ordersPageSchema = z.object({
  data: z.object({
    orders: z.array(orderSchema),
    /** The `before` of the next page; null on the last. */
    next_before: id.nullable(),
  }),
});

export type Order = z.infer<typeof orderSchema>;
export type OrdersPage = z.infer<typeof ordersPageSchema>;
