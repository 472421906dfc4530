import type { StorefrontShowcase } from '@vitrina/contracts/storefront';
import type { StorefrontApi } from './api';
import { openOrderDialog } from './order-dialog';
import { renderShowcase } from './showcase';

export interface MountOptions {
  api: StorefrontApi;
  siteId: number;
  origin: string;
}

function mount(container: Element, showcase: StorefrontShowcase, options: MountOptions): void {
  const root = container.attachShadow({ mode: 'open' });
  renderShowcase(root, showcase, options.origin, (card, button) =>
    openOrderDialog(root, card, button, { ...options, tagDiv: showcase.tag_div }),
  );
}

/**
 * Renders each showcase into its container `#tag_div`, now and whenever the page adds one later
 * (single-page hosts render after the script runs, and may replace a container on navigation).
 */
export function watchContainers(
  document: Document,
  showcases: StorefrontShowcase[],
  options: MountOptions,
): MutationObserver {
  const mounted = new WeakSet<Element>();
  const mountNew = () => {
    for (const showcase of showcases) {
      const container = document.getElementById(showcase.tag_div);
      // A container that already has a shadow root is someone else's: leave it alone.
      if (!container || mounted.has(container) || container.shadowRoot) continue;
      mounted.add(container);
      mount(container, showcase, options);
    }
  };
  const observer = new MutationObserver(mountNew);
  observer.observe(document.documentElement, { childList: true, subtree: true });
  mountNew();
  return observer;
}
