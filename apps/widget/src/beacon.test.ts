import { EVENT_LIMITS } from '@vitrina/contracts/events';
import { afterEach, describe, expect, it } from 'vitest';
import { createBeacon, type BeaconWindow } from './beacon';
import { sendBeaconOverHttp } from './testing/page-fakes';
import { startPublicApi, type PublicApi } from './testing/public-api';

let api: PublicApi;
afterEach(() => api.close());

/** A page whose beacon goes to the loopback API: by sendBeacon, or by fetch when it has none. */
async function aPage({ withSendBeacon = true } = {}) {
  api = await startPublicApi([]);
  const page = {
    navigator: withSendBeacon ? { sendBeacon: sendBeaconOverHttp } : {},
    fetch,
    document: new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState },
    addEventListener: () => {},
  };
  page.document.visibilityState = 'visible';
  const track = createBeacon(
    `${api.origin}/api/v1/public/events`,
    3,
    page as unknown as BeaconWindow,
  );
  return { page, track };
}

const click = { type: 'click' as const, tag_div: 'shoes', product_id: 7 };

describe('createBeacon', () => {
  it('sends the events of one task in one text/plain request of the site', async () => {
    const { track } = await aPage();

    track(click);
    track({ type: 'form_open', tag_div: 'shoes', product_id: 7 });

    await expect.poll(() => api.beacons).toHaveLength(1);
    expect(api.beacons[0]).toEqual({
      batch: {
        site_id: 3,
        events: [click, { type: 'form_open', tag_div: 'shoes', product_id: 7 }],
      },
      contentType: 'text/plain;charset=UTF-8',
    });
  });

  it('splits a long queue into beacons of the most events one carries', async () => {
    const { track } = await aPage();

    for (let i = 0; i < EVENT_LIMITS.eventsPerBeacon + 1; i++) track(click);

    await expect.poll(() => api.beacons).toHaveLength(2);
    const sizes = api.beacons.map((beacon) => beacon.batch.events.length).sort((a, b) => a - b);
    expect(sizes).toEqual([1, EVENT_LIMITS.eventsPerBeacon]);
  });

  it('sends by a keepalive fetch where the page has no sendBeacon', async () => {
    const { track } = await aPage({ withSendBeacon: false });

    track(click);

    await expect.poll(() => api.beacons).toHaveLength(1);
    expect(api.beacons[0]?.batch.events).toEqual([click]);
  });

  it('sends what is queued when the page is hidden, once', async () => {
    const { page, track } = await aPage();

    track(click);
    page.document.visibilityState = 'hidden';
    page.document.dispatchEvent(new Event('visibilitychange'));

    await expect.poll(() => api.beacons).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.beacons).toHaveLength(1);
  });
});
