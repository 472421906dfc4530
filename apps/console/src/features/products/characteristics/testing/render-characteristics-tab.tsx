import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../testing/render-with-providers';
import { setViewportWidth } from '../../../../testing/viewport';
import { useGetProductQuery } from '../../api/products-api';
import { CharacteristicsTab } from '../characteristics-tab';
import { HEADING, productsWorld, type TabWorld } from './open-characteristics-tab';

// As the editor has it, without the form: the rows in the saved order, which a drag leaves.
function TabOfLoadedProduct({ productId }: { productId: number }) {
  const { data: product } = useGetProductQuery(productId);
  if (!product) return null;
  return (
    <CharacteristicsTab
      product={product}
      characteristics={product.characteristics}
      onArrange={() => undefined}
    />
  );
}

/**
 * The Характеристики tab of the sneakers alone, for its rows and dialogs: quicker than the
 * whole editor, which the tests of the order (a change of the form) open instead.
 */
export async function renderCharacteristicsTab(world: TabWorld = {}) {
  const { api, product } = productsWorld(world);
  if (world.width !== undefined) setViewportWidth(world.width);
  const rendered = renderWithProviders(<TabOfLoadedProduct productId={product.id} />, api);
  await screen.findByRole('heading', { name: HEADING });
  return { api, ...rendered };
}
