import { loadOnce } from './load-once';
import type { ProductViewModule } from './view/product-view';

/** The view chunk's file name, `widget-view.<hash>.js`, written in by build.mjs. */
declare const __VIEW_FILE__: string;

/**
 * Imports the product view's chunk from Vitrina's origin, once a page; after a failed load the
 * next opening tries again.
 */
export const viewChunk = (origin: string) =>
  loadOnce<ProductViewModule>(() => import(`${origin}/${__VIEW_FILE__}`));
