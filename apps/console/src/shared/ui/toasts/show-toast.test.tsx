import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../theme/theme';
import { showToast } from './show-toast';
import { ToastHost } from './toast-host';

const stackOnPage = () => document.querySelector('.notistack-SnackbarContainer');

// The tests share the module's state, as the pages of one visit do: their order matters.
describe('showToast', () => {
  it('puts no toast stack on the page until the first toast', async () => {
    render(<ToastHost />);

    expect(stackOnPage()).toBeNull();
    await Promise.all([
      showToast('Сохранено', { variant: 'success' }),
      showToast('Ошибка при сохранении', { variant: 'error' }),
    ]);

    expect(await screen.findByText('Сохранено')).toBeVisible();
    expect(await screen.findByText('Ошибка при сохранении')).toBeVisible();
    expect(stackOnPage()).not.toBeNull();
  });

  it('writes white on the theme’s shades, which hold 4.5:1', async () => {
    render(<ToastHost />);

    await showToast('Товар удалён', { variant: 'success' });

    const toast = (await screen.findByText('Товар удалён')).closest('[role="alert"]');
    expect(toast).toHaveStyle({ backgroundColor: theme.palette.success.main });
  });

  it('shows toasts on a page mounted after the stack was first wanted', async () => {
    render(<ToastHost />);

    await showToast('Виджет опубликован');

    expect(await screen.findByText('Виджет опубликован')).toBeVisible();
  });
});
