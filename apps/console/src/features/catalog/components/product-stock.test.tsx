import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../../testing/fake-api';
import { theme } from '../../../shared/theme/theme';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ProductStock } from './product-stock';

type Figures = Parameters<typeof ProductStock>[0]['product'];

function renderStock(product: Figures) {
  renderWithProviders(
    <div data-testid="row">
      <ProductStock product={product} />
    </div>,
    createFakeApi({}),
  );
  return screen.getByTestId('row');
}

describe('a product row’s stock', () => {
  it.each<[string, Figures, string]>([
    ['a tracked product', { track_stock: true, stock: 12, variants: 0 }, 'Остаток: 12'],
    ['thousands, spaced', { track_stock: true, stock: 12345, variants: 0 }, 'Остаток: 12 345'],
    [
      'a product with variants, their sum',
      { track_stock: true, stock: 12, variants: 4 },
      'Остаток: 12, вариантов: 4',
    ],
  ])('says what is left of %s, in the secondary colour', (_, product, text) => {
    const row = renderStock(product);

    expect(row).toHaveTextContent(text.replace(/\s/g, ' '), { normalizeWhitespace: true });
    expect(screen.getByText(/^Остаток/)).toHaveStyle({ color: theme.palette.text.secondary });
  });

  it.each<[string, Figures]>([
    ['none left', { track_stock: true, stock: 0, variants: 0 }],
    ['no stock set', { track_stock: true, stock: null, variants: 0 }],
    [
      'variants none of which has any (or none enabled)',
      { track_stock: true, stock: null, variants: 3 },
    ],
  ])('warns «Нет в наличии» with %s', (_, product) => {
    renderStock(product);

    expect(screen.getByText('Нет в наличии')).toHaveStyle({ color: 'rgb(180, 83, 9)' });
  });

  it('says nothing of a product that does not track stock', () => {
    const row = renderStock({ track_stock: false, stock: 0, variants: 2 });

    expect(row).toBeEmptyDOMElement();
  });
});
