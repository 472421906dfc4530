import { afterEach, describe, expect, it } from 'vitest';
import { renderPreview } from './preview';
import { aCard, aShowcase } from './testing/showcases';

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

  it('opens no order form when the buy button is pressed', () => {
    const host = aHost();
    renderPreview(host, aShowcase({ cards: [aCard()] }), ORIGIN);
    const root = host.shadowRoot!;

    root.querySelector<HTMLButtonElement>('.card .buy')!.click();

    expect(root.querySelector('[role="dialog"], form')).toBeNull();
  });
});
