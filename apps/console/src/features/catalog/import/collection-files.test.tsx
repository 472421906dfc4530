import { screen, waitFor, within } from '@testing-library/react';
import { importMessages } from '@vitrina/contracts/catalog-import/import-messages';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { expectRefusedControl, memberRoutes } from '../../../testing/member-role';
import { recordSavedFiles } from '../../../testing/object-urls';
import { fakeCatalogServer } from '../testing/fake-catalog-server';
import { anImportJob } from './testing/fake-import-server';
import { openCollectionWithImports } from './testing/open-import';

const APPLY_UNDER_WAY = anImportJob({
  id: 700,
  mode: 'apply',
  progress: { done: 4, total: 10 },
});

/** The collection page as after a reload, with an apply of this browser still under way. */
async function reloadDuringApply() {
  localStorage.setItem('vitrina-import:1', '700');
  const opened = await openCollectionWithImports(() => APPLY_UNDER_WAY, {
    jobs: [APPLY_UNDER_WAY],
  });
  await screen.findByText('Записано 4 из 10');
  return opened;
}

describe('collection files', () => {
  it('shows an apply under way again after a reload, then its end once', async () => {
    const { imports } = await reloadDuringApply();
    const bar = screen.getByRole('progressbar', { name: 'Запись товаров' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');

    imports.update(700, {
      status: 'done',
      progress: { done: 10, total: 10 },
      summary: { created: 8, updated: 2, skipped: 0, errors: [], refused: 0, photos_failed: 0 },
    });

    expect(
      await screen.findByText(
        'Импорт завершён: Создано 8, обновлено 2, без изменений 0, пропущено с ошибками 0',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: 'Запись товаров' })).not.toBeInTheDocument();
    expect(localStorage.getItem('vitrina-import:1')).toBeNull();
  });

  it('stops the apply shown on the page', async () => {
    const { api, user } = await reloadDuringApply();

    await user.click(screen.getByRole('button', { name: 'Остановить' }));

    expect(await screen.findByText(new RegExp(importMessages.cancelled))).toBeVisible();
    expect(api.callsTo('DELETE v1/catalog/import/700/')).toHaveLength(1);
    expect(localStorage.getItem('vitrina-import:1')).toBeNull();
  });

  it.each([
    ['CSV', 'csv'],
    ['Excel (XLSX)', 'xlsx'],
  ])('«Экспорт» → «%s» downloads the collection with the session token', async (label, format) => {
    const { saved, objectUrls } = recordSavedFiles();
    const { api, user } = await openCollectionWithImports(() => anImportJob(), {
      routes: {
        [`GET v1/catalog/collection/:id/export.${format}`]: () => new Response('Название\r\n'),
      },
    });

    await user.click(screen.getByRole('button', { name: 'Экспорт' }));
    await user.click(await screen.findByRole('menuitem', { name: label }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const [call] = api.callsTo(`GET v1/catalog/collection/1/export.${format}`);
    expect(call!.authorization).toBe('Bearer test-access-token');
    expect(saved[0]!.download).toBe(`Летняя коллекция.${format}`);
    expect(objectUrls.revoked).toEqual([saved[0]!.href]);
  });

  it('keeps «Импорт» from a role that may not change the catalog, «Экспорт» open to it', async () => {
    const api = fakeCatalogServer(undefined, memberRoutes('ORDER_MANAGER'));
    const { user } = renderApp('/catalog/1', { signedIn: true, api, shell: false });
    await screen.findByRole('heading', { name: 'Летняя коллекция' });

    await waitFor(() => expect(screen.getByRole('button', { name: 'Импорт' })).toBeDisabled());
    await expectRefusedControl(user, screen.getByRole('button', { name: 'Импорт' }));
    const heading = screen.getByRole('heading', { name: 'Летняя коллекция' }).parentElement!;
    expect(within(heading).getByRole('button', { name: 'Экспорт' })).toBeEnabled();
  });
});
