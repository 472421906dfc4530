import { storefrontApi } from './api';
import { createBeacon } from './beacon';
import { cartChunk } from './cart-chunk';
import { readConfig, type WidgetConfig } from './config';
import { watchContainers } from './mount';
import { paymentChunk, takePaymentToken } from './payment-chunk';
import { viewChunk } from './view-chunk';
import { visitorId } from './visitor';

declare global {
  interface Window {
    Vitrina?: { config: WidgetConfig };
  }
}

/** Draws the site's showcases; a buyer back from paying (`paymentToken`) is shown the payment. */
async function start({ siteId, origin }: WidgetConfig, paymentToken: string | null): Promise<void> {
  if (!siteId) return;
  const api = storefrontApi(origin, siteId);
  const loadPayment = paymentChunk(origin);
  const loaded = api.showcases();
  // The payment's code loads while the showcases do, whose look its dialog takes.
  if (paymentToken) {
    void loadPayment().then((module) => module.showPaymentReturn(origin, paymentToken, loaded));
  }
  const showcases = await loaded;
  if (!showcases.length) return;
  const track = createBeacon(`${origin}/api/v1/public/events`, siteId, visitorId());
  const loadView = viewChunk(origin);
  const options = { api, siteId, origin, track, loadView, loadPayment };
  watchContainers(document, showcases, { ...options, cart: cartChunk({ ...options, showcases }) });
}

// A merchant may paste the snippet twice or a page builder may re-run it: start once.
if (!window.Vitrina) {
  const script = document.currentScript as HTMLScriptElement | null;
  const config = readConfig(script, window.location);
  window.Vitrina = { config };
  // A showcase that cannot load shows nothing: the merchant's page goes on undisturbed.
  start(config, takePaymentToken()).catch(() => undefined);
}
