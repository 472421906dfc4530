import { paths } from '@vitrina/contracts/console-paths';
import { generatePath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { helpOf } from './help-screens';

const at = (pattern: string) =>
  generatePath(pattern, { siteId: '1', widgetId: '2', productId: '3', collectionId: '4' });

describe('the help of each screen', () => {
  it.each([
    [paths.home, 'Главная'],
    [paths.orders, 'Заказы'],
    [paths.customers, 'Покупатели'],
    [paths.sites, 'Площадки'],
    [paths.site, 'Площадка'],
    [paths.widget, 'Виджет'],
    [paths.siteProduct, 'Товар'],
    [paths.widgets, 'Виджеты'],
    [paths.catalog, 'Каталог'],
    [paths.collection, 'Коллекция'],
    [paths.product, 'Товар'],
    [paths.analytics, 'Аналитика'],
    [paths.users, 'Пользователи'],
    [paths.profile, 'Профиль'],
    [paths.settings, 'Настройки'],
  ])('matches %s to the texts of «%s»', (pattern, screen) => {
    const help = helpOf(at(pattern));

    expect(help.screen).toBe(screen);
    expect(help.steps.length).toBeGreaterThan(0);
  });

  it('gives the console’s own help at an address of no screen', () => {
    expect(helpOf('/sites/1/2/3/4').screen).toBe('Консоль');
  });
});
