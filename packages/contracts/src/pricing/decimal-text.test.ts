import { describe, expect, it } from 'vitest';
import { LOCALE } from '../limits';
import { amountText, shortDecimalText } from './decimal-text';

// The texts' oracle: what Intl writes for ru-RU, its separators settled on U+00A0.
const intlAmount = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  trailingZeroDisplay: 'stripIfInteger',
});
const intlShort = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const settled = (text: string) => text.replace(/\u202F/g, '\u00A0');

/** The values among `values` whose texts differ from Intl's, with both texts. */
function differences(values: Iterable<number>) {
  const found: [number, string, string][] = [];
  for (const value of values) {
    const pairs: [string, string][] = [
      [amountText(value), settled(intlAmount.format(value))],
      [shortDecimalText(value), settled(intlShort.format(value))],
    ];
    for (const [ours, intl] of pairs) if (ours !== intl) found.push([value, ours, intl]);
    if (found.length > 10) break;
  }
  return found;
}

function* range(count: number, valueAt: (index: number) => number) {
  for (let index = 0; index < count; index += 1) yield valueAt(index);
}

/** A generator of the same values on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('Russian number texts without Intl', () => {
  it('write every kopeck amount up to 2 000 ₽ as Intl does', { timeout: 30_000 }, () => {
    expect(differences(range(200_001, (cents) => cents / 100))).toEqual([]);
  });

  it(
    'round each half-kopeck and tenth of a kopeck up to 200 ₽ as Intl does (half away from zero)',
    { timeout: 30_000 },
    () => {
      expect(differences(range(200_001, (mills) => mills / 1000))).toEqual([]);
    },
  );

  it('write amounts of every size and precision as Intl does', { timeout: 30_000 }, () => {
    const random = seeded(35);
    const values = range(200_000, () => {
      const digits = Math.floor(random() * 16);
      return Number((random() * 10 ** digits).toFixed(Math.floor(random() * 6)));
    });
    expect(differences(values)).toEqual([]);
  });

  it.each([
    0,
    0.005,
    0.0049999,
    1e-7,
    5e-3,
    999.995,
    9_999.995,
    99_999.999,
    1e15,
    1e21,
    1.5e22,
    123e20,
    Number.MAX_SAFE_INTEGER,
    0.1 + 0.2,
    1.005,
    2.675,
    1_234_567.005,
  ])('write %d as Intl does', (value) => {
    expect(differences([value])).toEqual([]);
  });

  it('write the texts the console and the widget show', () => {
    expect(amountText(1500)).toBe('1\u00A0500');
    expect(amountText(1500.5)).toBe('1\u00A0500,50');
    expect(shortDecimalText(12.5)).toBe('12,5');
    expect(shortDecimalText(99.995)).toBe('100');
  });
});
