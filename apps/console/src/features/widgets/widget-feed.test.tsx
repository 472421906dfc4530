import { screen, waitFor, within } from '@testing-library/react';
import { feedTexts, type FeedSettings } from '@vitrina/contracts/feeds';
import { describe, expect, it } from 'vitest';
import { reply } from '../../testing/fake-api';
import { memberRoutes } from '../../testing/member-role';
import { renderApp } from '../../testing/render-app';
import { SHOP_TEXTS } from '../../shared/shop/shop-texts';
import { aWidget, fakeWidgetsServer } from './testing/fake-widgets-server';

const FEED_URL = 'https://vitrina.example.ru/api/v1/public/feeds/3kQ9xY2m.yml';

/** The widget's feed as the server keeps it: the switch turns it on at `FEED_URL` or off. */
function feedRoutes(initial: FeedSettings = { enabled: false, url: null }) {
  let feed = initial;
  return {
    'GET v1/platform/widget/:id/feed/': () => reply(200, { data: feed }),
    'PUT v1/platform/widget/:id/feed/': async (request: Request) => {
      const { enabled } = (await request.json()) as { enabled: boolean };
      feed = { enabled, url: enabled ? FEED_URL : null };
      return reply(200, { data: feed });
    },
  };
}

async function openFeed(api = fakeWidgetsServer({}, feedRoutes())) {
  const rendered = renderApp('/sites/1/31', { signedIn: true, api });
  await screen.findByRole('heading', { name: 'Витрина обуви' });
  await rendered.user.click(screen.getByRole('tab', { name: 'Интеграция' }));
  const section = screen.getByRole('region', { name: feedTexts.title });
  return { ...rendered, api, section };
}

const feedSwitch = (section: HTMLElement) =>
  within(section).findByRole('switch', { name: feedTexts.switchLabel });
const address = (section: HTMLElement) =>
  within(section).queryByRole('textbox', { name: feedTexts.addressLabel });

describe('widget editor: the YML feed', () => {
  it('shows the address once turned on, copies it, and hides it once turned off', async () => {
    const { user, api, section } = await openFeed();
    expect(within(section).getByText(feedTexts.explanation)).toBeVisible();
    const toggle = await feedSwitch(section);
    expect(toggle).not.toBeChecked();
    expect(address(section)).toBeNull();

    await user.click(toggle);

    await waitFor(() => expect(address(section)).toHaveValue(FEED_URL));
    expect(toggle).toBeChecked();
    expect(address(section)).toHaveAttribute('readonly');
    expect(JSON.parse(api.callsTo('PUT v1/platform/widget/31/feed/')[0]!.body)).toEqual({
      enabled: true,
    });
    await user.click(within(section).getByRole('button', { name: feedTexts.copy }));
    expect(await navigator.clipboard.readText()).toBe(FEED_URL);
    expect(await screen.findByText(feedTexts.copied)).toBeVisible();

    await user.click(toggle);

    await waitFor(() => expect(address(section)).toBeNull());
    expect(toggle).not.toBeChecked();
    expect(JSON.parse(api.callsTo('PUT v1/platform/widget/31/feed/')[1]!.body)).toEqual({
      enabled: false,
    });
  });

  it('says, while the widget is not published, that the feed waits for it', async () => {
    const { section } = await openFeed(
      fakeWidgetsServer({}, feedRoutes({ enabled: true, url: FEED_URL })),
    );

    expect(await within(section).findByText(feedTexts.notPublished)).toBeVisible();
  });

  it('says nothing of publishing for a published widget', async () => {
    const widget = aWidget({ published_at: '2026-03-02T12:00:00.000Z' });
    const on = feedRoutes({ enabled: true, url: FEED_URL });
    const { section } = await openFeed(fakeWidgetsServer({ widget }, on));

    await waitFor(() => expect(address(section)).toHaveValue(FEED_URL));
    expect(within(section).queryByText(feedTexts.notPublished)).toBeNull();
  });

  it('keeps the switch off and says so when turning it on fails', async () => {
    const refused = {
      ...feedRoutes(),
      'PUT v1/platform/widget/:id/feed/': () => reply(500, { detail: 'Ошибка сервера' }),
    };
    const { user, section } = await openFeed(fakeWidgetsServer({}, refused));

    await user.click(await feedSwitch(section));

    expect(await screen.findByText(feedTexts.saveFailed)).toBeVisible();
    expect(await feedSwitch(section)).not.toBeChecked();
    expect(address(section)).toBeNull();
  });

  it('lets a manager of orders see the address but not switch the feed', async () => {
    const routes = {
      ...feedRoutes({ enabled: true, url: FEED_URL }),
      ...memberRoutes('ORDER_MANAGER'),
    };
    const { user, section } = await openFeed(fakeWidgetsServer({}, routes));

    await waitFor(() => expect(address(section)).toHaveValue(FEED_URL));
    const toggle = await feedSwitch(section);
    expect(toggle).toBeDisabled();
    // The disabled switch takes no pointer: the hint listens on the place around its label.
    await user.hover(toggle.closest('label')!.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(SHOP_TEXTS.notAllowedHint);
  });
});
