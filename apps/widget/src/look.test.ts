import { describe, expect, it } from 'vitest';
import { contrast, NON_TEXT_CONTRAST, TEXT_CONTRAST, WHITE } from './contrast';
import { applyLook } from './look';
import { WIDGET_STYLE_DEFAULTS } from '@vitrina/contracts/widget-style';

const style = { ...WIDGET_STYLE_DEFAULTS, accent_color: '#2563eb', columns: 3 };

function lookOf(accent_color: string, columns = 3) {
  const element = document.createElement('div');
  applyLook(element, { ...style, accent_color, columns });
  const read = (name: string) => element.style.getPropertyValue(name);
  return {
    accent: read('--accent'),
    onAccent: read('--on-accent'),
    ink: read('--ink'),
    ring: read('--ring'),
    columns: read('--columns'),
  };
}

/** Every colour of channels 00, 33, …, ff, and greys and hues near where white and black tie. */
const ACCENTS = [
  ...[0, 0x33, 0x66, 0x99, 0xcc, 0xff].flatMap((red) =>
    [0, 0x33, 0x66, 0x99, 0xcc, 0xff].flatMap((green) =>
      [0, 0x33, 0x66, 0x99, 0xcc, 0xff].map(
        (blue) =>
          `#${[red, green, blue].map((value) => value.toString(16).padStart(2, '0')).join('')}`,
      ),
    ),
  ),
  '#777777',
  '#767676',
  '#10b981',
  '#facc15',
  '#ff6600',
];

describe('applyLook', () => {
  it('makes any accent readable: the text on it and its ink on white pass AA', () => {
    const unreadable = ACCENTS.filter((accent) => {
      const look = lookOf(accent);
      return (
        look.accent !== accent ||
        contrast(look.onAccent, accent) < TEXT_CONTRAST ||
        contrast(look.ink, WHITE) < TEXT_CONTRAST
      );
    });

    expect(unreadable).toEqual([]);
  });

  it('rings focus 3:1 on white and on the accent, or parted from a very dark accent by white', () => {
    const unseen = ACCENTS.filter((accent) => {
      const { ring } = lookOf(accent);
      const partedByHalo = ring === accent && contrast(WHITE, accent) >= 7;
      const onAccent = contrast(ring, accent) >= NON_TEXT_CONTRAST || partedByHalo;
      return contrast(ring, WHITE) < NON_TEXT_CONTRAST || !onAccent;
    });

    expect(unseen).toEqual([]);
    expect(lookOf('#2563eb').ring).toBe('#000000');
    expect(lookOf('#1e1b4b').ring).toBe('#1e1b4b');
  });

  it('keeps an accent that reads on white as its ink, and writes white on it', () => {
    expect(lookOf('#2563eb')).toMatchObject({ ink: '#2563eb', onAccent: '#ffffff' });
  });

  it('writes black on a light accent and darkens its ink', () => {
    const look = lookOf('#facc15');

    expect(look.onAccent).toBe('#000000');
    expect(look.ink).not.toBe('#facc15');
  });

  it('falls back to the default accent for a value that is not #rrggbb, and clamps columns', () => {
    const hostile = lookOf('red;background:url(https://evil.example/x)', 9);

    expect(hostile.accent).toBe('#2563eb');
    expect(hostile.columns).toBe('4');
    expect(lookOf('#2563eb', 0).columns).toBe('3');
  });
});

describe('contrast', () => {
  it.each([
    ['#ffffff', '#000000', 21],
    ['#2563eb', '#ffffff', 5.17],
    ['#767676', '#ffffff', 4.54],
  ])('of %s and %s is %s', (one, other, ratio) => {
    expect(contrast(one, other)).toBeCloseTo(ratio, 2);
  });
});
