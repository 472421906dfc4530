import type { ProductPhoto } from '@vitrina/contracts/products';
import { photoFileName, PHOTO_WIDTHS } from '@vitrina/contracts/photo-sizes';

// The server keeps a photo's `small` file beside its `preview` in one folder (`…/320.webp`,
// `…/800.webp`); the merchant's API names the preview alone.
const PREVIEW = photoFileName('preview');
const SMALL = photoFileName('small');

/** `src` and, when the preview follows the servers' file naming, `srcSet` of a preview image. */
export function previewSources(photo: Pick<ProductPhoto, 'preview'>): {
  src: string;
  srcSet?: string;
} {
  const { preview } = photo;
  if (!preview.endsWith(`/${PREVIEW}`)) return { src: preview };
  const folder = preview.slice(0, -PREVIEW.length);
  return {
    src: preview,
    srcSet: `${folder}${SMALL} ${PHOTO_WIDTHS.small}w, ${folder}${PREVIEW} ${PHOTO_WIDTHS.preview}w`,
  };
}
