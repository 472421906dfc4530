import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOTHING_FOUND_TEXT } from '../../../shared/ui/searched-cards';
import { dialogGone } from '../../../testing/dialogs';
import { expectRefusedControl, memberRoutes } from '../../../testing/member-role';
import { renderApp } from '../../../testing/render-app';
import { aDomain } from '../../../testing/platform-fixtures';
import { aListedWidget, aSite, fakeWidgetListServer } from './testing/fake-widget-list-server';

const shoes = aListedWidget();
const hats = aListedWidget({
  id: 32,
  title: 'Шляпы',
  site: { id: 2, title: 'Шляпная лавка' },
  published_at: null,
  last_order_at: null,
  week_views: 0,
});
const drafts = aListedWidget({ id: 33, title: 'Распродажа', has_unpublished_changes: true });

async function openWidgets(api = fakeWidgetListServer([shoes, hats, drafts]), width?: number) {
  const rendered = renderApp('/widgets', { signedIn: true, api, shell: false, width });
  await screen.findByRole('heading', { name: 'Виджеты' });
  return { api, ...rendered };
}

const rowOf = async (title: string) =>
  (await screen.findByRole('link', { name: title })).closest('tr')!;

const listedTitles = () =>
  within(screen.getByRole('table', { name: 'Виджеты всех площадок' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('«Виджеты»: every widget of every site', () => {
  it('shows a row a widget: site, title, publication, last order in the shop’s time, views of the week', async () => {
    await openWidgets();

    expect(screen.getByRole('tab', { name: 'Все виджеты' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const cells = within(await rowOf('Витрина обуви')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent?.replace(/\s/g, ' '))).toEqual([
      'Мой магазин',
      'Витрина обуви',
      'Опубликовано',
      '21.11.2026, 10:05',
      '1 234',
    ]);
    const hatsCells = within(await rowOf('Шляпы')).getAllByRole('cell');
    expect(hatsCells.map((cell) => cell.textContent)).toEqual([
      'Шляпная лавка',
      'Шляпы',
      'Не опубликовано',
      'Заказов не было',
      '0',
    ]);
    expect(
      within(await rowOf('Распродажа')).getByRole('cell', { name: /Опубликовано/ }),
    ).toHaveTextContent('ОпубликованоЕсть неопубликованные изменения');
  });

  it('links each widget to its editor', async () => {
    await openWidgets();

    expect(await screen.findByRole('link', { name: 'Витрина обуви' })).toHaveAttribute(
      'href',
      '/sites/1/31',
    );
    expect(screen.getByRole('link', { name: 'Шляпы' })).toHaveAttribute('href', '/sites/2/32');
  });

  it('finds widgets by their title or their site’s, and says when none matches', async () => {
    const { user } = await openWidgets();
    const search = await screen.findByRole('searchbox', { name: 'Поиск' });

    await user.type(search, 'шляпная');
    expect(listedTitles()).toEqual(['Шляпы']);

    await user.clear(search);
    await user.type(search, 'распрод');
    expect(listedTitles()).toEqual(['Распродажа']);

    await user.type(search, 'ы');
    expect(screen.getByRole('status')).toHaveTextContent(NOTHING_FOUND_TEXT);
  });

  it('shows cards on a phone, each titled by its link to the editor', async () => {
    await openWidgets(undefined, 375);

    const cards = within(await screen.findByRole('list', { name: 'Виджеты всех площадок' }));
    const card = cards.getByRole('listitem', { name: 'Шляпы' });
    expect(within(card).getByRole('link', { name: 'Шляпы' })).toHaveAttribute(
      'href',
      '/sites/2/32',
    );
    expect(card).toHaveTextContent('Площадка: Шляпная лавка');
    expect(card).toHaveTextContent('Последний заказЗаказов не было');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says what to do when the shop has no widget yet', async () => {
    const { user } = await openWidgets(fakeWidgetListServer([]));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Виджетов пока нет. Создайте первый: он покажет ваши товары на сайте.',
    );
    await user.click(screen.getByRole('button', { name: 'Создать виджет' }));
    expect(await screen.findByRole('dialog', { name: 'Новый виджет' })).toBeVisible();
  });
});

describe('the button «Все виджеты»: a new widget on a site the merchant picks', () => {
  const twoSites = () => [
    aSite(),
    aSite({ id: 2, title: 'Шляпная лавка', domains: [aDomain({ link_domain: 'hats.ru' })] }),
  ];

  it('asks for the site, then the title, creates the widget there and opens its editor', async () => {
    const { api, user, router } = await openWidgets(fakeWidgetListServer([shoes], twoSites()));

    await user.click(screen.getByRole('button', { name: 'Все виджеты' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый виджет' });
    expect(
      within(dialog).getByText('Выберите площадку, на сайте которой будет виджет.'),
    ).toBeVisible();
    await user.click(await within(dialog).findByRole('button', { name: /Шляпная лавка/ }));
    expect(within(dialog).getByText('Площадка: Шляпная лавка')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'Летние шляпы');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sites/2/100'));
    const [created] = api.callsTo('POST v1/platform/widget/');
    expect(JSON.parse(created!.body)).toEqual({
      title: 'Летние шляпы',
      description: '',
      type_widget: 'SHOWCASE',
      site_id: 2,
    });
  });

  it('goes back from the title to the choice of the site', async () => {
    const { user } = await openWidgets(fakeWidgetListServer([shoes], twoSites()));
    await user.click(screen.getByRole('button', { name: 'Все виджеты' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый виджет' });

    await user.click(await within(dialog).findByRole('button', { name: /Мой магазин/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Назад' }));

    expect(within(dialog).getByRole('button', { name: /Шляпная лавка/ })).toBeVisible();
  });

  it('asks nothing of the site when the shop has one, and says the title is required', async () => {
    const { api, user } = await openWidgets(fakeWidgetListServer([shoes], [aSite()]));
    await user.click(screen.getByRole('button', { name: 'Все виджеты' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый виджет' });

    expect(await within(dialog).findByText('Площадка: Мой магазин')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Назад' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));

    expect(await within(dialog).findByText('Название виджета не может быть пустым')).toBeVisible();
    expect(api.callsTo('POST v1/platform/widget/')).toEqual([]);
  });

  it('sends a shop without sites to add one first', async () => {
    const { user } = await openWidgets(fakeWidgetListServer([], []));
    await user.click(screen.getByRole('button', { name: 'Все виджеты' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый виджет' });

    expect(
      await within(dialog).findByText(
        'Виджет показывается на сайте площадки. Сначала добавьте площадку.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'К площадкам' })).toHaveAttribute(
      'href',
      '/sites',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Отменить' }));
    await dialogGone();
  });

  it('stays disabled, saying why, for a role that may not change widgets', async () => {
    const api = fakeWidgetListServer([shoes], [aSite()], memberRoutes('ORDER_MANAGER'));
    const { user } = await openWidgets(api);

    expect(await screen.findByRole('link', { name: 'Витрина обуви' })).toBeVisible();
    await expectRefusedControl(user, screen.getByRole('button', { name: 'Все виджеты' }));
  });
});
