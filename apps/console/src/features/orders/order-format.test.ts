import { formatRubles, NO_PRICE_TEXT } from '@vitrina/contracts/pricing';
import { describe, expect, it } from 'vitest';
import { aLine } from '../../testing/order-fixtures';
import {
  amountText,
  orderLinesTitle,
  orderUnitsAndTotal,
  phoneHref,
  refundableOf,
} from './order-format';

describe('phoneHref', () => {
  it.each([
    ['+79001112233', 'tel:+79001112233'],
    ['8 (900) 111-22-33', 'tel:+79001112233'],
    ['+44 7911 123456', 'tel:+447911123456'],
    ['доб. 12-34', 'tel:1234'],
  ])('dials %s as %s', (phone, href) => {
    expect(phoneHref(phone)).toBe(href);
  });
});

describe('orderLinesTitle', () => {
  it('names a one-line order by its product and variant', () => {
    const lines = [aLine({ title: 'Кружка', variant: 'синий, 350 мл' })];
    expect(orderLinesTitle({ lines })).toBe('Кружка — синий, 350 мл');
  });

  it('names a cart by its first line and counts the others', () => {
    const lines = [aLine({ title: 'Кружка' }), aLine({ title: 'Тарелка' }), aLine()];
    expect(orderLinesTitle({ lines })).toBe('Кружка и ещё 2 позиции');
  });
});

describe('orderUnitsAndTotal', () => {
  it('counts the units and formats the total', () => {
    expect(orderUnitsAndTotal({ units: 3, total: 4150 })).toBe(`3 товара · ${formatRubles(4150)}`);
  });

  it('says there is no price when no line had one', () => {
    expect(orderUnitsAndTotal({ units: 1, total: null })).toBe(`1 товар · ${NO_PRICE_TEXT}`);
  });
});

describe('refundableOf', () => {
  it.each([
    [7500, 0, 7500],
    [7500, 1200.3, 6299.7],
    [0.3, 0.1, 0.2],
    [7500, 7500, 0],
  ])('leaves %s − %s as %s, to the kopeck', (amount, refunded_amount, left) => {
    expect(refundableOf({ amount, refunded_amount })).toBe(left);
  });
});

describe('amountText', () => {
  it.each([
    [7500, '7500'],
    [1200.5, '1200,5'],
  ])('writes %s as %s', (rubles, text) => {
    expect(amountText(rubles)).toBe(text);
  });
});
