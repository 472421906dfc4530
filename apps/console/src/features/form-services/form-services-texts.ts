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
