// The 54-ФЗ receipts of an order's payment and of its refunds. Sums are counted in whole kopecks:
// a receipt whose items miss the amount by a kopeck is refused, and so is the payment.
import { normalizePhone } from '@vitrina/contracts/phone';
import type { Receipt, ReceiptItem } from './payment-provider';

/** The longest name of a receipt's item (the fiscal tag 1030), in characters. */
const RECEIPT_ITEM_DESCRIPTION_MAX = 128;

/** One line of an order: its total in rubles after the discount, null without a price. */
export interface ReceiptLine {
  title: string;
  variant: string | null;
  quantity: number;
  total: number | null;
}

/** The shop's receipt settings at its provider. */
export interface ReceiptSettings {
  vatCode: number;
  /** Null: the receipt names no tax system, as a seller with only one may leave it. */
  taxSystemCode: number | null;
}

export interface PaymentReceiptInput {
  lines: ReceiptLine[];
  /** Rubles paid: the lines' totals together. */
  total: number;
  buyer: { email: string | null; phone: string };
  settings: ReceiptSettings;
}

export interface RefundReceiptInput {
  /** What the payment's own receipt was built from. */
  payment: PaymentReceiptInput;
  /** Rubles given back. */
  amount: number;
  orderNumber: number;
}

type PricedLine = ReceiptLine & { total: number };

const toKopecks = (rubles: number) => Math.round(rubles * 100);
const toRubles = (kopecks: number) => kopecks / 100;

const itemKopecks = (item: ReceiptItem) => toKopecks(item.unitPrice) * item.quantity;

const refundItemDescription = (orderNumber: number) => `Возврат по заказу №${orderNumber}`;

/** The text's start, at most `length` long, never splitting a surrogate pair. */
export function cutText(text: string, length: number): string {
  if (text.length <= length) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(length - 1)) ? length - 1 : length;
  return text.slice(0, end);
}

/** The e-mail when the buyer gave one, else the phone in E.164, as the order form keeps it. */
function customerOf({ email, phone }: PaymentReceiptInput['buyer']): Receipt['customer'] {
  return email ? { email } : { phone: normalizePhone(phone) ?? phone };
}

const isPriced = (line: ReceiptLine): line is PricedLine => line.total !== null && line.total > 0;

/**
 * The line's items, each exactly its unit price times its quantity. A total that does not divide
 * into whole kopecks per unit (100 ₽ for 3) is two items: all units but one at the floored price,
 * and the last at what is left (2 × 33,33 ₽ and 1 × 33,34 ₽).
 */
function lineItems(line: PricedLine, vatCode: number): ReceiptItem[] {
  const description = cutText(
    line.variant ? `${line.title} (${line.variant})` : line.title,
    RECEIPT_ITEM_DESCRIPTION_MAX,
  );
  const item = (quantity: number, unitKopecks: number): ReceiptItem => ({
    description,
    quantity,
    unitPrice: toRubles(unitKopecks),
    vatCode,
  });
  const kopecks = toKopecks(line.total);
  const unit = Math.floor(kopecks / line.quantity);
  if (unit * line.quantity === kopecks) return [item(line.quantity, unit)];
  const rest = line.quantity - 1;
  return [item(rest, unit), item(1, kopecks - unit * rest)];
}

/** The receipt of a payment: the priced lines' items, which add up to `total` to the kopeck. */
export function paymentReceipt({ lines, total, buyer, settings }: PaymentReceiptInput): Receipt {
  const items = lines.filter(isPriced).flatMap((line) => lineItems(line, settings.vatCode));
  const sum = items.reduce((kopecks, item) => kopecks + itemKopecks(item), 0);
  if (sum !== toKopecks(total)) {
    throw new Error(`The lines come to ${sum} kopecks, the payment to ${toKopecks(total)}`);
  }
  return { customer: customerOf(buyer), items, taxSystemCode: settings.taxSystemCode };
}

/**
 * The receipt of a refund. Giving back the whole payment gives back every item its receipt
 * named. A partial refund is a sum the merchant typed: it names no products nor how many of them
 * came back, and the items must add up to the sum, so a single item of the sum stands for it.
 */
export function refundReceipt({ payment, amount, orderNumber }: RefundReceiptInput): Receipt {
  const kopecks = toKopecks(amount);
  if (kopecks === toKopecks(payment.total)) return paymentReceipt(payment);
  const { vatCode, taxSystemCode } = payment.settings;
  const item = {
    description: refundItemDescription(orderNumber),
    quantity: 1,
    unitPrice: toRubles(kopecks),
    vatCode,
  };
  return { customer: customerOf(payment.buyer), items: [item], taxSystemCode };
}
