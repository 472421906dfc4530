// What the screen shows, read from Chromium's screenshots: a PNG decoded to its pixels, and the
// contrast ratio of two colours as WCAG defines it. Journeys judge visibility from these, so a
// colour lost on the way (a variable out of scope, an overlay, opacity) counts as it looks.
import { inflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

export interface Pixels {
  width: number;
  height: number;
  at(x: number, y: number): Rgb;
}

/** Each byte's predictor of PNG's five row filters, from its left, upper and upper-left bytes. */
function predict(filter: number, left: number, up: number, upLeft: number): number {
  if (filter === 1) return left;
  if (filter === 2) return up;
  if (filter === 3) return (left + up) >> 1;
  if (filter === 4) {
    const p = left + up - upLeft;
    const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
    return a <= b && a <= c ? left : b <= c ? up : upLeft;
  }
  return 0;
}

/** Decodes an 8-bit RGB or RGBA PNG without interlacing, as Chromium writes screenshots. */
export function decodePng(png: Buffer): Pixels {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const [depth, colourType, , , interlace] = png.subarray(24, 29);
  if (depth !== 8 || (colourType !== 2 && colourType !== 6) || interlace !== 0)
    throw new Error(`unexpected PNG: depth ${depth}, colour type ${colourType}`);
  const channels = colourType === 6 ? 4 : 3;
  const chunks: Buffer[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    if (png.toString('ascii', offset + 4, offset + 8) === 'IDAT')
      chunks.push(png.subarray(offset + 8, offset + 8 + length));
    offset += length + 12;
  }
  const packed = inflateSync(Buffer.concat(chunks));
  const stride = width * channels;
  const rows = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = packed[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const left = i >= channels ? rows[y * stride + i - channels]! : 0;
      const up = y > 0 ? rows[(y - 1) * stride + i]! : 0;
      const upLeft = y > 0 && i >= channels ? rows[(y - 1) * stride + i - channels]! : 0;
      const raw = packed[y * (stride + 1) + 1 + i]!;
      rows[y * stride + i] = (raw + predict(filter, left, up, upLeft)) & 0xff;
    }
  }
  return {
    width,
    height,
    at: (x, y) => {
      const start = y * stride + x * channels;
      return [rows[start]!, rows[start + 1]!, rows[start + 2]!];
    },
  };
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const key = (rgb: Rgb) => rgb.join(',');

/** The colour most pixels of `pixels` have: a surface's background. */
export function commonest(pixels: Rgb[]): Rgb {
  const counts = new Map<string, { rgb: Rgb; count: number }>();
  for (const rgb of pixels) {
    const entry = counts.get(key(rgb)) ?? { rgb, count: 0 };
    entry.count += 1;
    counts.set(key(rgb), entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count)[0]!.rgb;
}

/** Among `pixels`, the colour that stands out most from `background`: the ink drawn on it. */
export function mostContrasting(pixels: Rgb[], background: Rgb): Rgb {
  return pixels.reduce((best, rgb) =>
    contrastRatio(rgb, background) > contrastRatio(best, background) ? rgb : best,
  );
}

/** Every pixel of the picture, row by row. */
export function allPixels(picture: Pixels): Rgb[] {
  const all: Rgb[] = [];
  for (let y = 0; y < picture.height; y++)
    for (let x = 0; x < picture.width; x++) all.push(picture.at(x, y));
  return all;
}
