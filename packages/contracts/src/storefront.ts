// The public API a showcase widget calls on a merchant's page (issue 13): the showcases of a site
// and a buyer's order. The widget imports only the types of this module (erased from its bundle)
// and the zod-free rules of order-form.ts and phone.ts.
import { z } from 'zod';
import { DISCOUNT_TYPES, UNITS } from './enums';
import { idSchema as id } from './id';
import { ORDER_LIMITS } from './limits';
import { ORDER_FIELD_RULES } from './order-form';
import { orderMessages as messages } from './order-messages';
import { normalizePhone } from './phone';
import { text } from './text';
import { visibleLine, visibleLines } from './visible-text';
import { paymentConfirmationSchema } from './payments';
import { CART_POSITIONS, ORDER_FLOWS } from './widget-style';

/** Media URLs on Vitrina's own origin; the widget shows no image from anywhere else. */
export const storefrontPhotoSchema = z.object({
  preview: z.string(),
  small: z.string(),
  orig: z.string(),
});

/** A collection or category a showcase shows; `key` is what a card's `tags` name. */
export const storefrontTagSchema = z.object({
  key: z.string(),
  title: z.string(),
});

/** A value a buyer may choose among an option's («Синий» of «Цвет»). */
export const storefrontOptionValueSchema = z.object({ id, value: z.string() });

/**
 * One combination of a product's variants as a buyer sees it: its price as the order would
 * charge it, and whether it can be chosen (switched on, and in stock where stock is tracked).
 */
export const storefrontVariantSchema = z.object({
  id,
  value_ids: z.array(id),
  price: z.string().nullable(),
  discount_value: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
  available: z.boolean(),
});

/** A product's options in their order and every combination it sells, chooseable or not. */
export const storefrontVariantsSchema = z.object({
  options: z.array(z.object({ title: z.string(), values: z.array(storefrontOptionValueSchema) })),
  items: z.array(storefrontVariantSchema),
});

/** A product card (spec §2.7): what the widget renders, nothing the merchant keeps private. */
export const storefrontCardSchema = z.object({
  id,
  title: z.string(),
  description: z.string().nullable(),
  /** Rubles as the numeric column writes them ('1990.00'); null when no price is set. */
  price: z.string().nullable(),
  discount_value: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
  module: z.enum(UNITS),
  photo: storefrontPhotoSchema.nullable(),
  /** mainValueLines of the product's characteristics: «Цвет: красный, синий». */
  main_values: z.array(z.string()),
  /** Keys of the showcase's tags the product is under. */
  tags: z.array(z.string()),
  /** Whether it can be ordered: in stock, or one of its variants is. */
  available: z.boolean(),
  /** Null for a product without variants. */
  variants: storefrontVariantsSchema.nullable(),
});

export const storefrontShowcaseSchema = z.object({
  widget_id: id,
  /** The id of the container on the merchant's page. */
  tag_div: z.string(),
  /** widgetStyleOf the saved style: every setting present. */
  style: z.object({
    accent_color: z.string(),
    columns: z.number().int(),
    show_description: z.boolean(),
    button_text: z.string(),
    order_flow: z.enum(ORDER_FLOWS),
    cart_position: z.enum(CART_POSITIONS),
    online_payment: z.boolean(),
    /** The shop's privacy policy the order form's consent links to; null: none. */
    policy_url: z.string().nullable(),
    /** The buyer's text after ordering, in place of the default line; null: the default. */
    confirmation_text: z.string().nullable(),
  }),
  tags: z.array(storefrontTagSchema),
  cards: z.array(storefrontCardSchema),
});

/**
 * GET /api/v1/public/sites/{site_id}/products/{product_id}: what the product view adds to a card
 * of one of the site's published showcases — every photo in the merchant's order and the long
 * «Текст», plain text whose line breaks the view keeps.
 */
export const storefrontProductSchema = z.object({
  data: z.object({
    id,
    photos: z.array(storefrontPhotoSchema),
    text: z.string().nullable(),
  }),
});

/** GET /api/v1/public/sites/{site_id}/showcases: the published showcases of a site. */
export const storefrontShowcasesSchema = z.object({
  data: z.object({ showcases: z.array(storefrontShowcaseSchema) }),
});

