import { describe, expect, it } from 'vitest';
import {
  buildBreadcrumbs,
  mergeEntityTitles,
  type Breadcrumb,
  type EntityTitles,
} from './build-breadcrumbs';

describe('buildBreadcrumbs', () => {
  it.each<[string, Breadcrumb[]]>([
    ['/', [{ label: 'Главная' }]],
    ['/catalog', [{ label: 'Каталог' }]],
    ['/users', [{ label: 'Пользователи' }]],
    ['/analytics', [{ label: 'Аналитика' }]],
    ['/sites', [{ label: 'Площадки' }]],
    ['/widgets', [{ label: 'Виджеты' }]],
    ['/profile', [{ label: 'Профиль' }]],
    ['/settings', [{ label: 'Настройки' }]],
    ['/catalog/', [{ label: 'Каталог' }]],
    ['/orders/customers', [{ label: 'Заказы', href: '/orders' }, { label: 'Покупатели' }]],
  ])('names the section of %s', (pathname, expected) => {
    expect(buildBreadcrumbs(pathname)).toEqual(expected);
  });

  it.each<[string, Breadcrumb[]]>([
    ['/catalog/5', [{ label: 'Каталог', href: '/catalog' }, { label: 'Название коллекции' }]],
    [
      '/catalog/5/17',
      [
        { label: 'Каталог', href: '/catalog' },
        { label: 'Название коллекции', href: '/catalog/5' },
        { label: 'Название товара' },
      ],
    ],
    [
      '/sites/1/2/3',
      [
        { label: 'Площадки', href: '/sites' },
        { label: 'Название площадки', href: '/sites/1' },
        { label: 'Название виджета', href: '/sites/1/2' },
        { label: 'Название товара' },
      ],
    ],
  ])('falls back to generic entity names on %s', (pathname, expected) => {
    expect(buildBreadcrumbs(pathname)).toEqual(expected);
  });

  it('uses the known titles of the entities in the path', () => {
    const titles: EntityTitles = {
      site: { '1': 'Цветочная лавка' },
      widget: { '2': 'Витрина на главной' },
      product: { '3': 'Букет «Весна»' },
      collection: { '3': 'Не та коллекция' },
    };

    expect(buildBreadcrumbs('/sites/1/2/3', titles)).toEqual([
      { label: 'Площадки', href: '/sites' },
      { label: 'Цветочная лавка', href: '/sites/1' },
      { label: 'Витрина на главной', href: '/sites/1/2' },
      { label: 'Букет «Весна»' },
    ]);
  });

  it.each<[string, Breadcrumb[]]>([
    ['/profile/edit', [{ label: 'Профиль', href: '/profile' }, { label: 'edit' }]],
    [
      '/settings/forms/telegram',
      [
        { label: 'Настройки', href: '/settings' },
        { label: 'forms', href: '/settings/forms' },
        { label: 'telegram' },
      ],
    ],
    [
      '/catalog/5/17/variants',
      [
        { label: 'Каталог', href: '/catalog' },
        { label: 'Название коллекции', href: '/catalog/5' },
        { label: 'Название товара', href: '/catalog/5/17' },
        { label: 'variants' },
      ],
    ],
  ])('shows other deeper segments of %s as they are', (pathname, expected) => {
    expect(buildBreadcrumbs(pathname)).toEqual(expected);
  });

  it('has no crumbs outside every section', () => {
    expect(buildBreadcrumbs('/unknown/page')).toEqual([]);
  });
});

describe('mergeEntityTitles', () => {
  it('keeps every kind and id, the later part winning for an id both name', () => {
    const merged = mergeEntityTitles(
      { collection: { '5': 'Лето' }, product: { '17': 'Кеды' } },
      { product: { '17': 'Кеды белые', '18': 'Панама' } },
      { site: { '1': 'Мой магазин' } },
    );

    expect(merged).toEqual({
      collection: { '5': 'Лето' },
      product: { '17': 'Кеды белые', '18': 'Панама' },
      site: { '1': 'Мой магазин' },
    });
  });
});
