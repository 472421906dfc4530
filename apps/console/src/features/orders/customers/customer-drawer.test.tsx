import { screen, waitFor, within } from '@testing-library/react';
import { customerMessages, customerTexts } from '@vitrina/contracts/customer-texts';
import { formatRubles } from '@vitrina/contracts/pricing';
import { describe, expect, it } from 'vitest';
import { dialogGone } from '../../../testing/dialogs';
import { reply } from '../../../testing/fake-api';
import { aCustomer, fakeCustomersServer } from './testing/fake-customers-server';
import { openCustomers } from './testing/open-customers';

const drawer = () => screen.findByRole('dialog', { name: 'Инна Смирнова' });
const section = async (name: string) => within(await drawer()).getByRole('region', { name });
const patches = (api: ReturnType<typeof fakeCustomersServer>) =>
  api.callsTo('PATCH v1/customers/71/').map((call) => JSON.parse(call.body) as unknown);

describe('a buyer’s card', () => {
  it('opens from the list with the buyer in the address, and shows who they are and what they spent', async () => {
    const { user, router } = await openCustomers();

    await user.click(await screen.findByRole('link', { name: 'Инна Смирнова' }));

    await drawer();
    expect(router.state.location.search).toBe('?customer=71');
    const buyer = await section('Покупатель');
    expect(within(buyer).getByRole('link', { name: '+7 900 111-22-33' })).toHaveAttribute(
      'href',
      'tel:+79001112233',
    );
    expect(within(buyer).getByRole('link', { name: 'inna@example.ru' })).toHaveAttribute(
      'href',
      'mailto:inna@example.ru',
    );
    expect(buyer).toHaveTextContent('Заказов2');
    expect(buyer.textContent).toContain(`Сумма покупок${formatRubles(9000)}`);
  });

  it('lists their orders, newest first, each a link that opens it on the orders tab', async () => {
    const { user, router } = await openCustomers('/orders/customers?customer=71');

    const orders = within(await section('Заказы')).getAllByRole('listitem');
    expect(orders.map((order) => within(order).getByRole('link').textContent)).toEqual([
      'Заказ #1007',
      'Заказ #1002',
    ]);
    expect(orders[1]).toHaveTextContent('Выполнена');
    expect(orders[1]!.textContent).toContain(formatRubles(1500));

    await user.click(within(orders[0]!).getByRole('link', { name: 'Заказ #1007' }));

    expect(await screen.findByRole('dialog', { name: 'Заказ #1007' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/orders');
    expect(router.state.location.search).toBe('?order=601');
  });

  it('saves the merchant’s note', async () => {
    const { api, user } = await openCustomers('/orders/customers?customer=71');
    const note = within(await section('Заметка')).getByRole('textbox', { name: 'Заметка' });

    await user.type(note, 'Любит зелёный чай');
    await user.click(screen.getByRole('button', { name: 'Сохранить заметку' }));

    expect(await screen.findByText(customerTexts.noteSaved)).toBeVisible();
    expect(patches(api)).toEqual([{ note: 'Любит зелёный чай' }]);
  });

  it('shows the server’s refusal of a note in its own words', async () => {
    const refused = () => reply(422, { detail: customerMessages.noteTooLong });
    const api = fakeCustomersServer([aCustomer()], { 'PATCH v1/customers/:id/': refused });
    const { user } = await openCustomers('/orders/customers?customer=71', api);

    await user.type(
      within(await section('Заметка')).getByRole('textbox', { name: 'Заметка' }),
      'Слишком длинно',
    );
    await user.click(screen.getByRole('button', { name: 'Сохранить заметку' }));

    expect(await screen.findByText(customerMessages.noteTooLong)).toBeVisible();
  });

  it('erases the buyer’s data only after the confirmation says what goes and what stays', async () => {
    const { api, user, router } = await openCustomers('/orders/customers?customer=71');
    const erasures = () => api.callsTo('DELETE v1/customers/71/personal-data/');

    await user.click(within(await drawer()).getByRole('button', { name: customerTexts.erase }));
    const confirm = await screen.findByRole('dialog', { name: customerTexts.eraseTitle });
    expect(confirm).toHaveTextContent(customerTexts.eraseText(2));
    await user.click(within(confirm).getByRole('button', { name: 'Отменить' }));
    expect(erasures()).toEqual([]);

    await user.click(within(await drawer()).getByRole('button', { name: customerTexts.erase }));
    await user.click(await screen.findByRole('button', { name: customerTexts.eraseConfirm }));

    expect(await screen.findByText(customerTexts.erasedDone)).toBeVisible();
    expect(erasures()).toHaveLength(1);
    await dialogGone();
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('status')).toHaveTextContent(customerTexts.noCustomers);
  });

  it.each([
    ['a buyer the shop does not have', '999'],
    ['an id that names nothing', 'abc'],
  ])('says the buyer is not found for %s', async (_case, id) => {
    await openCustomers(`/orders/customers?customer=${id}`);

    const panel = await screen.findByRole('dialog', { name: 'Покупатель' });
    expect(await within(panel).findByText(customerTexts.notFound)).toBeVisible();
  });

  it('fills a 375 px phone', async () => {
    await openCustomers('/orders/customers?customer=71', undefined, 375);

    expect(await drawer()).toHaveTextContent('inna@example.ru');
    await waitFor(() =>
      expect(
        within(screen.getByRole('dialog')).getByRole('button', { name: customerTexts.erase }),
      ).toBeVisible(),
    );
  });
});
