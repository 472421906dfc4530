import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertNewOrder } from './new-order-alert';

/** The browser's Notification, granted, recording what it shows. */
function grantedNotifications() {
  const shown: { title: string; options: NotificationOptions; onclick?: () => void }[] = [];
  class Shown {
    static permission = 'granted';
    onclick?: () => void;
    constructor(title: string, options: NotificationOptions) {
      shown.push(Object.assign(this, { title, options }) as never);
    }
    close() {}
  }
  vi.stubGlobal('Notification', Shown);
  return shown as unknown as { title: string; options: NotificationOptions; onclick(): void }[];
}

describe('the alert of a new order', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('notifies once per order in this browser, however many tabs hear it, and opens it on a click', () => {
    const shown = grantedNotifications();
    const opened: string[] = [];
    const prefs = { sound: false, notification: true };

    alertNewOrder({ id: 602, number: 1008 }, prefs, (url) => opened.push(url));
    alertNewOrder({ id: 602, number: 1008 }, prefs, (url) => opened.push(url));

    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      title: 'Новый заказ №1008',
      options: { tag: 'vitrina-order-602' },
    });
    shown[0]!.onclick();
    expect(opened).toEqual(['/orders?order=602']);
  });

  it('shows nothing while this browser has not asked for it', () => {
    const shown = grantedNotifications();

    alertNewOrder({ id: 603, number: 1009 }, { sound: false, notification: false }, () => {});

    expect(shown).toHaveLength(0);
  });
});
