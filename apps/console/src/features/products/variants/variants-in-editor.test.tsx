import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberRoutes } from '../../../testing/member-role';
import { SHOP_TEXTS } from '../../../shared/shop/shop-texts';
import { openProductEditor } from '../testing/open-product-editor';
import { twoByTwo, valueChip, variantRow, variantsServer } from './testing/render-variants-tab';

const openVariants = async (api = variantsServer({ variants: twoByTwo() })) => {
  const opened = await openProductEditor('/catalog/1/5', { api });
  await opened.user.click(screen.getByRole('tab', { name: 'Варианты' }));
  await screen.findByRole('heading', { name: 'Характеристики вариантов' });
  return opened;
};

const sku = (row: string) => within(variantRow(row)).getByLabelText('Артикул');

describe('the variants tab in the product editor', () => {
  it('keeps its unsaved rows while another tab is looked at, and leaving asks first', async () => {
    const { user, router } = await openVariants();
    await user.type(sku('синий, 41'), '-2');

    await user.click(screen.getByRole('tab', { name: 'Общее' }));
    expect(screen.getByRole('heading', { name: 'Стоимость' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Характеристики вариантов' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Варианты' }));
    expect(sku('синий, 41')).toHaveValue('B-41-2');

    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    await user.click(within(crumbs).getByRole('link', { name: 'Летняя коллекция' }));
    expect(await screen.findByRole('dialog', { name: 'Уйти со страницы?' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/catalog/1/5');
  });

  it('lets a role without catalog writes look at the variants but change none', async () => {
    await openVariants(
      variantsServer({ variants: twoByTwo(), routes: memberRoutes('ORDER_MANAGER') }),
    );

    expect(screen.getByText(SHOP_TEXTS.readOnlyNotice)).toBeVisible();
    expect(sku('красный, 40')).toHaveValue('R-40');
    expect(sku('красный, 40')).toBeDisabled();
    const row = variantRow('красный, 40');
    expect(within(row).getByRole('switch', { name: 'В продаже' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Удалить вариант' })).toBeDisabled();
    expect(within(row).getByRole('combobox', { name: 'Фото' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(valueChip('Цвет', 'красный')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Убрать «Цвет» из вариантов' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Добавить характеристику' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Установить цену' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  });
});
