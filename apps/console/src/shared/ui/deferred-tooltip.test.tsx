import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DeferredTooltip, loadTooltip } from './deferred-tooltip';

describe('deferred tooltip', () => {
  it('draws its child at once, and shows the title on hover once the tooltip has loaded', async () => {
    const user = userEvent.setup();
    render(
      <DeferredTooltip title="Открыть каталог">
        <button type="button">Каталог</button>
      </DeferredTooltip>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('Каталог');

    await act(() => loadTooltip());
    await user.hover(screen.getByRole('button'));

    expect(await screen.findByRole('tooltip')).toHaveTextContent('Открыть каталог');
  });
});
