import { storefrontApi } from './api';
import { createBeacon } from './beacon';
import { cartChunk, hasKeptCart } from './cart-chunk';
import { readConfig, type WidgetConfig } from './config';
import { watchContainers } from './mount';
import { viewChunk } from './view-chunk';
import { visitorId } from './visitor';

declare global {
  interface Window {
    Vitrina?: { config: WidgetConfig };
  }
}

async function start({ siteId, origin }: WidgetConfig): Promise<void> {
  if (!siteId) return;
  const api = storefrontApi(origin, siteId);
  const showcases = await api.showcases();
  if (!showcases.length) return;
  const track = createBeacon(`${origin}/api/v1/public/events`, Number(siteId), visitorId());
  const loadView = viewChunk(origin);
  const site = Number(siteId);
  const cart = cartChunk({ api, siteId: site, origin, showcases, track });
  // A cart kept from another page of the site shows its button on every page with a widget.
  if (hasKeptCart(site)) void cart();
  watchContainers(document, showcases, { api, siteId: site, origin, track, loadView, cart });
}

// A merchant may paste the snippet twice or a page builder may re-run it: start once.
if (!window.Vitrina) {
  const script = document.currentScript as HTMLScriptElement | null;
  const config = readConfig(script, window.location);
  window.Vitrina = { config };
  // A showcase that cannot load shows nothing: the merchant's page goes on undisturbed.
  start(config).catch(() => undefined);
}
