import type { ProductPhoto } from '@vitrina/contracts/products';

// The server keeps each photo in two preview widths beside each other, `…/320.webp` and
// `…/800.webp`, and names the wider one as the preview.
const WIDE = '800.webp';
const NARROW = '320.webp';

/** `src` and, when the preview follows the two-width naming, `srcSet` of a preview image. */
export function previewSources(photo: Pick<ProductPhoto, 'preview'>): {
  src: string;
  srcSet?: string;
} {
  const { preview } = photo;
  if (!preview.endsWith(`/${WIDE}`)) return { src: preview };
  const folder = preview.slice(0, -WIDE.length);
  return { src: preview, srcSet: `${folder}${NARROW} 320w, ${folder}${WIDE} 800w` };
}
