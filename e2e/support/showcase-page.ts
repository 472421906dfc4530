// What a buyer sees of a showcase widget on the merchant's page. The widget renders into an open
// shadow root of its container; Playwright's locators pierce open shadow roots.
import type { Locator, Page } from 'playwright-core';

export const showcaseIn = (page: Page, tagDiv: string) => page.locator(`#${tagDiv}`);

/** The card whose heading is `title`. */
export const cardOf = (showcase: Locator, title: string) =>
  showcase
    .getByRole('article')
    .filter({ has: showcase.page().getByRole('heading', { name: title }) });

/** The titles of the cards, in their order. */
export const cardTitles = (showcase: Locator) =>
  showcase.getByRole('article').getByRole('heading').allTextContents();

/** The price block of a card as [tag, text] pairs: the price, the struck old one, the discount. */
export const priceLines = (card: Locator) =>
  card
    .locator('.price')
    .evaluate((block) => [...block.children].map((each) => [each.tagName, each.textContent]));

/** Waits for the showcases call of the page and answers its status. */
export async function showcasesStatus(page: Page): Promise<number> {
  const response = await page.waitForResponse((each) => each.url().includes('/showcases'));
  return response.status();
}

/** Spaces inside prices are non-breaking, as the widget formats them. */
export const rubles = (text: string) => text.replaceAll(' ', '\u00a0');
