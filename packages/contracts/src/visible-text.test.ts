import { describe, expect, it } from 'vitest';
import { visibleLine, visibleLines } from './visible-text';

const BIDI = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
const CONTROLS = '\u0000\u0001\u0008\u0009\u000B\u000C\u001B\u001F\u007F\u0080\u0085\u009F';

describe('visible text', () => {
  it('leaves ordinary text as it is, ё, emoji and right-to-left letters included', () => {
    const text = 'Ёлка 🎄, שלום and مرحبا: +7 900 123-45-67';

    expect(visibleLine(text)).toBe(text);
    expect(visibleLines(text)).toBe(text);
  });

  it('removes the bidirectional embeddings, overrides and isolates', () => {
    expect(visibleLine(`exe${BIDI}.jpg`)).toBe('exe.jpg');
    expect(visibleLines(`exe${BIDI}.jpg`)).toBe('exe.jpg');
  });

  it('removes C0 and C1 control characters, tab included', () => {
    expect(visibleLine(`А${CONTROLS}Б`)).toBe('АБ');
    expect(visibleLines(`А${CONTROLS}Б`)).toBe('АБ');
  });

  it('keeps a comment’s lines as line feeds, whatever their ending', () => {
    expect(visibleLines('один\r\nдва\rтри\nчетыре')).toBe('один\nдва\nтри\nчетыре');
  });

  it('makes a line break in a name a space', () => {
    expect(visibleLine('Анна\r\nПетрова')).toBe('Анна Петрова');
  });

  it('leaves the marks that only hint a direction (U+200E, U+200F) and joiners (U+200D)', () => {
    expect(visibleLine('a\u200Eb\u200Fc👩\u200D💻')).toBe('a\u200Eb\u200Fc👩\u200D💻');
  });
});
