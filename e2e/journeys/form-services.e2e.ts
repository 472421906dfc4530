import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility';
import { openPage } from '../support/browser';
import { confirmDelete, dialog, refusedRequests } from '../support/console';
import { linkPathOf, waitForLetter } from '../support/mail-folder';
import { newMerchant, openSignedIn, registerThroughApi } from '../support/merchant';
import { telegramWorld } from '../support/telegram-world';

const world = telegramWorld();

const EMAIL_DIALOG = 'Прием данных из форм на электронную почту';
const TELEGRAM_DIALOG = 'Прием данных из форм в Telegram';

const card = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Мои сервисы' }).getByRole('listitem', { name: title });

/** The cards of 'Мои сервисы' as «title: badge», in their order. */
const cardsWithBadges = (page: Page) =>
  page
    .getByRole('list', { name: 'Мои сервисы' })
    .locator(':scope > li')
    .evaluateAll((cards) =>
      cards.map((each) => `${each.querySelector('h2')?.textContent}: ${each.textContent}`),
    );

async function fillForm(form: Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    await form.getByRole('textbox', { name: label }).fill(value);
}

it('connects an e-mail address and a Telegram chat, sends a test message, deletes a service', async () => {
  const { context, page, consoleErrors } = await openPage(world.browser, world.server.url);
  const merchant = newMerchant();
  const token = await registerThroughApi(context, merchant);
  const refused = refusedRequests(page);
  const chat = world.telegram.privateChat({ first_name: 'Анна' });
  await openSignedIn(page, token, '/settings');
  await page.getByRole('heading', { name: 'Сервисы приёма данных из форм' }).waitFor();
  await expectAccessible(page);

  // E-mail: the letter's link opens the confirmation, and 'Понятно' leaves the address clean.
  const mailbox = `orders-${merchant.email}`;
  await page.getByRole('button', { name: 'Электронная почта' }).click();
  const addEmail = dialog(page, EMAIL_DIALOG);
  await fillForm(addEmail, {
    'Название в списке': 'Заявки на почту',
    'Электронная почта': mailbox,
  });
  await expectAccessible(page);
  await addEmail.getByRole('button', { name: 'Добавить' }).click();
  await addEmail.getByRole('button', { name: 'Понятно' }).click();
  await addEmail.waitFor({ state: 'hidden' });
  await card(page, 'Заявки на почту').getByText('Не подтверждена').waitFor();

  const letter = await waitForLetter(world.server.dataDir, mailbox, 'verifyMail=');
  await page.goto(`${world.server.url}${linkPathOf(letter, 'verifyMail=')}`);
  const confirmed = dialog(page, EMAIL_DIALOG);
  await confirmed.getByText('Сервис приема данных электронной почты добавлен!').waitFor();
  await expectAccessible(page);
  await confirmed.getByRole('button', { name: 'Понятно' }).click();
  await confirmed.waitFor({ state: 'hidden' });
  expect(new URL(page.url()).search).toBe('');

  // Telegram: /start gives the keys in the chat; the API key connects it.
  await world.telegram.whenPolling();
  chat.start();
  const keys = (await chat.nextMessage()).text ?? '';
  const apiKey = /API key: ([\w-]+)/.exec(keys)?.[1];
  expect(apiKey).toBeDefined();
  await page.getByRole('tab', { name: 'Все сервисы' }).click();
  await page.getByRole('button', { name: 'Telegram' }).click();
  const addChat = dialog(page, TELEGRAM_DIALOG);
  await fillForm(addChat, { 'Название в списке': 'Чат продаж', 'Telegram API key': apiKey! });
  await addChat.getByRole('button', { name: 'Добавить' }).click();
  await addChat.getByText('Сервис приема данных Telegram добавлен!').waitFor();
  await addChat.getByRole('button', { name: 'Понятно' }).click();
  expect((await chat.nextMessage()).text).toContain(
    'Чат подключён к Vitrina как сервис «Чат продаж»',
  );

  await expect
    .poll(() => cardsWithBadges(page))
    .toEqual([
      expect.stringMatching(/^Заявки на почту: .*Активировано/),
      expect.stringMatching(/^Чат продаж: .*Активировано/),
    ]);

  // A test message reaches the chat, and the dialog shows it delivered.
  await card(page, 'Чат продаж').click();
  const edit = dialog(page, TELEGRAM_DIALOG);
  await edit.getByRole('button', { name: 'Отправить тестовое сообщение' }).click();
  expect((await chat.nextMessage()).text).toContain('Тестовое сообщение от Vitrina.');
  await edit.getByText('Доставлено').waitFor();
  await expectAccessible(page);
  await edit.getByRole('button', { name: 'Отменить' }).click();
  await edit.waitFor({ state: 'hidden' });

  // The e-mail service deleted.
  await card(page, 'Заявки на почту').click();
  await dialog(page, EMAIL_DIALOG).getByRole('button', { name: 'Удалить сервис' }).click();
  await confirmDelete(page);
  await expect.poll(() => cardsWithBadges(page)).toEqual([expect.stringMatching(/^Чат продаж/)]);

  expect(refused).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
