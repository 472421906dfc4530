import { act, screen, within } from '@testing-library/react';
import { STYLE_SAVED } from '@vitrina/contracts/widget-style-labels';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { memberRoutes } from '../../testing/member-role';
import { SHOP_TEXTS } from '../../shared/shop/shop-texts';
import { aShowcaseCard, aWidget, fakeWidgetsServer } from './testing/fake-widgets-server';
import { FakeResizeObserver, installFakeResizeObserver } from './testing/fake-resize-observer';

installFakeResizeObserver();

async function openStyle(routes = {}) {
  const api = fakeWidgetsServer({ widget: aWidget(), cards: [aShowcaseCard()] }, routes);
  const rendered = renderApp('/sites/1/31?tab=style', { signedIn: true, api });
  await screen.findByRole('form', { name: 'Настройки стиля' });
  return { ...rendered, api };
}

const device = (name: string) =>
  within(screen.getByRole('toolbar', { name: 'Размер экрана' })).getByRole('button', { name });
const pressed = () =>
  within(screen.getByRole('toolbar', { name: 'Размер экрана' }))
    .getAllByRole('button', { pressed: true })
    .map((button) => button.getAttribute('aria-label'));
/** The preview's screen: the width the widget lays itself out for, and how much it is scaled. */
const frameOf = (name: RegExp) => screen.getByRole('group', { name });

describe('the style tab’s preview devices', () => {
  it('shows the computer’s 1280 px, scaled to the space it has, until another is pressed', async () => {
    const { user } = await openStyle();
    act(() => FakeResizeObserver.resize(640));

    expect(pressed()).toEqual(['Компьютер']);
    expect(frameOf(/Компьютер, 1280 px/)).toHaveStyle({ width: '1280px', zoom: '0.5' });
    expect(
      await within(frameOf(/1280 px/)).findByRole('region', { name: 'Предпросмотр витрины' }),
    ).toBeInTheDocument();

    await user.click(device('Планшет'));
    expect(pressed()).toEqual(['Планшет']);
    expect(frameOf(/Планшет, 768 px/)).toHaveStyle({ width: '768px', zoom: String(640 / 768) });

    // Room enough for a phone: its own size, nothing scaled.
    await user.click(device('Телефон'));
    expect(pressed()).toEqual(['Телефон']);
    expect(device('Компьютер')).toHaveAttribute('aria-pressed', 'false');
    expect(frameOf(/Телефон, 375 px/)).toHaveStyle({ width: '375px', zoom: '1' });

    act(() => FakeResizeObserver.resize(300));
    expect(frameOf(/Телефон, 375 px/)).toHaveStyle({ zoom: '0.8' });
  });

  it('lets a member who may not change the style look at each screen', async () => {
    const { user } = await openStyle(memberRoutes('ORDER_MANAGER'));
    expect(await screen.findByText(SHOP_TEXTS.readOnlyNotice)).toBeVisible();
    const style = screen.getByRole('form', { name: 'Настройки стиля' });
    expect(within(style).getByRole('button', { name: 'Сохранить' })).toBeDisabled();

    await user.click(device('Телефон'));

    expect(pressed()).toEqual(['Телефон']);
  });
});

describe('the style tab’s «Сохранить»', () => {
  it('says the style is saved', async () => {
    const { api, user } = await openStyle();
    const style = screen.getByRole('form', { name: 'Настройки стиля' });

    await user.click(within(style).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText(STYLE_SAVED)).toBeVisible();
    expect(api.callsTo('PUT v1/platform/widget/31/style/')).toHaveLength(1);
  });
});
