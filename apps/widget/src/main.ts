import { storefrontApi } from './api';
import { createBeacon } from './beacon';
import { cartChunk } from './cart-chunk';
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
  const site = Number(siteId);
  const track = createBeacon(`${origin}/api/v1/public/events`, site, visitorId());
  const loadView = viewChunk(origin);
  const options = { api, siteId: site, origin, track, loadView };
  watchContainers(document, showcases, { ...options, cart: cartChunk({ ...options, showcases }) });
}

// A merchant may paste the snippet twice or a page builder may re-run it: start once.
if (!window.Vitrina) {
  const script = document.currentScript as HTMLScriptElement | null;
  const config = readConfig(script, window.location);
  window.Vitrina = { config };
  // A showcase that cannot load shows nothing: the merchant's page goes on undisturbed.
  start(config).catch(() => undefined);
}
