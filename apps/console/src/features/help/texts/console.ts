import type { ScreenHelp } from '../screen-help';

/** For a page of no screen of the menu (a mistyped address). */
export const consoleHelp: ScreenHelp = {
  screen: 'Консоль',
  purpose: 'В консоли вы ведёте каталог, ставите витрины на свои сайты и принимаете заказы.',
  steps: [
    'Выберите раздел в меню.',
    'Начните с главной: там по порядку перечислены шаги до первого заказа.',
  ],
};
