// Funnel analytics (issue 14): the beacon body the server checks (its limits and types are the
// zod-free events.ts the widget bundles), and the merchant's read calls GET /api/v1/analytics/…
// over per-day counters. Days are the shop's days (its time zone), as the orders list's filters.
import { z } from 'zod';
import { EVENT_LIMITS, EVENT_TYPES } from './events';
import { idSchema as id } from './id';
import { ORDER_LIMITS } from './limits';
import { messages } from './messages';
import { DAY_MS } from './time-zone';

export * from './events';

const texts = messages.analytics;

/** The longest period a read call covers: a year, a leap day included. */
export const ANALYTICS_PERIOD_MAX_DAYS = 366;

/** Products the top list holds at most, and by default. */
export const TOP_PRODUCTS_MAX = 50;
export const TOP_PRODUCTS_DEFAULT = 10;

export const widgetEventSchema = z.object({
  type: z.enum(EVENT_TYPES),
  tag_div: z.string().min(1).max(ORDER_LIMITS.tagDivMaxLength),
  product_id: id.optional(),
  repeat: z.boolean().optional(),
});

/** POST /api/v1/public/events: what EventBatch of events.ts holds, checked. */
export const eventBatchSchema = z.object({
  site_id: id,
  /** The widget's UUID; another id of letters, digits and hyphens passes too. */
  visitor: z.string().regex(/^[\w-]{8,64}$/),
  events: z.array(widgetEventSchema).min(1).max(EVENT_LIMITS.eventsPerBeacon),
});

const day = z.iso.date({ error: messages.orders.dateInvalid });
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** `from` and `to` (both included, the shop's days) and an optional widget of the merchant. */
const periodShape = {
  from: day,
  to: day,
  widget: z.coerce.number().pipe(id).optional(),
};

type Period = { from: string; to: string };
const periodChecks = <Schema extends z.ZodType<Period>>(schema: Schema) =>
  schema
    .refine((period) => period.from <= period.to, {
      error: messages.orders.periodReversed,
      path: ['to'],
    })
    .refine((period) => daysBetween(period.from, period.to) <= ANALYTICS_PERIOD_MAX_DAYS, {
      error: texts.periodTooLong,
      path: ['to'],
    });

export const analyticsQuerySchema = periodChecks(z.object(periodShape));

export const topProductsQuerySchema = periodChecks(
  z.object({
    ...periodShape,
    limit: z.coerce.number().int().min(1).max(TOP_PRODUCTS_MAX).default(TOP_PRODUCTS_DEFAULT),
  }),
);

/**
 * The funnel's views, clicks and form openings as the visitors' browsers reported them; its
 * orders and their revenue from the orders placed.
 */
const countsShape = {
  views: z.number().int(),
  clicks: z.number().int(),
  /** Products put in a cart: «В корзину», between clicks and form openings. */
  cart_adds: z.number().int(),
  form_opens: z.number().int(),
  /** Orders placed in the period that are not cancelled. */
  orders: z.number().int(),
  /** Rubles: the totals of the orders placed in the period that are not cancelled. */
  revenue: z.number(),
};

export const funnelSchema = z.object({ data: z.object(countsShape) });

/** Every day of the period, oldest first, days without events at zero. */
export const seriesSchema = z.object({
  data: z.object({ days: z.array(z.object({ day: z.string(), ...countsShape })) }),
});

export const topProductSchema = z.object({
  product_id: id,
  /** The product's title now, or as its last order kept it once the product is deleted. */
  title: z.string(),
  /** Times half of its card was on screen. */
  impressions: z.number().int(),
  clicks: z.number().int(),
  cart_adds: z.number().int(),
  form_opens: z.number().int(),
  /** Orders placed in the period, not cancelled, with a line of the product. */
  orders: z.number().int(),
  /** Units of the product those orders' lines hold, and their line totals in rubles. */
  units: z.number().int(),
  revenue: z.number(),
});

/** Most units ordered first, then most revenue, then most clicks. */
export const topProductsSchema = z.object({
  data: z.object({ products: z.array(topProductSchema) }),
});

export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;
export type TopProductsQuery = z.output<typeof topProductsQuerySchema>;
export type Funnel = z.infer<typeof funnelSchema>['data'];
export type SeriesDay = z.infer<typeof seriesSchema>['data']['days'][number];
export type TopProduct = z.infer<typeof topProductSchema>;
