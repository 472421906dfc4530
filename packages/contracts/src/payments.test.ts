import { describe, expect, it } from 'vitest';
import { paymentMessages, refundCreateSchema } from './payments';

const refusalOf = (amount: unknown) =>
  refundCreateSchema.safeParse({ amount }).error?.issues[0]?.message;

describe('refundCreateSchema', () => {
  it('takes rubles with at most two digits of kopecks', () => {
    for (const amount of [0.01, 1, 1200.5, 1200.55, 99_999.99]) {
      expect(refundCreateSchema.parse({ amount })).toEqual({ amount });
    }
  });

  it('refuses nothing, zero, a negative sum and fractions of a kopeck', () => {
    expect(refusalOf(undefined)).toBe(paymentMessages.refundAmountRequired);
    expect(refusalOf('100')).toBe(paymentMessages.refundAmountRequired);
    expect(refusalOf(0)).toBe(paymentMessages.refundAmountInvalid);
    expect(refusalOf(-5)).toBe(paymentMessages.refundAmountInvalid);
    expect(refusalOf(10.005)).toBe(paymentMessages.refundAmountInvalid);
  });
});
