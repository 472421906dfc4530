import { pluralRu } from '@vitrina/contracts/plural';

export const liveTexts = {
  notificationTitle: (number: number) => `Новый заказ №${number}`,
  notificationBody: 'Нажмите, чтобы открыть его в консоли Vitrina',
  /** The tab's title: the count of new orders, the screen, the product. */
  tabTitle: (newOrders: number, screen: string | undefined) =>
    `${newOrders > 0 ? `(${newOrders}) ` : ''}${screen ? `${screen} — ` : ''}Vitrina`,
  newOrdersLabel: (count: number) =>
    `${count} ${pluralRu(count, ['новый заказ', 'новых заказа', 'новых заказов'])}`,
};
