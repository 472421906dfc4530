// What journeys do on the console's screens the same way wherever they meet them.
import type { Page } from 'playwright-core';

export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

export const toast = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text });

/** Opens the ⋮ menu named `menu` and picks `action`. */
export async function chooseAction(page: Page, menu: string, action: string) {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Answers the delete confirmation of spec §2.7 with «Удалить» and waits for it to close. */
export async function confirmDelete(page: Page) {
  const popup = dialog(page, 'Удаление объекта');
  await popup.getByText('Вы действительно хотите удалить объект?').waitFor();
  await popup.getByRole('button', { name: 'Удалить' }).click();
  await popup.waitFor({ state: 'hidden' });
}

/** Requests the server refused, as `METHOD /path status`; the browser logs each as an error. */
export function refusedRequests(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const { pathname } = new URL(response.url());
    refused.push(`${response.request().method()} ${pathname} ${response.status()}`);
  });
  return refused;
}

/** The integration tab's steps, each a region with its snippet and a 'Скопировать' button. */
export const SNIPPET_STEPS = {
  script: 'Шаг 1. Вставьте скрипт в раздел head сайта',
  container: 'Шаг 2. Вставьте контейнер туда, где должна появиться витрина',
} as const;

/** Copies the snippet of the integration tab's `step` and answers what the clipboard holds. */
export async function copySnippet(page: Page, step: string): Promise<string> {
  const section = page.getByRole('region', { name: step });
  await section.getByRole('button', { name: 'Скопировать' }).click();
  await toast(page, 'Код скопирован!').first().waitFor();
  return page.evaluate(() => navigator.clipboard.readText());
}
