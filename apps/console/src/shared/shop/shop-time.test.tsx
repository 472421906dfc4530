import { screen } from '@testing-library/react';
import type { CurrentShop } from '@vitrina/contracts/team';
import { describe, expect, it } from 'vitest';
import { browserInZone } from '../../testing/browser-zone';
import { createFakeApi } from '../../testing/fake-api';
import { shopRoutes } from '../../testing/fake-shop';
import { currentShopAs } from '../../testing/member-role';
import { renderWithProviders } from '../../testing/render-with-providers';
import { useCurrentShopSubscription } from './shop-api';
import { ShopTime } from './shop-time';
import type { ShopTimeStyle } from './use-shop-time';

// 04:23 in Moscow, 06:23 in Yekaterinburg.
const AT = '2026-11-23T01:23:00Z';

/** An instant shown once the current shop is read, as the shell reads it. */
function ShownOnceRead({ at, style }: { at: string; style?: ShopTimeStyle }) {
  const { data } = useCurrentShopSubscription();
  return data ? <ShopTime at={at} style={style} /> : null;
}

const inZone = (time_zone: string): CurrentShop => ({ ...currentShopAs('OWNER'), time_zone });

async function shownIn(zone: string, style?: ShopTimeStyle, at = AT) {
  const api = createFakeApi(shopRoutes(inZone(zone)));
  renderWithProviders(<ShownOnceRead at={at} style={style} />, api);
  return screen.findByRole('time');
}

describe("a time in the shop's zone", () => {
  it('shows no label when the browser is in the same zone', async () => {
    const time = await shownIn('Europe/Moscow');

    expect(time).toHaveTextContent(/^23\.11\.2026, 04:23$/);
    expect(time).toHaveAttribute('datetime', AT);
  });

  it("shows the shop's time, labelled, when the browser is in another zone", async () => {
    expect(await shownIn('Asia/Yekaterinburg')).toHaveTextContent(/^23\.11\.2026, 06:23 GMT\+5$/);
  });

  it('labels Moscow time «МСК» in a browser elsewhere', async () => {
    browserInZone('Asia/Yekaterinburg');

    expect(await shownIn('Europe/Moscow')).toHaveTextContent(/^23\.11\.2026, 04:23 МСК$/);
  });

  it("shows a day alone as the shop's day, without a label", async () => {
    // 23:30 on November 23 in Moscow, already 01:30 on the 24th in Yekaterinburg.
    const time = await shownIn('Asia/Yekaterinburg', 'longDate', '2026-11-23T20:30:00Z');

    expect(time).toHaveTextContent(/^24 ноября 2026 г\.$/);
  });
});
