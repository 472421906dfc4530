import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';

describe('skip link', () => {
  it('is the first stop of the keyboard, before the menu, and moves the focus to the content', async () => {
    const { user } = renderApp('/catalog', { signedIn: true });
    await screen.findByRole('heading', { name: 'Каталог' });

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Перейти к содержимому' });
    expect(skip).toHaveFocus();
    expect(
      skip.compareDocumentPosition(screen.getByRole('navigation', { name: 'Главное меню' })),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);

    await user.keyboard('{Enter}');

    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('main')).toContainElement(document.activeElement as HTMLElement);
  });
});
