// The merchant's work with buyers' orders (issues 13, 14): GET /api/v1/orders/ with filters,
// /orders/{id}/ with its history and deliveries, PATCH /orders/{id}/, the exports, and the
// retry of a failed delivery. The statuses themselves are in the zod-free `order-statuses`.
import { z } from 'zod';
import { BLOCKED_KINDS } from './blocklist-texts';
import { CONTACT_TYPES, DISCOUNT_TYPES, UNITS } from './enums';
import { idSchema as id } from './id';
import { ORDER_LIMITS } from './limits';
import { messages } from './messages';
import { DELIVERY_STATUSES } from './notifier';
import { ORDER_STATUS_SOURCES, ORDER_STATUSES } from './order-statuses';
import { orderPaymentSchema, orderRefundSchema } from './payments';
import { text } from './text';

export * from './order-statuses';

const texts = messages.orders;

/** Orders a page of the list holds at most. */
export const ORDERS_PAGE_MAX = 100;

/**
 * Orders an export holds at most: the newest of the filtered list. Exports stream (decision 70):
 * the cap bounds a download's time, and keeps «Позиции» within Excel's 1 048 576 rows while
 * orders average fewer than ten lines.
 */
export const ORDERS_EXPORT_MAX = 100_000;

const isoTime = z.string();

/** One product of an order, as it was when the buyer ordered it. */
export const orderLineSchema = z.object({
  /** Null once the product (or its variant) is deleted. */
  product_id: id.nullable(),
  variant_id: id.nullable(),
  title: z.string(),
  /** The variant's values, «Синий, 350 мл»; null without a variant. */
  variant: z.string().nullable(),
  /** The product's or variant's SKU when ordered. */
  sku: z.string().nullable(),
  /** Rubles before the discount; null when the product had no price. */
  price: z.number().nullable(),
  discount_value: z.number(),
  discount_type: z.enum(DISCOUNT_TYPES),
  module: z.enum(UNITS),
  quantity: z.number().int(),
  /** Rubles: the discounted price times the quantity; null without a price. */
  total: z.number().nullable(),
});

/** An order as the merchant reads it: its lines as they were when the buyer ordered. */
export const orderSchema = z.object({
  id,
  number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  /** When the status last changed; null while the order is as it arrived. */
  status_changed_at: isoTime.nullable(),
  note: z.string().nullable(),
  created_at: isoTime,
  widget_id: id.nullable(),
  /** Null once the widget (or its site) is deleted. */
  widget_title: z.string().nullable(),
  site_id: id.nullable(),
  site_title: z.string().nullable(),
  /** The page the buyer ordered from, as their browser named it. */
  page_url: z.string(),
  /**
   * Whether that page was on one of the site's confirmed domains when the order came: only then
   * is it shown as a link; any other address is the buyer's text.
   */
  page_on_site: z.boolean(),
  customer: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
  }),
  comment: z.string().nullable(),
  /** The products ordered, in the cart's order; an order from before the cart has one. */
  lines: z.array(orderLineSchema),
  /** Units of every line together: «3 товара». */
  units: z.number().int(),
  /** Rubles: the lines' totals; null when no line had a price. */
  total: z.number().nullable(),
  /** The online payment asked for the order (issue 33); null when it was ordered without one. */
  payment: orderPaymentSchema.nullable(),
  /**
   * Why the order was refused quietly (decision 74): the shop's blocked entry it matched, as it
   * was then; null for an order taken.
   */
  rejection: z.object({ kind: z.enum(BLOCKED_KINDS), value: z.string() }).nullable(),
});

/** One change of an order's status: from what to what, where and by whom. */
export const orderStatusChangeSchema = z.object({
  from: z.enum(ORDER_STATUSES),
  to: z.enum(ORDER_STATUSES),
  source: z.enum(ORDER_STATUS_SOURCES),
  /** The console account's e-mail, or the Telegram user's name and @username. */
  actor: z.string(),
  at: isoTime,
});

