import type { Contact } from '@vitrina/contracts/notifier';

export function aTelegramContact(overrides: Partial<Contact> = {}): Contact {
  return {
    id: 41,
    title: 'Заявки в чат',
    description: 'Чат отдела продаж',
    type: 'TELEGRAM',
    is_active: true,
    is_confirmed: true,
    email: null,
    api_key: '••••••••Ab3x',
    secret_key: '••••••••Zq9w',
    last_delivery: null,
    ...overrides,
  };
}

export function anEmailContact(overrides: Partial<Contact> = {}): Contact {
  return aTelegramContact({
    id: 42,
    title: 'Почта магазина',
    description: null,
    type: 'EMAIL',
    is_active: false,
    is_confirmed: false,
    email: 'orders@shop.example.ru',
    api_key: null,
    secret_key: null,
    ...overrides,
  });
}
