import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

const PRIVACY = [
  '# Политика конфиденциальности',
  '',
  '## Данные покупателей',
  '',
  '- имя и телефон',
  '- комментарий',
  '',
  'Пишите [оператору](mailto:support@vitrina.example) или [сюда](javascript:alert(1)).',
  '',
  'Raw <b>bold</b> <img src=x onerror="alert(1)"> stays out.',
].join('\n');

const markdown = (text: string) => () =>
  new Response(text, { headers: { 'content-type': 'text/markdown; charset=utf-8' } });

const legalServer = () =>
  createFakeApi({
    'GET v1/legal/privacy': markdown(PRIVACY),
    'GET v1/legal/license': markdown('# Лицензионное соглашение\n\nУсловия.'),
  });

describe('/legal/{privacy|license}', () => {
  it('renders the server Markdown for a visitor who is not signed in', async () => {
    renderApp('/legal/privacy', { api: legalServer() });

    const article = await screen.findByRole('article');
    expect(
      within(article).getByRole('heading', { level: 1, name: 'Политика конфиденциальности' }),
    ).toBeVisible();
    expect(
      within(article).getByRole('heading', { level: 2, name: 'Данные покупателей' }),
    ).toBeVisible();
    expect(
      within(article)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['имя и телефон', 'комментарий']);
    expect(within(article).getByRole('link', { name: 'оператору' })).toHaveAttribute(
      'href',
      'mailto:support@vitrina.example',
    );
  });

  it('renders no raw HTML and no script link from the file', async () => {
    renderApp('/legal/privacy', { api: legalServer() });
    const article = await screen.findByRole('article');

    expect(article.querySelector('b, img')).toBeNull();
    expect(within(article).getByText('сюда')).not.toHaveAttribute(
      'href',
      expect.stringMatching(/^javascript:/),
    );
  });

  it('shows the licence agreement to a signed-in merchant too', async () => {
    renderApp('/legal/license', { signedIn: true, api: legalServer() });

    expect(await screen.findByRole('heading', { name: 'Лицензионное соглашение' })).toBeVisible();
    expect(screen.getByText('Условия.')).toBeVisible();
  });

  it('shows the not-found page when the server has no such document', async () => {
    renderApp('/legal/license', { api: createFakeApi() });

    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  });

  it('opens from the small links of the sign-in screen', async () => {
    const { user, router } = renderApp('/auth', { api: legalServer() });
    const documents = await screen.findByRole('navigation', { name: 'Документы' });

    await user.click(within(documents).getByRole('link', { name: 'Политика конфиденциальности' }));

    expect(await screen.findByRole('heading', { name: 'Данные покупателей' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/legal/privacy');
  });
});
