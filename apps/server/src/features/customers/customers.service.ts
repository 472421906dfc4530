import {
  CUSTOMER_LIMITS,
  customerTexts,
  type Customer,
  type CustomerDetail,
  type CustomersPage,
  type CustomersQuery,
} from '@vitrina/contracts/customers';
import { normalizeEmail } from '@vitrina/contracts/email';
import type { Db } from '../../db/client';
import { shopTimeZone } from '../../db/shop-days';
import { NotFoundError } from '../../errors/app-error';
import type { Clock } from '../../infra/clock';
import type { Acting } from '../../shared/acting';
import type { ShopJournal } from '../team/shop-journal.service';
import type { CustomersExport } from './customer-export';
import {
  deleteCustomer,
  eraseBuyerOfOrders,
  findCustomer,
  insertCustomer,
  listCustomers,
  lockCustomer,
  lockMatchingCustomer,
  ordersOfCustomer,
  renameCustomer,
  setCustomerNote,
  type BuyerOfOrder,
  type CustomerSummaryRow,
} from './customers.repository';

interface CustomersServiceDeps {
  db: Db;
  now: Clock;
  /** Records an erasure in the shop's journal, in its transaction. */
  journal: Pick<ShopJournal, 'record'>;
  /** Drops, in the erasure's transaction, the letters to the buyer not yet sent. */
  dropBuyerLetters: (tx: Db, shopId: number, orderIds: number[]) => Promise<void>;
}

/** An order just inserted, as its buyer is matched by. */
export interface OrderBuyer {
  shopId: number;
  customerName: string;
  customerPhone: string;
  customerEmail: string | null;
}

function customerJson(row: CustomerSummaryRow): Customer {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    orders_count: row.ordersCount,
    total_spent: row.totalSpent,
    first_order_at: row.firstOrderAt.toISOString(),
    last_order_at: row.lastOrderAt.toISOString(),
  };
}

const buyerOf = (order: OrderBuyer): BuyerOfOrder => ({
  shopId: order.shopId,
  phone: order.customerPhone,
  name: order.customerName,
  email: normalizeEmail(order.customerEmail),
});

/**
 * A shop's buyers (decision 61): each order joins one as it is placed, the merchant reads them
 * with what they ordered, keeps a note on each, and may erase one's personal data (152-ФЗ).
 */
export function createCustomersService({
  db,
  now,
  journal,
  dropBuyerLetters,
}: CustomersServiceDeps) {
  async function detail(shopId: number, id: number): Promise<CustomerDetail> {
    // The orders are read by the buyer's id alone: another shop's id answers 404 below first.
    const [row, orders] = await Promise.all([
      findCustomer(db, shopId, id),
      ordersOfCustomer(db, id),
    ]);
    if (!row) throw new NotFoundError(customerTexts.notFound);
    return {
      ...customerJson(row),
      note: row.note,
      orders: orders.map((order) => ({
        id: order.id,
        number: order.number,
        status: order.status,
        total: order.total,
        created_at: order.createdAt.toISOString(),
      })),
    };
  }

  return {
    /**
     * In the order's transaction, right before its insert, the id of the buyer it joins: the
     * shop's buyer of its phone, else the one of its e-mail, else a new one, who takes the
     * order's name and its e-mail unless another buyer holds it. The transaction holds its
     * shop's order counter, so the orders of one shop find their buyers one at a time.
     */
    async buyerOf(tx: Db, order: OrderBuyer): Promise<number> {
      const buyer = buyerOf(order);
      const matched = await lockMatchingCustomer(tx, buyer);
      if (matched !== undefined) await renameCustomer(tx, matched, buyer);
      return matched ?? (await insertCustomer(tx, buyer));
    },

    async list(shopId: number, query: CustomersQuery): Promise<CustomersPage> {
      // One more than asked tells whether another page follows.
      const rows = await listCustomers(db, shopId, { ...query, limit: query.limit + 1 });
      const page = rows.slice(0, query.limit);
      return {
        customers: page.map(customerJson),
        next_before: rows.length > query.limit ? page.at(-1)!.lastOrderId : null,
      };
    },

    get: detail,

    async setNote(shopId: number, id: number, note: string | null): Promise<CustomerDetail> {
      if (!(await setCustomerNote(db, shopId, id, note))) {
        throw new NotFoundError(customerTexts.notFound);
      }
      return detail(shopId, id);
    },

    /**
     * The buyer's personal data out of every order of theirs, and their row (with the note)
     * deleted, in one transaction with the journal's entry, which names no personal data. The
     * orders keep their lines, totals and statuses: the shop's figures stay.
     */
    async erase({ shopId, actorId }: Acting, id: number) {
      await db.transaction(async (tx) => {
        if (!(await lockCustomer(tx, shopId, id))) throw new NotFoundError(customerTexts.notFound);
        const erased = await eraseBuyerOfOrders(tx, id, customerTexts.erased, now());
        // The address is erased: a letter still waiting must not go to it.
        await dropBuyerLetters(tx, shopId, erased);
        await deleteCustomer(tx, id);
        await journal.record(tx, {
          shopId,
          actorId,
          action: 'customer.erased',
          subject: customerTexts.erasedSubject(id, erased.length),
        });
      });
    },

    /** The searched list's first `CUSTOMER_LIMITS.exportMax` buyers with notes, and the zone. */
    async exportRows(shopId: number, search?: string): Promise<CustomersExport> {
      const timeZone = await shopTimeZone(db, shopId);
      if (timeZone === undefined) throw new NotFoundError();
      const rows = await listCustomers(db, shopId, { search, limit: CUSTOMER_LIMITS.exportMax });
      return {
        customers: rows.map((row) => ({ ...customerJson(row), note: row.note })),
        timeZone,
      };
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
