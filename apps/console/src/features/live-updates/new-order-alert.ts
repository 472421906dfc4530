import { ORDER_PARAM, paths } from '@vitrina/contracts/console-paths';
import type { ShopEventData } from '@vitrina/contracts/shop-events';
import type { OrderAlertPrefs } from '../../shared/alerts/order-alert-prefs';
import { liveTexts } from './live-texts';

/** The newest order some tab of this browser has alerted of: one chime for several tabs. */
const ALERTED_KEY = 'vitrina-order-alerted';

/** Claims the order's alert for this tab; false when another tab has made it. */
function claimAlert(orderId: number): boolean {
  if (Number(localStorage.getItem(ALERTED_KEY)) >= orderId) return false;
  localStorage.setItem(ALERTED_KEY, String(orderId));
  return true;
}

/** Two short rising tones, drawn by the browser: no sound file to load. */
function playChime() {
  const audio = new AudioContext();
  [660, 880].forEach((frequency, index) => {
    const start = audio.currentTime + index * 0.18;
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.2, start);
    volume.gain.exponentialRampToValueAtTime(0.001, start + 0.16);
    tone.connect(volume).connect(audio.destination);
    tone.start(start);
    tone.stop(start + 0.16);
  });
  setTimeout(() => void audio.close(), 600);
}

function showNotification(order: ShopEventData, open: (url: string) => void) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const notification = new Notification(liveTexts.notificationTitle(order.number), {
    body: liveTexts.notificationBody,
    tag: `vitrina-order-${order.id}`,
  });
  notification.onclick = () => {
    window.focus();
    open(`${paths.orders}?${ORDER_PARAM}=${order.id}`);
    notification.close();
  };
}

/** The sound and the browser's notification of a new order, each as this browser chose. */
export function alertNewOrder(
  order: ShopEventData,
  prefs: OrderAlertPrefs,
  open: (url: string) => void,
): void {
  if (!(prefs.sound || prefs.notification) || !claimAlert(order.id)) return;
  // A browser may refuse to play before the page was used: the notification still shows.
  if (prefs.sound) {
    try {
      playChime();
    } catch {
      // No audio here: nothing to do.
    }
  }
  if (prefs.notification) showNotification(order, open);
}
