import { decodeJwt, SignJWT } from 'jose';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility';
import { openPage } from '../support/browser';
import { consoleWorld } from '../support/console-world';
import {
  newMerchant,
  openSignedIn,
  registerThroughApi,
  signInThroughUi,
  storedToken,
} from '../support/merchant';
import { linkPathOf, waitForLetter } from '../support/mail-folder';

const world = consoleWorld();

const pathOf = (page: Page) => new URL(page.url()).pathname;
const atHome = (url: URL) => url.pathname === '/';

/** The same session's access token, already expired: what a tab holds after a long pause. */
async function expiredCopyOf(token: string): Promise<string> {
  const { sub, sid } = decodeJwt(token);
  const past = Math.floor(Date.now() / 1000) - 3600;
  return new SignJWT({ sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(sub))
    .setIssuedAt(past - 900)
    .setExpirationTime(past)
    .sign(new TextEncoder().encode(world.server.jwtSecret));
}

describe('accounts and sessions', () => {
  it('registers a new merchant and lands home, then signs out and in again', async () => {
    const { page } = await openPage(world.browser, world.server.url);
    const merchant = newMerchant();
    await page.goto('/auth');
    await page.getByLabel('Email').fill(merchant.email);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await page.getByLabel('Повторите пароль').waitFor();
    await expectAccessible(page);
    await page.getByLabel('Пароль', { exact: true }).fill(merchant.password);
    await page.getByLabel('Повторите пароль').fill(merchant.password);
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await page.waitForURL(atHome);
    expect(await storedToken(page)).toBeTruthy();
    await page.getByText('0 из 7').waitFor();
    await expectAccessible(page);

    await page.goto('/profile');
    await page.getByText(merchant.email, { exact: true }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Выйти' }).click();
    await page.waitForURL('**/auth');
    expect(await storedToken(page)).toBeNull();

    await signInThroughUi(page, merchant);
    await page.waitForURL(atHome);
  });

  it('refuses a wrong password with the spec message', async () => {
    const { page, context } = await openPage(world.browser, world.server.url);
    const merchant = newMerchant();
    await registerThroughApi(context, merchant);
    await context.clearCookies();
    await signInThroughUi(page, { ...merchant, password: 'не-тот-пароль' });
    await page.getByText('Ошибка входа. Проверьте email и пароль.').waitFor();
    await expectAccessible(page);
    expect(pathOf(page)).toBe('/auth');
  });

  it('recovers a forgotten password through the letter in the mail folder', async () => {
    const { page, context } = await openPage(world.browser, world.server.url);
    const merchant = newMerchant();
    await registerThroughApi(context, merchant);
    await context.clearCookies();

    await page.goto('/auth');
    await page.getByLabel('Email').fill(merchant.email);
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await page.getByRole('button', { name: 'Забыли пароль?' }).click();
    await page.getByRole('button', { name: 'Отправить' }).click();
    await page.getByText('Письмо успешно отправлено на почту').waitFor();
    await expectAccessible(page);

    const letter = await waitForLetter(world.server.dataDir, merchant.email, '/password/reset/');
    await page.goto(linkPathOf(letter, '/password/reset/'));
    const newPassword = 'Новый-пароль-2026';
    await page.getByLabel('Новый пароль').fill(newPassword);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Создать пароль' }).click();
    await page.getByText('Пароль успешно изменён').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL('**/auth');

    await signInThroughUi(page, { ...merchant, password: newPassword });
    await page.waitForURL(atHome);
  });

  it('edits the name and changes the password on the profile', async () => {
    const { page, context } = await openPage(world.browser, world.server.url);
    const merchant = newMerchant();
    await openSignedIn(page, await registerThroughApi(context, merchant), '/profile');

    await page.getByRole('button', { name: 'Редактировать профиль' }).click();
    await page.getByLabel('Имя', { exact: true }).fill('Анна');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByRole('heading', { name: 'Анна' }).waitFor();

    const newPassword = 'Другой-пароль-2026';
    await page.getByRole('button', { name: 'Изменить пароль' }).click();
    await page.getByLabel('Текущий пароль').fill(merchant.password);
    await page.getByLabel('Новый пароль', { exact: true }).fill(newPassword);
    await page.getByLabel('Повторите новый пароль').fill(newPassword);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Выйти' }).click();
    await page.waitForURL('**/auth');
    await signInThroughUi(page, { ...merchant, password: newPassword });
    await page.waitForURL(atHome);
  });

  it('confirms the e-mail from the link of the registration letter', async () => {
    const { page, context } = await openPage(world.browser, world.server.url);
    const merchant = newMerchant();
    const token = await registerThroughApi(context, merchant);
    const letter = await waitForLetter(world.server.dataDir, merchant.email, 'verifyMail=');

    await openSignedIn(page, token, linkPathOf(letter, 'verifyMail='));
    await page.getByText('Email успешно подтвержден!').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Закрыть' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/profile' && !url.search.includes('verifyMail'),
    );
  });

  it('refreshes an access token that expired mid-session without the merchant noticing', async () => {
    const { page, context } = await openPage(world.browser, world.server.url);
    const merchant = newMerchant();
    const token = await registerThroughApi(context, merchant);
    const expired = await expiredCopyOf(token);

    await openSignedIn(page, expired, '/profile');
    await page.getByText(merchant.email, { exact: true }).waitFor();
    expect(pathOf(page)).toBe('/profile');
    const refreshed = await storedToken(page);
    expect(refreshed).not.toBe(expired);
    expect(decodeJwt(refreshed!).sid).toBe(decodeJwt(token).sid);
  });

  it('sends a merchant whose session was revoked elsewhere to /auth', async () => {
    const first = await openPage(world.browser, world.server.url);
    const merchant = newMerchant();
    await openSignedIn(first.page, await registerThroughApi(first.context, merchant), '/profile');
    await first.page.getByText(merchant.email, { exact: true }).waitFor();

    // Another device changes the password, which ends every other session.
    const second = await openPage(world.browser, world.server.url);
    const login = await second.context.request.post('/api/user/login', {
      form: { username: merchant.email, password: merchant.password },
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const changed = await second.context.request.put('/api/user/me/password', {
      headers: { Authorization: `Bearer ${access_token}` },
      data: {
        password: merchant.password,
        new_password: 'Третий-пароль-2026',
        confirm_new_password: 'Третий-пароль-2026',
      },
    });
    expect(changed.status()).toBe(200);

    await first.page.reload();
    await first.page.waitForURL('**/auth');
    expect(await storedToken(first.page)).toBeNull();
  });
});