/** A zod schema refused by an ORDER_FIELD_RULES rule with the rule's own message. */
function ruledBy<Schema extends z.ZodType>(
  schema: Schema,
  rule: (value: z.output<Schema>) => string | null,
): Schema {
  return schema.superRefine((value, context) => {
    const message = rule(value);
    if (message) context.addIssue({ code: 'custom', message });
  }) as Schema;
}

/** What a browser reports as a page's location: an http(s) address without spaces. */
const PAGE_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

/**
 * POST /api/v1/public/orders with an `Idempotency-Key` header (a UUID the widget draws once per
 * order attempt and reuses on a retry) → 201 `{data: {number}}`. The phone is parsed to its
 * normalizePhone spelling; an empty email means none; the name and the comment lose what would
 * change how they read unseen (visible-text.ts) before they are judged and kept.
 */
const quantity = ruledBy(z.number({ error: messages.quantityInvalid }), ORDER_FIELD_RULES.quantity);

/**
 * The unit price the buyer saw, in rubles (discountedPrice of the card; null for a product
 * without a price). Another price today is a 409 with the current one: nothing is ordered at
 * a price the buyer did not see.
 */
const unitPriceSeen = z.number().nonnegative().nullable();

/** One line of a cart: a product, its variant when it has variants, how many, at what price. */
export const orderLinePayloadSchema = z.object({
  product_id: id,
  /** Required for a product with variants, refused for one without. */
  variant_id: id.optional(),
  quantity,
  unit_price_seen: unitPriceSeen,
});

const sameLine = (a: OrderLinePayload, b: OrderLinePayload) =>
  a.product_id === b.product_id && a.variant_id === b.variant_id;

/** A cart names each product (or variant) once: its line carries the quantity. */
const linesSchema = z
  .array(orderLinePayloadSchema)
  .min(1, messages.linesEmpty)
  .max(ORDER_LIMITS.linesMax, messages.linesTooMany)
  .refine((lines) => lines.every((line, at) => lines.findIndex((o) => sameLine(o, line)) === at), {
    error: messages.lineRepeated,
  });

/** The one-product order of widgets made before the cart, still accepted from their pages. */
const singleProductShape = {
  product_id: id.optional(),
  variant_id: id.optional(),
  quantity: quantity.optional(),
  unit_price_seen: unitPriceSeen.optional(),
};

const buyerShape = {
  name: ruledBy(
    text({ error: messages.nameRequired }).overwrite(visibleLine),
    ORDER_FIELD_RULES.name,
  ).trim(),
  phone: ruledBy(text({ error: messages.phoneRequired }), ORDER_FIELD_RULES.phone).overwrite(
    (phone) => normalizePhone(phone) ?? phone,
  ),
  email: ruledBy(text(), ORDER_FIELD_RULES.email).trim().optional(),
  comment: ruledBy(text().overwrite(visibleLines), ORDER_FIELD_RULES.comment).optional(),
  consent: ruledBy(z.boolean({ error: messages.consentRequired }), ORDER_FIELD_RULES.consent),
  page_url: text({ error: messages.pageUrlInvalid })
    .max(ORDER_LIMITS.pageUrlMaxLength, messages.pageUrlInvalid)
    .regex(PAGE_URL, messages.pageUrlInvalid),
  /** A field people never see: a bot that fills it is refused. */
  website: text().max(0, messages.refused).optional(),
};

type SingleProduct = { [Field in keyof typeof singleProductShape]?: unknown };

/** The single-product fields are all given, or none of them (a cart then). */
const singleProductGiven = (payload: SingleProduct) =>
  payload.product_id !== undefined ||
  payload.quantity !== undefined ||
  payload.unit_price_seen !== undefined;

/**
 * The buyer's order: `lines` (the cart, issue 30), or the one product's fields of widgets made
 * before the cart — one form or the other. Either way the server reads `lines`.
 */
