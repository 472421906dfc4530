import { invalidRequest, notFound } from './errors';
import { newPaymentId } from './ids';
import { toAmount, toMoney, type Money } from './money';
import type { CancellationDetails, Payment, PaymentEvent, PaymentStatus } from './payment-object';
import type { PaymentDraft } from './payment-request';
import type { Shop } from './shops';

interface PaymentRecord {
  shop: Shop;
  payment: Payment;
  capture: boolean;
  returnUrl: string;
  /** Refunded so far, in minor units. */
  refunded: number;
}

// A held bank card payment is cancelled after 7 days unless captured.
const HOLD_MS = 7 * 24 * 60 * 60 * 1000;
// ЮKassa's test card, as a test shop's payment shows it once paid.
const TEST_CARD = {
  first6: '555555',
  last4: '4477',
  expiry_month: '12',
  expiry_year: '2030',
  card_type: 'MasterCard',
};

const now = () => new Date().toISOString();

/**
 * The payments of every shop and their moves: pending → succeeded (directly, or through
 * waiting_for_capture) or canceled. Each move tells `notify`. Every answer is a copy, so an
 * answer kept for an idempotence key stays what it was.
 */
export class Payments {
  private readonly records = new Map<string, PaymentRecord>();

  constructor(
    private readonly confirmationUrlOf: (paymentId: string) => string,
    private readonly notify: (shop: Shop, event: PaymentEvent, payment: Payment) => void,
  ) {}

  create(shop: Shop, draft: PaymentDraft): Payment {
    const id = newPaymentId();
    const payment: Payment = {
      id,
      status: 'pending',
      paid: false,
      amount: toAmount(draft.amount),
      ...(draft.description !== undefined && { description: draft.description }),
      recipient: { account_id: shop.shopId, gateway_id: `${shop.shopId}1` },
      created_at: now(),
      confirmation: {
        type: 'redirect',
        return_url: draft.returnUrl,
        confirmation_url: this.confirmationUrlOf(id),
      },
      test: shop.test,
      refundable: false,
      ...(draft.withReceipt && { receipt_registration: 'pending' as const }),
      metadata: draft.metadata,
    };
    this.records.set(id, {
      shop,
      payment,
      capture: draft.capture,
      returnUrl: draft.returnUrl,
      refunded: 0,
    });
    return structuredClone(payment);
  }

  /** A copy of the payment, if it is the shop's. */
  get(paymentId: string, shop: Shop): Payment {
    return structuredClone(this.record(paymentId, shop).payment);
  }

  all(): Payment[] {
    return [...this.records.values()].map((record) => structuredClone(record.payment));
  }

  find(paymentId: string): Payment | undefined {
    const record = this.records.get(paymentId);
    return record && structuredClone(record.payment);
  }

  returnUrlOf(paymentId: string): string | undefined {
    return this.records.get(paymentId)?.returnUrl;
  }

  /** The buyer pays on the confirmation page: captured at once, or held when `capture` was false. */
  pay(paymentId: string): Payment {
    const record = this.inStatus(this.record(paymentId), 'pending');
    const { payment } = record;
    delete payment.confirmation;
    payment.paid = true;
    payment.payment_method = {
      type: 'bank_card',
      id: payment.id,
      saved: false,
      title: `Bank card *${TEST_CARD.last4}`,
      card: TEST_CARD,
    };
    if (record.capture) return this.succeed(record);
    payment.status = 'waiting_for_capture';
    payment.expires_at = new Date(Date.now() + HOLD_MS).toISOString();
    return this.moved(record, 'payment.waiting_for_capture');
  }

  /** The buyer does not pay: the page is left or the card refused. */
  cancel(paymentId: string, details: CancellationDetails): Payment {
    return this.canceled(this.inStatus(this.record(paymentId), 'pending'), details);
  }

  /** The merchant captures a held payment, all of it or less. */
  capture(shop: Shop, paymentId: string, amount: Money | undefined): Payment {
    const record = this.inStatus(this.record(paymentId, shop), 'waiting_for_capture');
    if (amount) {
      const held = toMoney(record.payment.amount);
      if (amount.currency !== held.currency || amount.minor > held.minor) {
        throw invalidRequest('amount must not exceed the amount held', 'amount');
      }
      record.payment.amount = toAmount(amount);
    }
    return this.succeed(record);
  }

  /** The merchant releases a held payment. */
  cancelHeld(shop: Shop, paymentId: string): Payment {
    const record = this.inStatus(this.record(paymentId, shop), 'waiting_for_capture');
    return this.canceled(record, { party: 'merchant', reason: 'canceled_by_merchant' });
  }

  /** Takes `amount` off what a succeeded payment has left to refund. */
  refund(shop: Shop, paymentId: string, amount: Money): void {
    const record = this.record(paymentId, shop);
    const { payment } = record;
    if (payment.status !== 'succeeded') {
      throw invalidRequest(
        `Payment is ${payment.status}, only a succeeded one can be refunded`,
        'payment_id',
      );
    }
    const paid = toMoney(payment.amount);
    if (amount.currency !== paid.currency) {
      throw invalidRequest(`amount.currency must be ${paid.currency}`, 'amount');
    }
    const left = paid.minor - record.refunded;
    if (amount.minor > left) {
      const available = toAmount({ minor: left, currency: paid.currency }).value;
      throw invalidRequest(`amount exceeds what is left to refund (${available})`, 'amount');
    }
    record.refunded += amount.minor;
    payment.refunded_amount = toAmount({ minor: record.refunded, currency: paid.currency });
    payment.refundable = record.refunded < paid.minor;
  }

  private record(paymentId: string, shop?: Shop): PaymentRecord {
    const record = this.records.get(paymentId);
    if (!record || (shop && record.shop !== shop)) {
      throw notFound('Payment not found or forbidden', 'payment_id');
    }
    return record;
  }

  private inStatus(record: PaymentRecord, status: PaymentStatus): PaymentRecord {
    const actual = record.payment.status;
    if (actual !== status) {
      throw invalidRequest(`Payment is ${actual}; this needs it ${status}`, 'payment_id');
    }
    return record;
  }

  private succeed(record: PaymentRecord): Payment {
    const { payment } = record;
    payment.status = 'succeeded';
    payment.captured_at = now();
    payment.refundable = true;
    delete payment.expires_at;
    if (payment.receipt_registration) payment.receipt_registration = 'succeeded';
    return this.moved(record, 'payment.succeeded');
  }

  private canceled(record: PaymentRecord, details: CancellationDetails): Payment {
    const { payment } = record;
    payment.status = 'canceled';
    payment.paid = false;
    payment.refundable = false;
    payment.cancellation_details = details;
    delete payment.confirmation;
    delete payment.expires_at;
    return this.moved(record, 'payment.canceled');
  }

  private moved(record: PaymentRecord, event: PaymentEvent): Payment {
    this.notify(record.shop, event, structuredClone(record.payment));
    return structuredClone(record.payment);
  }
}
