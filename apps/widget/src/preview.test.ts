import { afterEach, describe, expect, it } from 'vitest';
import { PREVIEW_BUY_NOTE, renderPreview } from './preview';
import { aCard, aPhoto, aShowcase } from './testing/showcases';

const ORIGIN = 'https://vitrina.example';

afterEach(() => document.body.replaceChildren());

function aHost() {
  const host = document.createElement('div');
  document.body.append(host);
  return host;
}

describe('renderPreview', () => {
  it('draws the showcase into an open shadow root of its host', () => {
    const host = aHost();

    renderPreview(host, aShowcase({ cards: [aCard({ title: 'Кеды' })] }), ORIGIN);

    expect(host.shadowRoot?.mode).toBe('open');
    expect(host.shadowRoot?.querySelector('.card h3')?.textContent).toBe('Кеды');
  });

  it('draws anew in the same root when called again', () => {
    const host = aHost();
    const showcase = aShowcase({ cards: [aCard()] });
    renderPreview(host, showcase, ORIGIN);
    const root = host.shadowRoot;

    renderPreview(host, { ...showcase, style: { ...showcase.style, button_text: 'Хочу' } }, ORIGIN);

    expect(host.shadowRoot).toBe(root);
    expect(root?.querySelectorAll('.card')).toHaveLength(1);
    expect(root?.querySelector('.card .buy')?.textContent).toBe('Хочу');
  });

  it('opens no order form when the buy button is pressed, and says why', () => {
    const host = aHost();
    renderPreview(host, aShowcase({ cards: [aCard()] }), ORIGIN);
    const root = host.shadowRoot!;

    root.querySelector<HTMLButtonElement>('.card .buy')!.click();

    expect(root.querySelector('[role="dialog"], form')).toBeNull();
    expect(root.querySelector('[role="status"]')?.textContent).toBe(PREVIEW_BUY_NOTE);
  });

  it("opens a card's view with the card's own data from its title, its 'Купить' ordering nothing", async () => {
    const host = aHost();
    const card = aCard({ title: 'Кеды', photo: aPhoto(1), main_values: ['Размер: 42'] });
    renderPreview(host, aShowcase({ cards: [card] }), ORIGIN);
    const root = host.shadowRoot!;
    const title = root.querySelector<HTMLButtonElement>('.card h3 button')!;

    title.click();
    const view = root.querySelector<HTMLElement>('[role=dialog]')!;
    await expect.poll(() => view.querySelector('.buy')).not.toBeNull();
    expect(view.querySelector('.gallery img')?.getAttribute('src')).toBe(
      `${ORIGIN}/media/p1/320.webp`,
    );
    expect(view.querySelector('li')?.textContent).toBe('Размер: 42');
    view.querySelector<HTMLButtonElement>('.buy')!.click();

    expect(root.querySelector('[role="dialog"], form')).toBeNull();
    expect(root.activeElement).toBe(title);
  });
});
