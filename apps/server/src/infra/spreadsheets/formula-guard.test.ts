import { describe, expect, it } from 'vitest';
import { FORMULA_GUARD, guardedText, unguardedText } from './formula-guard';

describe('guardedText', () => {
  it('puts the guard before a text a spreadsheet would run as a formula', () => {
    const formulas = [
      '=HYPERLINK("http://evil.example";"Нажми")',
      '+79001234567',
      '-2+3',
      '@SUM(A1)',
      '\t=1+1',
      '\r=1+1',
      '\nвторая строка',
      ' =1+1',
      '\u00A0=1+1',
      '＝1+1',
    ];
    for (const text of formulas) expect(guardedText(text)).toBe(FORMULA_GUARD + text);
  });

  it('leaves every other text as it is', () => {
    for (const text of ['Анна', '1001', "'=1+1", '−10 %', 'a=b', '', ' Анна']) {
      expect(guardedText(text)).toBe(text);
    }
  });
});

describe('unguardedText', () => {
  it('takes off our guard and the apostrophe of Excel users and older exports', () => {
    expect(unguardedText(guardedText('=1+1'))).toBe('=1+1');
    expect(unguardedText("'+79001234567")).toBe('+79001234567');
  });

  it('keeps a guard-like first character before a text that would not run', () => {
    expect(unguardedText("'не формула")).toBe("'не формула");
    expect(unguardedText(`${FORMULA_GUARD}Анна`)).toBe(`${FORMULA_GUARD}Анна`);
  });
});
