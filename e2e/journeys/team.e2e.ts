import { widgetContainer, widgetScriptTag } from '@vitrina/contracts/embedding';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility';
import { artifactsDir, openPage, viewports } from '../support/browser';
import { linkPathOf, waitForLetter } from '../support/mail-folder';
import { newMerchant, openSignedIn, type Merchant } from '../support/merchant';
import { orderFromCard, showcaseIn } from '../support/showcase-page';
import { hostHtml, merchantDomain, merchantWithSite, publishedWidget } from '../support/storefront';
import { storefrontWorld } from '../support/storefront-world';

const world = storefrontWorld();

/** Registers through the /auth screen, the way an invited person new to Vitrina does. */
async function registerThroughUi(page: Page, person: Merchant) {
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await page.getByLabel('Пароль', { exact: true }).fill(person.password);
  await page.getByLabel('Повторите пароль').fill(person.password);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
}

/** The owner's shop with a published showcase of tea and one order from a buyer. */
async function shopWithAnOrder(context: BrowserContext, page: Page) {
  const { sitePage, server } = world;
  const domain = merchantDomain('team');
  const shop = await merchantWithSite(context, sitePage, domain);
  const widget = await publishedWidget(shop.api, shop.siteId, 'Витрина чая', [shop.collectionId]);
  const body = widgetContainer(widget.tag_div);
  sitePage.setPage('/chai', hostHtml({ head: widgetScriptTag(server.url, shop.siteId), body }));
  await page.goto(sitePage.urlOf(domain, '/chai'));
  const buyer = { name: 'Ольга', phone: '+7 900 123-45-67' };
  const number = await orderFromCard(showcaseIn(page, widget.tag_div), 'Сенча', buyer);
  return { ...shop, number };
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${artifactsDir}team-${name}.png`, fullPage: true });

it('a manager joins from the letter, sees the orders, loses them when lowered, switches shops and deletes their own', async () => {
  const { server } = world;
  const owner = await openPage(world.browser, server.url);
  const shop = await shopWithAnOrder(owner.context, owner.page);
  const renamed = await owner.context.request.fetch('/api/v1/shop/', {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${shop.token}` },
    data: { title: 'Чайная лавка' },
  });
  expect(renamed.ok()).toBe(true);

  // The owner invites a manager of orders from «Пользователи».
  const manager = newMerchant();
  await openSignedIn(owner.page, shop.token, '/users');
  await owner.page.getByRole('heading', { name: 'Пользователи', level: 1 }).waitFor();
  await owner.page.getByRole('button', { name: 'Пригласить' }).click();
  const invite = owner.page.getByRole('dialog', { name: 'Пригласить пользователя' });
  await invite.getByRole('textbox', { name: 'Email' }).fill(manager.email);
  await invite.getByRole('combobox', { name: 'Роль' }).selectOption({ label: 'Менеджер заказов' });
  await expectAccessible(owner.page);
  await invite.getByRole('button', { name: 'Пригласить' }).click();
  await invite.waitFor({ state: 'hidden' });
  await owner.page.getByText(manager.email).first().waitFor();
  await expectAccessible(owner.page);
  await shot(owner.page, 'users-1280');
  await owner.page.setViewportSize(viewports.mobile);
  await expectAccessible(owner.page);
  await shot(owner.page, 'users-375');
  await owner.page.setViewportSize(viewports.desktop);

  // The manager opens the letter's link, registers with the invited address and joins.
  const letter = await waitForLetter(server.dataDir, manager.email, '/invite/');
  const member = await openPage(world.browser, server.url, viewports.mobile);
  await member.page.goto(linkPathOf(letter, '/invite/'));
  await member.page.getByRole('heading', { name: /Приглашение в магазин/ }).waitFor();
  await expectAccessible(member.page);
  await shot(member.page, 'invitation-375');
  await member.page.setViewportSize(viewports.desktop);
  await expectAccessible(member.page);
  await shot(member.page, 'invitation-1280');
  await member.page.setViewportSize(viewports.mobile);
  await member.page.getByRole('link', { name: 'Зарегистрироваться' }).click();
  await member.page.getByLabel('Email').waitFor();
  await expectAccessible(member.page);
  await registerThroughUi(member.page, manager);
  await member.page.getByRole('button', { name: 'Принять приглашение' }).click();
  await member.page.waitForURL((url) => url.pathname === '/');
  await member.page.getByRole('button', { name: /^Магазин: Чайная лавка/ }).waitFor();
  await expectAccessible(member.page);

  // The orders are the manager's to see; the catalog is to look at, not to change.
  await member.page.goto('/orders');
  await member.page.getByText(`#${shop.number}`).first().waitFor();
  await expectAccessible(member.page);
  await member.page.goto(`/catalog/${shop.collectionId}`);
  const addProduct = member.page.getByRole('button', { name: 'Добавить товар' });
  await addProduct.waitFor();
  expect(await addProduct.isDisabled()).toBe(true);
  await expectAccessible(member.page);
  await shot(member.page, 'catalog-read-only-375');
  await member.page.getByRole('button', { name: 'Действия с товаром «Сенча»' }).click();
  await member.page.getByRole('menuitem', { name: 'Редактировать' }).click();
  await member.page.getByText(/^Только просмотр/).waitFor();
  expect(await member.page.getByRole('textbox', { name: /Название/ }).isDisabled()).toBe(true);
  await expectAccessible(member.page);
  await shot(member.page, 'product-read-only-375');

  // The owner lowers the manager to a content manager: the open orders page goes away.
  expect(member.consoleErrors).toEqual([]);
  await member.page.goto('/orders');
  await member.page.getByText(`#${shop.number}`).first().waitFor();
  await owner.page.reload();
  const role = owner.page.getByRole('combobox', { name: `Роль: ${manager.email}` });
  await role.selectOption({ label: 'Контент-менеджер' });
  await member.page
    .getByRole('heading', { name: 'Недостаточно прав' })
    .waitFor({ timeout: 30_000 });
  await expectAccessible(member.page);

  // A member of two shops: their own, made at sign-up, and the one they joined.
  const token = await member.page.evaluate(() => localStorage.getItem('access_token'));
  const desktop = await openPage(world.browser, server.url);
  await openSignedIn(desktop.page, token!, '/catalog');
  const tea = desktop.page.getByRole('listitem', { name: /Чай и травы/ });
  await tea.waitFor();
  await expectAccessible(desktop.page);
  await desktop.page
    .getByRole('button', { name: 'Магазин: Чайная лавка. Сменить магазин' })
    .click();
  await desktop.page.getByRole('menuitem', { name: /Мой магазин/ }).click();
  await desktop.page.waitForURL((url) => url.pathname === '/');
  await desktop.page
    .getByRole('button', { name: 'Магазин: Мой магазин. Сменить магазин' })
    .waitFor();
  await expectAccessible(desktop.page);
  await shot(desktop.page, 'switched-1280');
  await desktop.page.goto('/catalog');
  await desktop.page.getByRole('heading', { name: 'Каталог', level: 1 }).waitFor();
  expect(await tea.count()).toBe(0);

  // The member deletes the shop of their own, its title typed again: the tea shop is left.
  await desktop.page.getByRole('button', { name: 'Магазин: Мой магазин. Сменить магазин' }).click();
  await desktop.page.getByRole('menuitem', { name: 'Удалить магазин' }).click();
  const removal = desktop.page.getByRole('dialog', { name: 'Удалить магазин' });
  await removal.getByRole('textbox', { name: /Введите название магазина/ }).fill('Мой магазин');
  await expectAccessible(desktop.page);
  await shot(desktop.page, 'delete-shop-1280');
  await removal.getByRole('button', { name: 'Удалить навсегда' }).click();
  await desktop.page
    .getByRole('button', { name: 'Магазин: Чайная лавка. Действия с магазином' })
    .waitFor();
  await desktop.page.getByText('Магазин удалён').waitFor();
  expect([owner.consoleErrors, desktop.consoleErrors]).toEqual([[], []]);
  // The bell's poll is refused once the role is lowered, until the role is read again.
  expect(member.consoleErrors.filter((error) => !/status of 403/.test(error))).toEqual([]);
});
