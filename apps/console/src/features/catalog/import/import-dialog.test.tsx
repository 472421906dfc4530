import { screen, waitFor, within } from '@testing-library/react';
import { IMPORT_FIELD_LABELS } from '@vitrina/contracts/catalog-import/columns';
import { importMessages } from '@vitrina/contracts/catalog-import/import-messages';
import type { ImportJob } from '@vitrina/contracts/catalog-import/jobs';
import { formatRubles } from '@vitrina/contracts/pricing';
import { describe, expect, it } from 'vitest';
import { dialogGone } from '../../../testing/dialogs';
import { reply } from '../../../testing/fake-api';
import { recordSavedFiles } from '../../../testing/object-urls';
import { anImportJob, type SentImport } from './testing/fake-import-server';
import { chooseFile, openCollectionWithImports } from './testing/open-import';

const REFUSAL = 'Строка 4: цена «абв» не число';

/** A check over: two products new, one changed, one the same, one row refused. */
const checked = (overrides: Partial<ImportJob> = {}): Partial<ImportJob> => ({
  status: 'done',
  progress: { done: 5, total: 5 },
  summary: {
    created: 2,
    updated: 1,
    skipped: 1,
    errors: [{ row: 4, message: REFUSAL }],
    refused: 1,
    photos_failed: 0,
  },
  preview: [
    {
      row: 2,
      action: 'create',
      title: 'Кружка',
      sku: 'M-1',
      price: 490,
      categories: ['Посуда'],
      photos: 0,
      variants: 0,
    },
    {
      row: 3,
      action: 'update',
      title: 'Чайник',
      sku: null,
      price: null,
      categories: [],
      photos: 0,
      variants: 0,
    },
  ],
  finished_at: '2025-06-01T10:01:00.000Z',
  ...overrides,
});

const COLUMNS: ImportJob['columns'] = [
  { header: 'Наименование', target: { field: 'title' }, samples: ['Кружка', 'Чайник'] },
  { header: 'Цена', target: { field: 'price' }, samples: ['490'] },
  { header: 'Цвет', target: null, samples: ['белый', 'синий'] },
];

const cleanFile = (overrides: Partial<ImportJob> = {}) =>
  checked({
    summary: { created: 2, updated: 1, skipped: 0, errors: [], refused: 0, photos_failed: 0 },
    ...overrides,
  });

/** Checks end as `check` says; an apply has written 3 of 10 products. */
const applyAfterCheck =
  (check: Partial<ImportJob>) =>
  (sent: SentImport, id: number): ImportJob =>
    sent.mode === 'apply'
      ? anImportJob({ id, mode: 'apply', progress: { done: 3, total: 10 } })
      : anImportJob({ id, ...check });

