// A shop's buyers (issue 32, decision 61): the orders of one phone (or, for a new phone, of one
// e-mail) as one buyer, with what they ordered in all; GET /api/v1/customers/ and its export,
// one buyer's card with a private note, and the erasure of a buyer's personal data (152-ФЗ).
import { z } from 'zod';
import { CUSTOMER_LIMITS, customerMessages } from './customer-texts';
import { idSchema as id } from './id';
import { ORDER_STATUSES } from './order-statuses';
import { text } from './text';

export * from './customer-texts';

const isoTime = z.string();

/** A buyer in the list: who they are (as their latest order says) and what they ordered in all. */
export const customerSchema = z.object({
  id,
  name: z.string(),
  /** As stored (+7XXXXXXXXXX). */
  phone: z.string(),
  /** Lower case; null while no order of theirs gave one. */
  email: z.string().nullable(),
  orders_count: z.number().int(),
  /** Rubles: the totals of their orders not CANCELLED; null when none of those had a price. */
  total_spent: z.number().nullable(),
  first_order_at: isoTime,
  last_order_at: isoTime,
});

/** One order of a buyer, as the card lists it. */
export const customerOrderSchema = z.object({
  id,
  number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  /** Rubles; null when no line had a price. */
  total: z.number().nullable(),
  created_at: isoTime,
});

/** GET /customers/{id}/: the buyer, the merchant's note and their orders, newest first. */
export const customerDetailSchema = customerSchema.extend({
  note: z.string().nullable(),
  orders: z.array(customerOrderSchema),
});

/**
 * A piece of the name (letter case and ё/е aside), of the phone's digits (typed in any usual
 * spelling) or of the e-mail.
 */
const searchShape = {
  search: text()
    .trim()
    .max(CUSTOMER_LIMITS.searchMaxLength, customerMessages.searchTooLong)
    .transform((value) => value || undefined)
    .optional(),
};

/**
 * The list: newest last order first. `?before={id}` continues after a page whose `next_before`
 * it was: the id of that page's last buyer's last order.
 */
export const customersQuerySchema = z.object({
  ...searchShape,
  before: z.coerce.number().pipe(id).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CUSTOMER_LIMITS.pageMax)
    .default(CUSTOMER_LIMITS.pageDefault),
});

export const customersPageSchema = z.object({
  data: z.object({
    customers: z.array(customerSchema),
    /** The `before` of the next page; null on the last. */
    next_before: id.nullable(),
  }),
});

export const CUSTOMERS_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type CustomersExportFormat = (typeof CUSTOMERS_EXPORT_FORMATS)[number];

/** GET /customers/export/: the searched list as a file. */
export const customersExportQuerySchema = z.object({
  ...searchShape,
  format: z.enum(CUSTOMERS_EXPORT_FORMATS),
});

/** PATCH /customers/{id}/: the note; null or empty clears it. */
export const customerUpdateSchema = z.object({
  note: text({ error: customerMessages.noteRequired })
    .trim()
    .max(CUSTOMER_LIMITS.noteMaxLength, customerMessages.noteTooLong)
    .transform((value) => value || null)
    .nullable(),
});

export type Customer = z.infer<typeof customerSchema>;
export type CustomerOrder = z.infer<typeof customerOrderSchema>;
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
export type CustomersPage = z.infer<typeof customersPageSchema>['data'];
export type CustomersQuery = z.output<typeof customersQuerySchema>;
export type CustomerUpdate = z.output<typeof customerUpdateSchema>;