export const orderPayloadSchema = z
  .object({
    site_id: id,
    tag_div: text().min(1).max(ORDER_LIMITS.tagDivMaxLength),
    ...singleProductShape,
    lines: linesSchema.optional(),
    ...buyerShape,
  })
  .superRefine((payload, context) => {
    const single = singleProductGiven(payload);
    const cart = payload.lines !== undefined;
    if (single && cart) {
      context.addIssue({ code: 'custom', message: messages.refused, path: ['lines'] });
    } else if (!single && !cart) {
      context.addIssue({ code: 'custom', message: messages.linesEmpty, path: ['lines'] });
    } else if (single) {
      // A given field was judged by its own rule above; a missing one is refused here.
      const line = orderLinePayloadSchema.safeParse(payload);
      const missing = (line.error?.issues ?? []).filter(
        ({ path }) => payload[path[0] as keyof SingleProduct] === undefined,
      );
      for (const { message, path } of missing) context.addIssue({ code: 'custom', message, path });
    }
  })
  .transform(({ product_id, variant_id, quantity, unit_price_seen, lines, ...buyer }) => ({
    ...buyer,
    lines: lines ?? [
      orderLinePayloadSchema.parse({ product_id, variant_id, quantity, unit_price_seen }),
    ],
  }));

/** The 201 answer to an order: its number and total in rubles (null: a product without a price). */
export const orderCreatedSchema = z.object({
  data: z.object({
    number: z.number().int(),
    total: z.number().nullable(),
    /** With online payment: the page the buyer pays on; absent when the order is not paid online. */
    payment: paymentConfirmationSchema.optional(),
  }),
});

/** A card's price as the order would charge it today: what a 409 price change answers. */
export const cardPriceSchema = z.object({
  price: z.string().nullable(),
  discount_value: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
});

/** 409 when fewer are left than ordered: «Осталось 2 шт.» or «Нет в наличии», and the count. */
export const stockShortSchema = z.object({ detail: z.string(), stock_left: z.number().int() });

/** 409 when `unit_price_seen` is not today's price: the detail and the card's price now. */
export const priceChangedSchema = z.object({
  detail: z.string(),
  price_now: cardPriceSchema,
});

/** A line of a cart that cannot be served as sent: its price changed, or too few are left. */
export const lineConflictSchema = z.object({
  /** The line's place in `lines`, from 0. */
  line: z.number().int(),
  product_id: id,
  variant_id: id.nullable(),
  detail: z.string(),
  price_now: cardPriceSchema.optional(),
  stock_left: z.number().int().optional(),
});

/**
 * 409 for a cart: every line that cannot be served, nothing ordered. The first line's
 * `price_now` or `stock_left` also stands at the top, as a one-product order has always read it.
 */
export const linesConflictSchema = z.object({
  detail: z.string(),
  lines: z.array(lineConflictSchema),
  price_now: cardPriceSchema.optional(),
  stock_left: z.number().int().optional(),
});

export type StorefrontPhoto = z.infer<typeof storefrontPhotoSchema>;
export type StorefrontVariant = z.infer<typeof storefrontVariantSchema>;
export type StorefrontVariants = z.infer<typeof storefrontVariantsSchema>;
export type StorefrontTag = z.infer<typeof storefrontTagSchema>;
export type StorefrontCard = z.infer<typeof storefrontCardSchema>;
export type StorefrontShowcase = z.infer<typeof storefrontShowcaseSchema>;
export type StorefrontShowcases = z.infer<typeof storefrontShowcasesSchema>;
export type StorefrontProduct = z.infer<typeof storefrontProductSchema>;
export type CardPrice = z.infer<typeof cardPriceSchema>;
export type OrderPayload = z.input<typeof orderPayloadSchema>;
export type OrderLinePayload = z.input<typeof orderLinePayloadSchema>;
export type LineConflict = z.infer<typeof lineConflictSchema>;
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

/** Any refusal of the public API: `detail` for the buyer, `errors` naming payload fields. */
export interface StorefrontRefusal {
  detail: string;
  errors?: { field: string; message: string }[];
  /** With a 409 for a changed price: the card's price now. */
  price_now?: CardPrice;
  /** With a 409 for too little stock: how many are left (0: none). */
  stock_left?: number;
  /** With a 409 for a cart: each line that cannot be served. */
  lines?: LineConflict[];
}