describe('import dialog', () => {
  it('checks the chosen file at once and shows what would change and the refused rows', async () => {
    const files = recordSavedFiles();
    const { imports, user } = await openCollectionWithImports((_sent, id) =>
      anImportJob({ id, progress: { done: 2, total: 5 } }),
    );

    const dialog = await chooseFile(user);

    await within(dialog).findByText('Прочитано 2 из 5');
    const bar = within(dialog).getByRole('progressbar', { name: 'Проверка файла' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(imports.sent).toEqual([
      { mode: 'dry_run', mapping: undefined, onlyValid: undefined, files: 1 },
    ]);

    imports.update(501, checked());
    const summary = await within(dialog).findByRole('list', { name: 'Итог проверки' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Будет создано: 2', 'Будет обновлено: 1', 'Без изменений: 1', 'С ошибками: 1']);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(REFUSAL);
    const preview = within(dialog).getByRole('table', { name: 'Первые товары файла' });
    const rows = within(preview).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `2НовыйКружкаM-1${formatRubles(490)}Посуда`,
      '3ИзменитсяЧайникЦена не указана',
    ]);

    await user.click(
      within(dialog).getByRole('button', { name: 'Скачать строки с ошибками (CSV)' }),
    );
    await waitFor(() => expect(files.saved).toHaveLength(1));
    expect(files.saved[0]!.download).toBe('import-501-errors.csv');
    expect(files.objectUrls.live()).toEqual([]);
  });
  it('disables «Применить все» while rows are refused, saying why, and applies the valid rows alone', async () => {
    const { imports, user } = await openCollectionWithImports((sent, id) =>
      anImportJob({ id, mode: sent.mode === 'apply' ? 'apply' : 'dry_run', ...checked() }),
    );
    const dialog = await chooseFile(user);

    const applyAll = await within(dialog).findByRole('button', { name: 'Применить все' });
    expect(applyAll).toBeDisabled();
    expect(applyAll).toHaveAccessibleDescription(
      'В файле есть строки с ошибками: исправьте их и загрузите файл снова или примените только верные строки',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Применить только верные' }));

    await waitFor(() => expect(imports.sent).toHaveLength(2));
    expect(imports.sent[1]).toEqual({
      mode: 'apply',
      mapping: undefined,
      onlyValid: 'true',
      files: 1,
    });
  });

  it('checks the same file again with the columns and the sheet as mapped anew', async () => {
    const { imports, user } = await openCollectionWithImports((_sent, id) =>
      anImportJob({
        id,
        format: 'xlsx',
        columns: COLUMNS,
        sheets: ['Товары', 'Архив'],
        ...cleanFile(),
      }),
    );
    const dialog = await chooseFile(user);

    const colour = await within(dialog).findByRole('combobox', {
      name: 'Куда загрузить столбец «Цвет»',
    });
    expect(colour).toHaveDisplayValue('Не загружать');
    expect(
      within(colour)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      ...Object.values(IMPORT_FIELD_LABELS),
      'Характеристика: Цвет',
      'Вариант: Цвет',
      'Не загружать',
    ]);
    expect(within(dialog).getByText('белый, синий')).toBeVisible();
    await user.selectOptions(colour, 'Характеристика: Цвет');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Лист' }), 'Архив');

    expect(within(dialog).getByRole('button', { name: 'Применить все' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Проверить снова' }));

    await waitFor(() => expect(imports.sent).toHaveLength(2));
    expect(imports.sent[1]).toEqual({
      mode: 'dry_run',
      mapping: {
        sheet: 'Архив',
        columns: [{ field: 'title' }, { field: 'price' }, { characteristic: 'Цвет' }],
      },
      onlyValid: undefined,
      files: 1,
    });
  });

  it('applies the checked file, showing what is written and then what was, and reads the products again', async () => {
    const { api, imports, user } = await openCollectionWithImports(
      applyAfterCheck({ columns: COLUMNS, ...cleanFile() }),
    );
    const dialog = await chooseFile(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Применить все' }));

    await within(dialog).findByText('Записано 3 из 10');
    const bar = within(dialog).getByRole('progressbar', { name: 'Запись товаров' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(imports.sent[1]).toEqual({
      mode: 'apply',
      mapping: { columns: [{ field: 'title' }, { field: 'price' }, null] },
      onlyValid: undefined,
      files: 1,
    });
    expect(localStorage.getItem('vitrina-import:1')).toBe('502');
    const rowsReads = api.callsTo('GET v1/catalog/products/rows/').length;

    imports.update(502, {
      status: 'done',
      progress: { done: 10, total: 10 },
      summary: { created: 7, updated: 2, skipped: 1, errors: [], refused: 0, photos_failed: 0 },
    });
    const result = await within(dialog).findByRole('status');
    expect(result).toHaveTextContent(
      'Импорт завершён' + 'Создано 7, обновлено 2, без изменений 1, пропущено с ошибками 0',
    );
    await waitFor(() =>
      expect(api.callsTo('GET v1/catalog/products/rows/').length).toBeGreaterThan(rowsReads),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await dialogGone();
    expect(localStorage.getItem('vitrina-import:1')).toBeNull();
    expect(screen.queryByRole('progressbar', { name: 'Запись товаров' })).not.toBeInTheDocument();
  });

  it('stops an apply under way and says what stays', async () => {
    const { api, user } = await openCollectionWithImports(applyAfterCheck(cleanFile()));
    const dialog = await chooseFile(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Применить все' }));

    await user.click(await within(dialog).findByRole('button', { name: 'Остановить' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(importMessages.cancelled);
    expect(api.callsTo('DELETE v1/catalog/import/502/')).toHaveLength(1);
  });

  it('leaves an apply running when the dialog is closed, its progress on the page', async () => {
    const { user } = await openCollectionWithImports(applyAfterCheck(cleanFile()));
    const dialog = await chooseFile(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Применить все' }));
    await within(dialog).findByText('Записано 3 из 10');

    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));

    await dialogGone();
    expect(await screen.findByRole('progressbar', { name: 'Запись товаров' })).toBeVisible();
    expect(screen.getByText('Записано 3 из 10')).toBeVisible();
  });

  it('cancels the check under way when the dialog is cancelled', async () => {
    const { api, user } = await openCollectionWithImports((_sent, id) => anImportJob({ id }));
    const dialog = await chooseFile(user);

    await user.click(await within(dialog).findByRole('button', { name: 'Отмена' }));

    await dialogGone();
    await waitFor(() => expect(api.callsTo('DELETE v1/catalog/import/501/')).toHaveLength(1));
  });

  it('says why the server refused the file, to choose another', async () => {
    const { user } = await openCollectionWithImports((_sent, id) => anImportJob({ id }), {
      routes: {
        'POST v1/catalog/collection/:id/import/': () =>
          reply(415, { detail: importMessages.unknownFormat }),
      },
    });

    const dialog = await chooseFile(user, new File(['x'], 'photo.xml'));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      importMessages.unknownFormat,
    );
    expect(within(dialog).getByLabelText('Выбрать файл')).toBeInTheDocument();
  });
});
