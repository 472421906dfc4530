import { describe, expect, it } from 'vitest';
import { isImageFile } from './image-file';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part,
    ),
  );
const file = (head: Uint8Array<ArrayBuffer>, type: string) =>
  new File([head, new Uint8Array(32)], 'x', { type });

describe('isImageFile', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe1]), 'image/jpeg'],
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
    ['GIF', bytes('GIF89a'), 'image/gif'],
    ['WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['AVIF', bytes([0, 0, 0, 0x1c], 'ftypavif'), 'image/avif'],
    ['HEIC', bytes([0, 0, 0, 0x18], 'ftypheic'), 'image/heic'],
    ['HEIC the browser did not type', bytes([0, 0, 0, 0x18], 'ftypheic'), ''],
  ])('takes %s', async (_format, head, type) => {
    expect(await isImageFile(file(head, type))).toBe(true);
  });

  it.each([
    ['a PDF', bytes('%PDF-1.7'), 'application/pdf'],
    ['a text file named .png', bytes('hello, world'), 'image/png'],
    ['an SVG, which is text', bytes('<svg xmlns="http://www.w3.org/2000/svg">'), 'image/svg+xml'],
    ['a PNG typed as text', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]), 'text/plain'],
    ['an MP4 video', bytes([0, 0, 0, 0x18], 'ftypmp42'), 'video/mp4'],
    ['an MP4 the browser did not type', bytes([0, 0, 0, 0x18], 'ftypisom'), ''],
    ['a TIFF, which the server does not take', bytes('II', [0x2a, 0]), 'image/tiff'],
    ['a BMP, which the server does not take', bytes('BM'), 'image/bmp'],
    ['an empty file', bytes(), 'image/png'],
  ])('refuses %s', async (_what, head, type) => {
    const refused = head.length === 0 ? new File([], 'x', { type }) : file(head, type);
    expect(await isImageFile(refused)).toBe(false);
  });
});
