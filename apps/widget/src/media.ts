import { PHOTO_WIDTHS } from '@vitrina/contracts/photo-sizes';
import type { StorefrontPhoto } from '@vitrina/contracts/storefront';

/**
 * The absolute URL of a media file on Vitrina's own origin, or null for any other origin: the
 * widget loads no image a tampered answer could point elsewhere (tracking pixels, mixed content).
 */
export function ownMediaUrl(url: string, origin: string): string | null {
  try {
    const absolute = new URL(url, origin);
    return absolute.origin === origin ? absolute.href : null;
  } catch {
    return null;
  }
}

/** The card's image: the small file, the preview for wide or dense screens, lazily. */
export function photoAttributes(photo: StorefrontPhoto | null, origin: string) {
  const small = photo && ownMediaUrl(photo.small, origin);
  const preview = photo && ownMediaUrl(photo.preview, origin);
  if (!small || !preview) return null;
  return {
    src: small,
    srcset: `${small} ${PHOTO_WIDTHS.small}w, ${preview} ${PHOTO_WIDTHS.preview}w`,
    sizes: '(max-width: 480px) 100vw, 320px',
    loading: 'lazy',
    decoding: 'async',
    alt: '',
  };
}
