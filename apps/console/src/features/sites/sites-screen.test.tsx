import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@vitrina/contracts/messages';
import { describe, expect, it } from 'vitest';
import { reply } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { aDomain, aSite, fakeSitesServer } from './testing/fake-sites-server';
import { dialogGone } from '../../testing/dialogs';
import {
  expectRefusedActions,
  expectRefusedControl,
  memberRoutes,
} from '../../testing/member-role';

const twoSites = () => [
  aSite(),
  aSite({
    id: 2,
    title: 'Лендинг',
    description: null,
    domains: [aDomain({ id: 22, link_domain: 'landing.ru', is_confirmed: true })],
  }),
  aSite({ id: 3, title: 'Черновик', domains: [] }),
];

async function openSites(api = fakeSitesServer(twoSites())) {
  const { user } = renderApp('/sites', { signedIn: true, api });
  await screen.findByRole('heading', { name: 'Мой магазин' });
  return { api, user };
}

const bodyOf = (call: { body: string } | undefined) => JSON.parse(call!.body) as unknown;
async function openAddSite(user: Awaited<ReturnType<typeof openSites>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Добавить площадку' }));
  return screen.findByRole('dialog', { name: 'Добавить площадку' });
}

async function openEditSite(user: Awaited<ReturnType<typeof openSites>>['user'], title: string) {
  await user.click(screen.getByRole('button', { name: `Действия с площадкой «${title}»` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Редактировать' }));
  return screen.findByRole('dialog', { name: 'Редактировать площадку' });
}

// Whole dialog flows typed key by key in jsdom take a few seconds each.
describe('sites list', () => {
  it('shows each site with its domain or «Сайт не добавлен», its badge and a link', async () => {
    await openSites();

    const shop = screen.getByRole('listitem', { name: 'Мой магазин' });
    expect(shop).toHaveTextContent('Обувь и шляпы');
    expect(shop).toHaveTextContent('магазин.рф');
    expect(within(shop).getByText('Не подтверждена')).toBeVisible();
    expect(within(shop).getByRole('link')).toHaveAttribute('href', '/sites/1');
    const landing = screen.getByRole('listitem', { name: 'Лендинг' });
    expect(landing).toHaveTextContent('landing.ru');
    expect(within(landing).getByText('Подтверждена')).toBeVisible();
    expect(screen.getByRole('listitem', { name: 'Черновик' })).toHaveTextContent(
      'Сайт не добавлен',
    );
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toBeVisible();
  });

  it('says what to do when there is no site, and its button opens the add dialog', async () => {
    const { user } = renderApp('/sites', { signedIn: true, api: fakeSitesServer([]) });

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Добавьте площадку — свой сайт, на котором покупатели увидят витрину.',
    );
    await user.click(screen.getByRole('button', { name: 'Добавить первую площадку' }));
    expect(await screen.findByRole('dialog', { name: 'Добавить площадку' })).toBeVisible();
  });

  it.each([
    ['ЛЕНДИНГ', ['Лендинг']],
    ['шляпы', ['Мой магазин']],
    ['landing.RU', ['Лендинг']],
    ['елочный', ['Ёлочный базар']],
    ['ЁЛОЧНЫЙ', ['Ёлочный базар']],
  ])(
    'narrows the cards to those matching «%s» in title, description or domain',
    async (query, titles) => {
      const sites = [
        ...twoSites().map((site) => (site.id === 1 ? site : { ...site, description: null })),
        aSite({ id: 4, title: 'Ёлочный базар', description: null, domains: [] }),
      ];
      const { user } = await openSites(fakeSitesServer(sites));

      await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), query);

      const cards = within(screen.getByRole('list', { name: 'Площадки' })).getAllByRole('listitem');
      expect(cards).toHaveLength(titles.length);
      for (const title of titles)
        expect(screen.getByRole('listitem', { name: title })).toBeVisible();
    },
  );

  it('says so when the search in the address finds nothing', async () => {
    renderApp('/sites?q=гирлянды', {
      signedIn: true,
      api: fakeSitesServer(twoSites()),
    });

    expect(await screen.findByRole('status')).toHaveTextContent('Ничего не найдено');
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('гирлянды');
    expect(screen.queryByRole('list', { name: 'Площадки' })).toBeNull();
  });

  it('shows the cards, the add button and the section crumb on a 375 px phone', async () => {
    renderApp('/sites', { signedIn: true, api: fakeSitesServer(twoSites()), width: 375 });

    expect(await screen.findByRole('listitem', { name: 'Мой магазин' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Добавить площадку' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'breadcrumb' })).toHaveTextContent('Площадки');
  });

  it('adds a site with its link as the first domain', async () => {
    const { api, user } = await openSites();
    const dialog = await openAddSite(user);
    await user.type(within(dialog).getByLabelText(/Название/), 'Блог');
    await user.type(within(dialog).getByLabelText('Описание (Не обязательно)'), 'Заметки');
    await user.type(within(dialog).getByLabelText(/Ссылка на площадку/), 'https://blog.ru');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await dialogGone();
    expect(await screen.findByRole('listitem', { name: 'Блог' })).toBeVisible();
    expect(bodyOf(api.callsTo('POST v1/platform/site/')[0])).toEqual({
      title: 'Блог',
      description: 'Заметки',
      domains: [{ link_domain: 'https://blog.ru' }],
    });
  });

  it('refuses empty fields with the messages of the spec', async () => {
    const { api, user } = await openSites();
    const dialog = await openAddSite(user);
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await within(dialog).findByText(messages.site.titleRequired)).toBeVisible();
    expect(within(dialog).getByText(messages.site.linkRequired)).toBeVisible();
    expect(api.callsTo('POST v1/platform/site/')).toEqual([]);
  });

  it.each([
    [400, messages.site.domainTaken],
    [422, messages.site.domainInvalid],
    [500, messages.site.saveFailed],
  ])('explains a creation refused with %i', async (status, text) => {
    const api = fakeSitesServer(twoSites(), {
      'POST v1/platform/site/': () => reply(status, { detail: 'ignored' }),
    });
    const { user } = await openSites(api);
    const dialog = await openAddSite(user);
    await user.type(within(dialog).getByLabelText(/Название/), 'Блог');
    await user.type(within(dialog).getByLabelText(/Ссылка на площадку/), 'blog.ru');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await within(dialog).findByText(text)).toBeVisible();
  });

  it('saves the title only when the link is unchanged', async () => {
    const { api, user } = await openSites();
    const dialog = await openEditSite(user, 'Мой магазин');
    expect(within(dialog).getByLabelText(/Ссылка на площадку/)).toHaveValue('магазин.рф');
    const title = within(dialog).getByLabelText(/Название/);
    await user.clear(title);
    await user.type(title, 'Мой магазин 2');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByRole('listitem', { name: 'Мой магазин 2' })).toBeVisible();
    expect(bodyOf(api.callsTo('PATCH v1/platform/site/1/')[0])).toEqual({
      title: 'Мой магазин 2',
      description: 'Обувь и шляпы',
    });
    expect(api.callsTo('PATCH v1/platform/domain/21/')).toEqual([]);
  });

  it('saves the domain too when the link changed', async () => {
    const { api, user } = await openSites();
    const dialog = await openEditSite(user, 'Мой магазин');
    const link = within(dialog).getByLabelText(/Ссылка на площадку/);
    await user.clear(link);
    await user.type(link, 'shop.ru');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await dialogGone();
    expect(bodyOf(api.callsTo('PATCH v1/platform/domain/21/')[0])).toEqual({
      link_domain: 'shop.ru',
    });
    expect(await screen.findByText('shop.ru')).toBeVisible();
  });

  it('refuses empty edit fields with the edit messages', async () => {
    const { user } = await openSites();
    const dialog = await openEditSite(user, 'Мой магазин');
    await user.clear(within(dialog).getByLabelText(/Название/));
    await user.clear(within(dialog).getByLabelText(/Ссылка на площадку/));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await within(dialog).findByText(messages.site.editTitleRequired)).toBeVisible();
    expect(within(dialog).getByText(messages.site.editLinkRequired)).toBeVisible();
  });

  it.each([
    [400, messages.site.domainTaken],
    [422, messages.site.domainInvalid],
    [503, messages.site.saveFailed],
  ])('explains a domain change refused with %i', async (status, text) => {
    const api = fakeSitesServer(twoSites(), {
      'PATCH v1/platform/domain/:id/': () => reply(status, { detail: 'ignored' }),
    });
    const { user } = await openSites(api);
    const dialog = await openEditSite(user, 'Мой магазин');
    const link = within(dialog).getByLabelText(/Ссылка на площадку/);
    await user.clear(link);
    await user.type(link, 'taken.ru');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await within(dialog).findByText(text)).toBeVisible();
  });

  it('deletes after the confirmation popup, and keeps the site on Отменить', async () => {
    const { api, user } = await openSites();
    const openDelete = async () => {
      await user.click(screen.getByRole('button', { name: 'Действия с площадкой «Лендинг»' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Удалить' }));
      return screen.findByRole('dialog', { name: 'Удаление объекта' });
    };

    let popup = await openDelete();
    expect(popup).toHaveTextContent('Вы действительно хотите удалить объект?');
    expect(within(popup).getByText('Площадка «Лендинг»')).toBeVisible();
    await user.click(within(popup).getByRole('button', { name: 'Отменить' }));
    await dialogGone();
    expect(api.callsTo('DELETE v1/platform/site/2/')).toEqual([]);

    popup = await openDelete();
    await user.click(within(popup).getByRole('button', { name: 'Удалить' }));
    await dialogGone();

    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Лендинг' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Площадка удалена')).toBeVisible();
  });

  it('lets a manager of orders look at the sites but not add, edit or delete one', async () => {
    const { user } = await openSites(fakeSitesServer(twoSites(), memberRoutes('ORDER_MANAGER')));

    await expectRefusedControl(user, screen.getByRole('button', { name: 'Добавить площадку' }));
    await expectRefusedActions(user, 'Действия с площадкой «Лендинг»', [
      'Редактировать',
      'Удалить',
    ]);
    expect(screen.getByRole('listitem', { name: 'Лендинг' })).toBeVisible();
  });
});
