// Files as a merchant picks them: images carry their format's first bytes.

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

function withHead(head: number[], name: string, type: string, size: number): File {
  const body = new Uint8Array(Math.max(size, head.length));
  body.set(head);
  return new File([body], name, { type });
}

export const aPng = (name = 'photo.png', size = 1000) =>
  withHead(PNG_HEAD, name, 'image/png', size);

export const aJpeg = (name = 'photo.jpg', size = 1000) =>
  withHead(JPEG_HEAD, name, 'image/jpeg', size);

/** `count` PNGs named photo-1.png, photo-2.png, … */
export const pngs = (count: number, size = 1000) =>
  Array.from({ length: count }, (_, index) => aPng(`photo-${index + 1}.png`, size));

export const aTextFile = (name = 'notes.txt') =>
  new File(['Список покупок'], name, { type: 'text/plain' });

/** A text file renamed to .png: the browser types it by the name. */
export const aRenamedTextFile = (name = 'renamed.png') =>
  new File(['Это не картинка'], name, { type: 'image/png' });