/** One message about the order to one of the merchant's services, and how its tries went. */
export const orderDeliverySchema = z.object({
  id: z.number().int().positive(),
  /** Null when the message had no contact. */
  contact_id: id.nullable(),
  /** Null once the contact is deleted. */
  contact_title: z.string().nullable(),
  contact_type: z.enum(CONTACT_TYPES).nullable(),
  status: z.enum(DELIVERY_STATUSES),
  /** Tries begun since it was queued or last sent again. */
  attempts: z.number().int(),
  /** Why the last try did not deliver it, in words for the merchant. */
  last_error: z.string().nullable(),
  delivered_at: isoTime.nullable(),
  /** When it was queued or last tried. */
  updated_at: isoTime,
});

/** GET /orders/{id}/: the order with its status history (oldest first) and its deliveries. */
export const orderDetailSchema = orderSchema.extend({
  status_changes: z.array(orderStatusChangeSchema),
  deliveries: z.array(orderDeliverySchema),
  /** The payment's refunds, oldest first. */
  refunds: z.array(orderRefundSchema),
});

const day = z.iso.date({ error: texts.dateInvalid });

/** The list's filters, shared by the page and the exports; `from` and `to` include their days. */
const filterShape = {
  status: z.enum(ORDER_STATUSES).optional(),
  widget: z.coerce.number().pipe(id).optional(),
  /** `true`: only the orders refused quietly (decision 74); otherwise only those taken. */
  rejected: z.stringbool().optional(),
  from: day.optional(),
  to: day.optional(),
  /**
   * An order number (#1001 or 1001), part of the buyer's name, the start of the phone, or part
   * of a line's product title or SKU.
   */
  search: text()
    .trim()
    .max(ORDER_LIMITS.searchMaxLength, texts.searchTooLong)
    .transform((value) => value || undefined)
    .optional(),
};

const periodInOrder = ({ from, to }: { from?: string; to?: string }) => !from || !to || from <= to;
const periodRule = { error: texts.periodReversed, path: ['to'] };

export const ordersFilterSchema = z.object(filterShape).refine(periodInOrder, periodRule);

/** `?before={id}` continues the list after a page whose `next_before` it was. */
export const ordersQuerySchema = z
  .object({
    ...filterShape,
    before: z.coerce.number().pipe(id).optional(),
    limit: z.coerce.number().int().min(1).max(ORDERS_PAGE_MAX).default(30),
  })
  .refine(periodInOrder, periodRule);

export const ordersPageSchema = z.object({
  data: z.object({
    orders: z.array(orderSchema),
    /** The `before` of the next page; null on the last. */
    next_before: id.nullable(),
  }),
});

/** Orders the inbox lists: the newest, whatever their status. */
export const ORDERS_INBOX_LATEST = 5;

/**
 * GET /orders/inbox/: what the header's bell and the dashboard show — how many orders are NEW,
 * and the newest orders of any status (the bell's popover is a window on recent orders, with
 * their status chips, not a to-do list that empties).
 */
export const ordersInboxSchema = z.object({
  data: z.object({
    new_count: z.number().int(),
    latest: z.array(orderSchema),
  }),
});

/** PATCH /orders/{id}/: a new status, a note (null or empty clears it), or both. */
export const orderUpdateSchema = z
  .object({
    status: z.enum(ORDER_STATUSES).optional(),
    note: text()
      .trim()
      .max(ORDER_LIMITS.noteMaxLength, texts.noteTooLong)
      .transform((value) => value || null)
      .nullable()
      .optional(),
  })
  .refine((update) => update.status !== undefined || update.note !== undefined, {
    error: texts.nothingToChange,
  });

export type Order = z.infer<typeof orderSchema>;
export type OrderLine = z.infer<typeof orderLineSchema>;
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;
export type OrdersInbox = z.infer<typeof ordersInboxSchema>['data'];
export type OrdersPage = z.infer<typeof ordersPageSchema>;
export type OrdersFilter = z.output<typeof ordersFilterSchema>;
export type OrdersQuery = z.output<typeof ordersQuerySchema>;
export type OrderUpdate = z.output<typeof orderUpdateSchema>;
