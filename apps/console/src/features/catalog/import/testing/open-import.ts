import { screen, within } from '@testing-library/react';
import type { ImportJob } from '@vitrina/contracts/catalog-import/jobs';
import type { FakeHandler, FakeRoute } from '../../../../testing/fake-api';
import { renderApp } from '../../../../testing/render-app';
import { fakeCatalogServer } from '../../testing/fake-catalog-server';
import { fakeImportServer, type SentImport } from './fake-import-server';

interface ServerOptions {
  /** Routes in place of the fake's own, or beside them. */
  routes?: Partial<Record<FakeRoute, FakeHandler>>;
  /** Jobs the server holds from before. */
  jobs?: ImportJob[];
}

/** The collection page of a server whose imports start as `plan` makes them. */
export async function openCollectionWithImports(
  plan: (sent: SentImport, id: number) => ImportJob,
  { routes = {}, jobs = [] }: ServerOptions = {},
) {
  const imports = fakeImportServer(plan);
  for (const job of jobs) imports.jobs.set(job.id, job);
  const api = fakeCatalogServer(undefined, { ...imports.routes, ...routes });
  const rendered = renderApp('/catalog/1', { signedIn: true, api, shell: false });
  await screen.findByRole('heading', { name: 'Летняя коллекция' });
  return { api, imports, ...rendered };
}

type User = Awaited<ReturnType<typeof openCollectionWithImports>>['user'];

/** Opens «Импорт» and chooses the file: the dialog sends it for a check at once. */
export async function chooseFile(user: User, file = new File(['Название;Цена'], 'price.csv')) {
  await user.click(screen.getByRole('button', { name: 'Импорт' }));
  const dialog = await screen.findByRole('dialog', { name: 'Импорт товаров' });
  await user.upload(within(dialog).getByLabelText('Выбрать файл'), file);
  return dialog;
}
