// Whether a picked file is a photo the server takes, by its type and by its first bytes: a
// renamed text file says image/png by its name only.

type Signature = (head: Uint8Array) => boolean;

const startsWith =
  (offset: number, ...bytes: number[]): Signature =>
  (head) =>
    bytes.every((byte, index) => head[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const startsWithText = (offset: number, text: string) => startsWith(offset, ...ascii(text));

/** ISO base media files (AVIF, HEIC) name their brand right after the `ftyp` box type. */
const ISO_IMAGE_BRANDS = ['avif', 'avis', 'heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1'];
const isoImage: Signature = (head) =>
  startsWithText(4, 'ftyp')(head) &&
  ISO_IMAGE_BRANDS.some((brand) => startsWithText(8, brand)(head));

// The formats the server takes (JPEG, PNG, GIF, WebP, AVIF, HEIC), judged as it judges them, by
// their bytes. An SVG is a text file that can carry scripts, not a photo.
const IMAGE_SIGNATURES: readonly Signature[] = [
  startsWith(0, 0xff, 0xd8, 0xff), // JPEG
  startsWith(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), // PNG
  startsWithText(0, 'GIF87a'),
  startsWithText(0, 'GIF89a'),
  (head) => startsWithText(0, 'RIFF')(head) && startsWithText(8, 'WEBP')(head),
  isoImage,
];

const HEAD_BYTES = 16;

function readHead(file: Blob): Promise<Uint8Array> {
  return file
    .slice(0, HEAD_BYTES)
    .arrayBuffer()
    .then((buffer) => new Uint8Array(buffer));
}

/**
 * An image by both its type and its content. An empty type passes to the content check:
 * browsers leave it empty for extensions they do not know (HEIC on some systems).
 */
export async function isImageFile(file: File): Promise<boolean> {
  if (file.type !== '' && !file.type.startsWith('image/')) return false;
  const head = await readHead(file);
  return IMAGE_SIGNATURES.some((matches) => matches(head));
}
