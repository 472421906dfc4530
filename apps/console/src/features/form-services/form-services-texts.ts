// The page's own words (spec §2.9). The contracts hold the rules' messages and the server's.
import type { ContactType } from '@vitrina/contracts/enums';

/** The title of a contact's dialogs, by its type: adding, editing, confirming. */
export const CONTACT_DIALOG_TITLES = {
  TELEGRAM: 'Прием данных из форм в Telegram',
  EMAIL: 'Прием данных из форм на электронную почту',
} as const satisfies Record<ContactType, string>;

export { CONTACT_TYPE_LABELS } from '@vitrina/contracts/enums';

export const FIELD_LABELS = {
  title: 'Название в списке',
  apiKey: 'Telegram API key',
  email: 'Электронная почта',
} as const;

export const DONE_HEADINGS = {
  telegramAdded: 'Сервис приема данных Telegram добавлен!',
  emailSent: 'Подтвердите адрес электронной почты',
  emailConfirmed: 'Сервис приема данных электронной почты добавлен!',
} as const;

/** What makes a form send its data to a new service: the widget's content, then publishing. */
export const PUBLISH_HINT =
  'Чтобы заявки из формы приходили сюда, откройте страницу формы, нажмите «Контент», ' +
  'выберите этот сервис и опубликуйте изменения.';

/** The «Магазин» section beside the services: the shop's time zone and letters to buyers. */
export const SHOP_SETTINGS_TEXTS = {
  navLabel: 'Магазин',
  heading: 'Настройки магазина',
  timeZoneLabel: 'Часовой пояс',
  timeZoneHint:
    'По нему консоль показывает время заказов и событий, а аналитика и фильтры заказов считают дни.',
  timeZoneNotFound: 'Такого часового пояса нет в списке',
  lettersTitle: 'Письма покупателям',
  lettersHint:
    'Покупатель, который оставил e-mail, получит короткое письмо, когда заказ перейдёт в статус:',
  loadFailed: 'Не удалось загрузить настройки магазина',
  saved: 'Настройки магазина сохранены',
  saveFailed: 'Не удалось сохранить настройки магазина',
} as const;

/** The «Оплата» section: the shop's ЮKassa connection (issue 33). */
export const PAYMENT_SETTINGS_TEXTS = {
  navLabel: 'Оплата',
  heading: 'Оплата онлайн',
  explanation:
    'Подключите ЮKassa, чтобы покупатели могли оплатить заказ картой или через СБП. ' +
    'shopId и секретный ключ есть в личном кабинете ЮKassa, в разделе «Интеграция — Ключи API».',
  shopIdLabel: 'shopId',
  secretKeyLabel: 'Секретный ключ',
  secretKeyHint: 'Начинается с test_ или live_. После сохранения ключ не показывается',
  secretKeyKeptHint: 'Оставьте поле пустым, чтобы сохранить прежний ключ',
  testLabel: 'Тестовый режим',
  testHint: 'Для тестового магазина ЮKassa: деньги за такие платежи не списываются',
  vatCodeLabel: 'Ставка НДС',
  taxSystemLabel: 'Система налогообложения',
  noTaxSystem: 'Не указывать',
  receiptsLabel: 'Отправлять чеки по 54-ФЗ',
  connect: 'Подключить',
  save: 'Сохранить',
  cancel: 'Отмена',
  change: 'Изменить',
  disconnect: 'Отключить',
  connectionLabel: 'Подключение ЮKassa',
  keyLabel: 'Ключ',
  modeLabel: 'Режим',
  receiptsTerm: 'Чеки',
  noTaxSystemShown: 'Не указана',
  testMode: 'Тестовый',
  liveMode: 'Рабочий',
  receiptsOn: 'Отправляются',
  receiptsOff: 'Не отправляются',
  connected: 'ЮKassa подключена',
  saved: 'Настройки оплаты сохранены',
  loadFailed: 'Не удалось загрузить настройки оплаты',
  saveFailed: 'Не удалось сохранить настройки оплаты',
  disconnectFailed: 'Не удалось отключить оплату онлайн',
  confirmTitle: 'Отключить оплату онлайн?',
  confirmText: 'Покупатели больше не смогут оплатить заказы онлайн, а ключи ЮKassa будут удалены.',
  confirmNote: 'Чтобы подключить оплату снова, понадобится ввести секретный ключ заново.',
} as const;
