// The buyers tab of the orders page (issue 32): a buyer's orders under one phone in any
// spelling, the buyer's card, the erasure of their personal data, and the shop's time zone
// moving every time the console shows.
import { customerTexts } from '@vitrina/contracts/customer-texts';
import { widgetContainer, widgetScriptTag } from '@vitrina/contracts/embedding';
import { expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility';
import { openPage } from '../support/browser';
import { dialog, toast } from '../support/console';
import { openSignedIn } from '../support/merchant';
import { settled, watchRequests } from '../support/settled';
import { orderFromCard, showcaseIn } from '../support/showcase-page';
import { scanAndShoot } from '../support/shots';
import { hostHtml, merchantDomain, merchantWithSite, publishedWidget } from '../support/storefront';
import { storefrontWorld } from '../support/storefront-world';

const world = storefrontWorld();

/** The hours and minutes of the first time in `text`, as minutes of the day. */
function minutesOfDay(text: string | null): number {
  const [, hours, minutes] = /(\d{2}):(\d{2})/.exec(text ?? '') ?? [];
  return Number(hours) * 60 + Number(minutes);
}

it("groups a buyer's orders by phone, erases the buyer's data and keeps the orders, and shows times in the shop's zone", async () => {
  const { sitePage, server, browser } = world;
  const { context, page, consoleErrors } = await openPage(browser, server.url);
  const domain = merchantDomain('buyers');
  const { token, api, collectionId, siteId } = await merchantWithSite(context, sitePage, domain);
  const widget = await publishedWidget(api, siteId, 'Витрина чая', [collectionId], []);
  const body = widgetContainer(widget.tag_div);
  sitePage.setPage('/chai', hostHtml({ head: widgetScriptTag(server.url, siteId), body }));

  // Olga orders twice, her phone spelled two ways; Ivan once.
  const buyerPage = await context.newPage();
  watchRequests(buyerPage);
  const orderAs = async (buyer: { name: string; phone: string; email?: string }) => {
    await buyerPage.goto(sitePage.urlOf(domain, '/chai'));
    return orderFromCard(showcaseIn(buyerPage, widget.tag_div), 'Сенча', buyer);
  };
  const olgas = [
    await orderAs({ name: 'Ольга', phone: '+7 900 123-45-67', email: 'olga@example.ru' }),
    await orderAs({ name: 'Ольга Петрова', phone: '8 (900) 123-45-67' }),
  ];
  const ivans = await orderAs({ name: 'Иван', phone: '+7 911 000-11-22' });
  await buyerPage.close();

  await openSignedIn(page, token, '/orders/customers');
  const olga = page.getByRole('row').filter({ hasText: 'Ольга Петрова' });
  await expect.poll(() => olga.textContent()).toContain('+7 900 123-45-67');
  expect(await olga.textContent()).toContain('olga@example.ru');
  expect(await page.getByRole('row').filter({ hasText: 'Иван' }).count()).toBe(1);
  await scanAndShoot(page, 'customers-list');

  await olga.getByRole('link', { name: 'Ольга Петрова' }).click();
  const card = dialog(page, 'Ольга Петрова');
  for (const number of olgas) await card.getByRole('link', { name: `Заказ #${number}` }).waitFor();
  await settled(page);
  await scanAndShoot(page, 'customers-card');

  // The erasure: her name, phone and e-mail leave both orders, which stay with their totals.
  await card.getByRole('button', { name: customerTexts.erase }).click();
  const confirm = dialog(page, customerTexts.eraseTitle);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: customerTexts.eraseConfirm }).click();
  await toast(page, customerTexts.erasedDone).waitFor();
  await expect.poll(() => page.getByRole('row').filter({ hasText: 'Ольга' }).count()).toBe(0);

  await page.goto('/orders');
  const erased = page.getByRole('row').filter({ hasText: customerTexts.erased });
  await expect.poll(() => erased.count()).toBe(2);
  for (const number of olgas) {
    const row = page.getByRole('row').filter({ hasText: `#${number}` });
    expect(await row.textContent()).toContain(customerTexts.erased);
    expect(await row.textContent()).not.toContain('123-45-67');
    expect(await row.textContent()).toContain('₽');
  }
  const ivansRow = page.getByRole('row').filter({ hasText: `#${ivans}` });
  const moscowTime = await ivansRow.textContent();
  expect(moscowTime).not.toContain('GMT');
  await expectAccessible(page);

  // The shop moves to Yekaterinburg: the same order shows two hours later, with its zone.
  await page.goto('/settings?section=shop');
  const zone = page.getByRole('combobox', { name: 'Часовой пояс' });
  await zone.fill('Екатер');
  await page.getByRole('option', { name: /^Екатеринбург, GMT\+5/ }).click();
  await toast(page, 'Настройки магазина сохранены').waitFor();
  await scanAndShoot(page, 'shop-settings');

  await page.goto('/orders');
  await expect.poll(() => ivansRow.textContent()).toContain('GMT+5');
  const shifted = minutesOfDay(await ivansRow.textContent());
  expect((shifted - minutesOfDay(moscowTime) + 24 * 60) % (24 * 60)).toBe(120);
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});
