import { invalidRequest } from './errors';
import { isRecord } from './json';

/** An amount as ЮKassa writes it: `{value: "100.00", currency: "RUB"}`. */
export interface Amount {
  value: string;
  currency: string;
}

/** An amount in minor units (kopecks), so sums are exact. */
export interface Money {
  minor: number;
  currency: string;
}

// The reference types `value` as a string with a point and at most two decimals.
const VALUE = /^\d{1,12}(\.\d{1,2})?$/;
const CURRENCY = /^[A-Z]{3}$/;

function minorOf(value: string): number {
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Reads an amount parameter as the reference types it; a number or a comma is refused. */
export function readAmount(input: unknown, parameter: string): Money {
  if (!isRecord(input)) throw invalidRequest(`${parameter} is required`, parameter);
  const { value, currency } = input;
  if (typeof value !== 'string' || !VALUE.test(value)) {
    throw invalidRequest(`${parameter}.value must be a decimal string like "100.00"`, parameter);
  }
  if (typeof currency !== 'string' || !CURRENCY.test(currency)) {
    throw invalidRequest(`${parameter}.currency must be an ISO 4217 code`, parameter);
  }
  const minor = minorOf(value);
  if (minor === 0) throw invalidRequest(`${parameter}.value must be more than zero`, parameter);
  return { minor, currency };
}

/** An amount the stand-in wrote itself, back in minor units. */
export function toMoney({ value, currency }: Amount): Money {
  return { minor: minorOf(value), currency };
}

export function toAmount({ minor, currency }: Money): Amount {
  const kopecks = String(minor % 100).padStart(2, '0');
  return { value: `${Math.trunc(minor / 100)}.${kopecks}`, currency };
}
