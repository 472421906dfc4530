import { screen, within } from '@testing-library/react';
import { customerTexts } from '@vitrina/contracts/customer-texts';
import { describe, expect, it } from 'vitest';
import { anOrder, fakeOrdersServer } from '../testing/fake-orders-server';
import { openOrders } from '../testing/open-orders';

/** An order whose buyer's personal data the merchant erased: the server's spelling of it. */
const erasedOrder = () =>
  anOrder({ customer: { name: customerTexts.erased, phone: '', email: null }, comment: null });

describe('an order whose buyer was erased', () => {
  it('reads as «Покупатель удалён» in the list, with no phone', async () => {
    await openOrders('/orders', fakeOrdersServer([erasedOrder()]));

    const row = (await screen.findByRole('link', { name: '#1007' })).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect([cells[4]!.textContent, cells[5]!.textContent]).toEqual([customerTexts.erased, '']);
  });

  it('shows no empty phone link in its drawer', async () => {
    await openOrders('/orders?order=601', fakeOrdersServer([erasedOrder()]));

    const drawer = await screen.findByRole('dialog', { name: 'Заказ #1007' });
    const buyer = within(drawer).getByRole('region', { name: 'Покупатель' });
    expect(buyer).toHaveTextContent(`Имя${customerTexts.erased}`);
    expect(buyer).not.toHaveTextContent('Телефон');
    expect(within(buyer).queryByRole('link')).toBeNull();
  });
});
