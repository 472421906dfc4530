import { readDescription } from './description';
import { invalidRequest, notFound } from './errors';
import { newRefundId } from './ids';
import { readAmount, toAmount, type Amount } from './money';
import type { Payments } from './payments';
import { checkShopReceipt } from './receipt';
import type { Shop } from './shops';

/** ЮKassa's refund object. The stand-in's refunds succeed at once, as card refunds mostly do. */
export interface Refund {
  id: string;
  payment_id: string;
  status: 'succeeded';
  created_at: string;
  amount: Amount;
  description?: string;
  receipt_registration?: 'succeeded';
}

const MAX_DESCRIPTION = 250;

export class Refunds {
  private readonly refunds = new Map<string, { shop: Shop; refund: Refund }>();

  constructor(
    private readonly payments: Payments,
    private readonly notify: (shop: Shop, event: 'refund.succeeded', refund: Refund) => void,
  ) {}

  /** `POST /v3/refunds`: all or part of what a succeeded payment has left. */
  create(shop: Shop, body: Record<string, unknown>): Refund {
    const paymentId = body.payment_id;
    if (typeof paymentId !== 'string') throw invalidRequest('payment_id is required', 'payment_id');
    const amount = readAmount(body.amount, 'amount');
    const description = readDescription(body.description, MAX_DESCRIPTION);
    const withReceipt = checkShopReceipt(shop, body.receipt, amount);
    this.payments.refund(shop, paymentId, amount);
    const refund: Refund = {
      id: newRefundId(),
      payment_id: paymentId,
      status: 'succeeded',
      created_at: new Date().toISOString(),
      amount: toAmount(amount),
      ...(description !== undefined && { description }),
      ...(withReceipt && { receipt_registration: 'succeeded' as const }),
    };
    this.refunds.set(refund.id, { shop, refund });
    this.notify(shop, 'refund.succeeded', structuredClone(refund));
    return structuredClone(refund);
  }

  /** A copy of the refund, if it is the shop's. */
  get(refundId: string, shop: Shop): Refund {
    const kept = this.refunds.get(refundId);
    if (kept?.shop !== shop) {
      throw notFound('Refund not found or forbidden', 'refund_id');
    }
    return structuredClone(kept.refund);
  }

  find(refundId: string): Refund | undefined {
    const kept = this.refunds.get(refundId);
    return kept && structuredClone(kept.refund);
  }
}
