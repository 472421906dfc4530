import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';

export const ACCESS_TOKEN_KEY = 'access_token';

export interface Merchant {
  email: string;
  password: string;
}

/** Each journey signs up its own merchant, so journeys never share data. */
export function newMerchant(): Merchant {
  return {
    email: `merchant-${randomBytes(4).toString('hex')}@shop.example.ru`,
    password: 'Витрина-2026',
  };
}

/** Registers through the API with the context's cookie jar, as the console would. */
export async function registerThroughApi(
  context: BrowserContext,
  merchant: Merchant,
): Promise<string> {
  const response = await context.request.post('/api/user/register', {
    data: {
      email: merchant.email,
      password: merchant.password,
      confirm_password: merchant.password,
    },
  });
  if (!response.ok())
    throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * Puts a token where the console keeps it, then opens `path`. The token is stored from the
 * health check's answer, a page of the console's origin that is no screen of it.
 */
export async function openSignedIn(page: Page, token: string, path: string): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [ACCESS_TOKEN_KEY, token],
  );
  await page.goto(path);
}

export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY);
}

/** Signs in through the /auth screen: e-mail step, then the password step. */
export async function signInThroughUi(page: Page, merchant: Merchant): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(merchant.email);
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await page.getByLabel('Пароль', { exact: true }).fill(merchant.password);
  await page.getByRole('button', { name: 'Войти' }).click();
}
