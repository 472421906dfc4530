import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/signed-in-app';
import { z } from 'zod';
import { captureLogs } from '../testing/capture-logs';
import { AppError, NotFoundError } from '../errors/app-error';

const productSchema = z.object({
  title: z.string().min(3, 'Название не может быть пустым и менее 3х символов'),
  variants: z.array(z.object({ sku: z.string().max(5, 'Максимальная длина артикула 5 символов') })),
});

describe('the error handler', () => {
  const logs = captureLogs();

  const testApp = useTestApp({ logger: logs.logger });

  beforeAll(async () => {
    const { app } = testApp;
    app.post('/api/test/products', { schema: { body: productSchema } }, (request) => ({
      data: request.body,
    }));
    app.get(
      '/api/test/products',
      { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
      (request) => ({ data: request.query }),
    );
    app.get('/api/test/failure', () => {
      throw new Error('connection string postgres://secret@db');
    });
    app.get('/api/test/missing', () => {
      throw new NotFoundError();
    });
    app.get('/api/test/conflict', () => {
      throw new AppError('CONFLICT', 'Домен уже зарегистрирован');
    });
    await app.ready();
  });

  const postProduct = (payload: string, contentType = 'application/json') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/test/products',
      headers: { 'content-type': contentType },
      payload,
    });

  it('answers 422 with the first message as detail and every field that failed', async () => {
    const response = await postProduct(
      JSON.stringify({ title: 'ab', variants: [{ sku: 'abcdef' }] }),
    );

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: 'Название не может быть пустым и менее 3х символов',
      errors: [
        { field: 'title', message: 'Название не может быть пустым и менее 3х символов' },
        { field: 'variants.0.sku', message: 'Максимальная длина артикула 5 символов' },
      ],
    });
  });

  it('says in Russian what a schema leaves to the default message', async () => {
    const response = await postProduct(JSON.stringify({ title: 'Чай' }));

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { field: 'variants', message: expect.stringMatching(/[а-яё]/i) },
    ]);
  });

  it('names a query parameter that failed', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/products?page=0' });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].field).toBe('page');
  });

  it('accepts the path with a trailing slash', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/products/',
      payload: { title: 'Чайник', variants: [] },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { title: 'Чайник', variants: [] } });
  });

  it('answers 400 for malformed or empty JSON', async () => {
    for (const payload of ['{"title": "Чайник",', '']) {
      const response = await postProduct(payload);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Некорректный JSON в теле запроса' });
    }
  });

  it('answers 415 for a content type no route reads', async () => {
    const response = await postProduct('<title>Чайник</title>', 'application/xml');

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: 'Неподдерживаемый тип содержимого' });
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await postProduct(JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) }));

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'Слишком большое тело запроса' });
  });

  it('answers typed errors with their status and detail', async () => {
    const missing = await testApp.app.inject({ method: 'GET', url: '/api/test/missing' });
    const conflict = await testApp.app.inject({ method: 'GET', url: '/api/test/conflict' });

    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Не найдено' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ detail: 'Домен уже зарегистрирован' });
  });

  it('answers 500 without the message or stack, and logs the error with its stack', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/failure' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Внутренняя ошибка сервера' });
    const logged = logs.lines.find((line) => line.err?.message.includes('postgres://secret@db'));
    expect(logged?.level).toBe(50);
    expect(logged?.err?.stack).toContain('error-handler.test.ts');
  });

  it('answers 400 for a path that is not a valid URL', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/catalog/%zz' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Некорректный адрес запроса' });
  });

  it('answers 404 JSON for an unknown API path, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await testApp.app.inject({
        method,
        url: '/api/v1/unknown/12/',
        headers: { accept: 'text/html' },
      });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Не найдено' });
    }
  });
});
