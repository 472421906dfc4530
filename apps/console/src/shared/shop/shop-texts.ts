// What the console says about the shop and the role in it: what the role may not do, the shop's
// menu beside the logo, its dialogs, and the screen of an account without one.

export const SHOP_TEXTS = {
  /** Over, or under, a control the role cannot use. */
  notAllowedHint: 'Недоступно для вашей роли',
  /** Above a form the role may look at but not change. */
  readOnlyNotice: 'Только просмотр: ваша роль не позволяет вносить здесь изменения',
  rename: 'Переименовать магазин',
  create: 'Новый магазин',
  delete: 'Удалить магазин',
  titleLabel: 'Название магазина',
  createSubmit: 'Создать',
  created: (title: string) => `Магазин «${title}» создан`,
  saveFailed: 'Не удалось сохранить магазин',
  deleteWarning: (title: string) =>
    `Магазин «${title}» будет удалён вместе с товарами, площадками, виджетами, заказами и ` +
    'настройками, а его участники потеряют к нему доступ. Отменить удаление нельзя.',
  deleteConfirmLabel: 'Введите название магазина, чтобы подтвердить',
  deleteSubmit: 'Удалить навсегда',
  deleteFailed: 'Не удалось удалить магазин',
  /** The offer of the browser's time zone to a shop whose zone is another. */
  timeZoneOffer: (shopPlace: string, browserPlace: string) =>
    `Время в консоли показано по часовому поясу магазина (${shopPlace}). ` +
    `Использовать ваш часовой пояс (${browserPlace})?`,
  timeZoneOfferYes: 'Да',
  timeZoneOfferNo: 'Нет',
  timeZoneSaved: (place: string) => `Часовой пояс магазина: ${place}`,
  timeZoneSaveFailed: 'Не удалось сменить часовой пояс магазина',
  noShopTitle: 'У вас нет магазина',
  noShopText:
    'Создайте свой магазин или откройте ссылку из письма-приглашения, чтобы работать в ' +
    'магазине коллег.',
} as const;
