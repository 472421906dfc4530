import { invalidRequest } from './errors';
import { isRecord } from './json';
import { readAmount, toAmount, type Money } from './money';
import type { Shop } from './shops';

// The values of ЮKassa's reference for receipts (54-ФЗ), FFD 1.05 and 1.2.
const PAYMENT_SUBJECTS = new Set(
  `commodity excise job service gambling_bet gambling_prize lottery lottery_prize
  intellectual_activity payment agent_commission property_right non_operating_gain
  insurance_premium sales_tax resort_fee composite another fine tax lien cost
  pension_insurance_without_payouts pension_insurance_with_payouts
  health_insurance_without_payouts health_insurance_with_payouts health_insurance casino
  agent_withdrawals non_marked_excise marked_excise marked non_marked`.split(/\s+/),
);
const PAYMENT_MODES = new Set(
  `full_prepayment partial_prepayment advance full_payment partial_payment credit
  credit_payment`.split(/\s+/),
);
const MAX_ITEMS = 100;
const VAT_CODES = { min: 1, max: 12 };
const TAX_SYSTEM_CODES = { min: 1, max: 6 };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// E.164 digits; ЮKassa's examples write them without "+".
const PHONE = /^\+?\d{11,15}$/;
// A whole or fractional number with at most three decimals, as a number or a string.
const QUANTITY = /^\d+(\.\d{1,3})?$/;

const isCode = (value: unknown, { min, max }: { min: number; max: number }) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

function checkCustomer(customer: unknown) {
  const parameter = 'receipt.customer';
  if (!isRecord(customer)) throw invalidRequest('receipt.customer is required', parameter);
  const { email, phone } = customer;
  if (email === undefined && phone === undefined) {
    throw invalidRequest('receipt.customer needs an email or a phone', parameter);
  }
  if (email !== undefined && (typeof email !== 'string' || !EMAIL.test(email))) {
    throw invalidRequest('receipt.customer.email is not an e-mail address', `${parameter}.email`);
  }
  if (phone !== undefined && (typeof phone !== 'string' || !PHONE.test(phone))) {
    throw invalidRequest('receipt.customer.phone must be in E.164 format', `${parameter}.phone`);
  }
}

function readQuantity(quantity: unknown, parameter: string): number {
  const text = typeof quantity === 'number' ? String(quantity) : quantity;
  if (typeof text !== 'string' || !QUANTITY.test(text) || Number(text) === 0) {
    throw invalidRequest(`${parameter} must be a positive number`, parameter);
  }
  return Number(text);
}

/** An item's sum in minor units: its unit price (with VAT) times its quantity. */
function itemSum(item: unknown, index: number, currency: string): number {
  const at = `receipt.items[${index}]`;
  if (!isRecord(item)) throw invalidRequest(`${at} must be an object`, at);
  const { description, vat_code, payment_subject, payment_mode } = item;
  if (typeof description !== 'string' || description.length < 1 || description.length > 128) {
    throw invalidRequest(`${at}.description must be 1 to 128 characters`, `${at}.description`);
  }
  if (!isCode(vat_code, VAT_CODES)) {
    throw invalidRequest(`${at}.vat_code must be an integer from 1 to 12`, `${at}.vat_code`);
  }
  if (payment_subject !== undefined && !PAYMENT_SUBJECTS.has(String(payment_subject))) {
    throw invalidRequest(`${at}.payment_subject is unknown`, `${at}.payment_subject`);
  }
  if (payment_mode !== undefined && !PAYMENT_MODES.has(String(payment_mode))) {
    throw invalidRequest(`${at}.payment_mode is unknown`, `${at}.payment_mode`);
  }
  const quantity = readQuantity(item.quantity, `${at}.quantity`);
  const price = readAmount(item.amount, `${at}.amount`);
  if (price.currency !== currency) {
    throw invalidRequest(`${at}.amount.currency must be ${currency}`, `${at}.amount`);
  }
  return Math.round(price.minor * quantity);
}

/**
 * Checks a receipt as ЮKassa does before it takes a payment or refund of `total`: a customer
 * to send it to, 1 to 100 valid items whose sums add up to `total`, a known tax system.
 */
function checkReceipt(receipt: unknown, total: Money): void {
  if (!isRecord(receipt)) throw invalidRequest('Receipt is missing or illegal', 'receipt');
  checkCustomer(receipt.customer);
  const { items, tax_system_code } = receipt;
  if (!Array.isArray(items) || items.length < 1 || items.length > MAX_ITEMS) {
    throw invalidRequest(`receipt.items must hold 1 to ${MAX_ITEMS} items`, 'receipt.items');
  }
  if (tax_system_code !== undefined && !isCode(tax_system_code, TAX_SYSTEM_CODES)) {
    throw invalidRequest(
      'receipt.tax_system_code must be an integer from 1 to 6',
      'receipt.tax_system_code',
    );
  }
  const sum = items.reduce<number>(
    (all, item, index) => all + itemSum(item, index, total.currency),
    0,
  );
  if (sum !== total.minor) {
    const itemsSum = toAmount({ minor: sum, currency: total.currency }).value;
    throw invalidRequest(
      `The sum of receipt.items (${itemsSum}) must equal the amount (${toAmount(total).value})`,
      'receipt.items',
    );
  }
}

/** A shop that sends receipts through ЮKassa must give one; true when one came. */
export function checkShopReceipt(shop: Shop, receipt: unknown, total: Money): boolean {
  if (receipt !== undefined) checkReceipt(receipt, total);
  else if (shop.fiscalization) throw invalidRequest('Receipt is missing or illegal', 'receipt');
  return receipt !== undefined;
}
