import type { ProductViewModule } from './view/product-view';

/** The view chunk's file name, `widget-view.<hash>.js`, written in by build.mjs. */
declare const __VIEW_FILE__: string;

/**
 * Imports the product view's chunk from Vitrina's origin, once a page; after a failed load the
 * next opening tries again.
 */
export function viewChunk(origin: string): () => Promise<ProductViewModule> {
  let loading: Promise<ProductViewModule> | null = null;
  return () =>
    (loading ??= import(`${origin}/${__VIEW_FILE__}`).catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
