import { EVENT_LIMITS } from '@vitrina/contracts/events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBeacon, type BeaconWindow } from './beacon';
import { sendBeaconOverHttp } from './testing/page-fakes';
import { startPublicApi, type PublicApi } from './testing/public-api';

let api: PublicApi;
afterEach(() => api.close());

/**
 * A page whose beacon goes to the loopback API: by sendBeacon, or by fetch when it has none.
 * `beaconsSent` counts the sendBeacon calls as they are made, before any reaches the API.
 */
async function aPage({ withSendBeacon = true } = {}) {
  api = await startPublicApi([]);
  const sendBeacon = vi.fn(sendBeaconOverHttp);
  const page = Object.assign(new EventTarget(), {
    navigator: withSendBeacon ? { sendBeacon } : {},
    fetch,
    document: new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState },
  });
  page.document.visibilityState = 'visible';
  const track = createBeacon(
    `${api.origin}/api/v1/public/events`,
    3,
    VISITOR,
    page as unknown as BeaconWindow,
  );
  return { page, track, beaconsSent: () => sendBeacon.mock.calls.length };
}

const click = { type: 'click' as const, tag_div: 'shoes', product_id: 7 };
const VISITOR = '0b5f3c1e-8d2a-4c7e-9f00-5a1b2c3d4e5f';

describe('createBeacon', () => {
  it("sends the events of one task in one text/plain request of the site and the tab's visitor", async () => {
    const { track } = await aPage();

    track(click);
    track({ type: 'form_open', tag_div: 'shoes', product_id: 7 });

    await expect.poll(() => api.beacons).toHaveLength(1);
    expect(api.beacons[0]).toEqual({
      batch: {
        site_id: 3,
        visitor: VISITOR,
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

  it('sends what is queued when the page is hidden, and not again when its task ends', async () => {
    const { page, track, beaconsSent } = await aPage();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      track(click);
      page.document.visibilityState = 'hidden';
      page.document.dispatchEvent(new Event('visibilitychange'));
      expect(beaconsSent()).toBe(1);
      vi.runAllTimers();
      expect(beaconsSent()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
    await expect.poll(() => api.beacons).toHaveLength(1);
    expect(api.beacons[0]?.batch.events).toEqual([click]);
  });

  it('sends what is queued at once when the page is left', async () => {
    const { page, track, beaconsSent } = await aPage();

    track(click);
    page.dispatchEvent(new Event('pagehide'));

    expect(beaconsSent()).toBe(1);
    await expect.poll(() => api.beacons).toHaveLength(1);
    expect(api.beacons[0]?.batch.events).toEqual([click]);
  });
});
