import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogGone } from '../../testing/dialogs';
import { renderApp } from '../../testing/render-app';
import { fakeHelpServer } from './testing/fake-help-server';
import { catalogHelp } from './texts/catalog';
import { widgetsHelp } from './texts/widgets';

async function openHelp(url: string, api = fakeHelpServer(), width?: number) {
  const rendered = renderApp(url, { signedIn: true, api, width });
  await rendered.user.click(await screen.findByRole('button', { name: 'Помощь' }));
  return rendered;
}

const helpPanel = (screenName: string) =>
  screen.findByRole('dialog', { name: `Помощь: ${screenName}` });

describe('the header’s «?»', () => {
  it('opens the help of the screen it is on: what it is for and its steps', async () => {
    await openHelp('/widgets');

    const panel = await helpPanel('Виджеты');
    expect(panel).toHaveTextContent(widgetsHelp.purpose);
    const steps = within(panel).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(widgetsHelp.steps);
  });

  it('follows the screen: the catalog’s help on the catalog, then closes', async () => {
    const { user } = await openHelp('/catalog');

    const panel = await helpPanel('Каталог');
    expect(panel).toHaveTextContent(catalogHelp.purpose);
    await user.click(within(panel).getByRole('button', { name: 'Закрыть' }));
    await dialogGone();
  });

  it('names the setup’s next step, a link that takes the merchant there', async () => {
    const { user, router } = await openHelp('/catalog', fakeHelpServer({ done: ['site'] }));

    const panel = await helpPanel('Каталог');
    const next = within(panel).getByRole('region', { name: 'Следующий шаг настройки' });
    const link = await within(next).findByRole('link', { name: 'Подтвердите домен' });
    expect(next).toHaveTextContent('Витрина показывается только на подтверждённых доменах');
    await user.click(link);

    await dialogGone();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sites/1'));
  });

  it('says the setup is done once every step is', async () => {
    const done = [
      'site',
      'domain',
      'catalog',
      'content',
      'service',
      'publication',
      'order',
    ] as const;
    await openHelp('/orders', fakeHelpServer({ done }));

    const panel = await helpPanel('Заказы');
    expect(
      await within(panel).findByText('Все шаги настройки пройдены: магазин готов к продажам.'),
    ).toBeVisible();
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
  });

  it('gives the support’s address when the server has one, as a mail link', async () => {
    await openHelp('/', fakeHelpServer({ supportEmail: 'help@shop-platform.ru' }));

    const panel = await helpPanel('Главная');
    expect(
      await within(panel).findByRole('link', { name: 'help@shop-platform.ru' }),
    ).toHaveAttribute('href', 'mailto:help@shop-platform.ru');
    expect(panel).toHaveTextContent('Остались вопросы? Напишите нам: help@shop-platform.ru');
  });

  it('has no contact line while the server has no address', async () => {
    const api = fakeHelpServer();
    await openHelp('/', api);

    const panel = await helpPanel('Главная');
    await waitFor(() => expect(api.callsTo('GET v1/support/')).toHaveLength(1));
    await within(panel).findByRole('region', { name: 'Следующий шаг настройки' });
    expect(panel).not.toHaveTextContent('Остались вопросы?');
  });

  it('is in the header on a phone too, its panel the whole screen’s', async () => {
    await openHelp('/sites', fakeHelpServer(), 375);

    expect(await helpPanel('Площадки')).toBeVisible();
  });
});
