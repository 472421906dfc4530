import type { InlineButton } from '../../infra/telegram/telegram';

/**
 * What this feature sends through a contact, the same words in a chat and in a letter: about the
 * merchant's forms, never naming a shop or a site, which a contact may serve several of.
 */
export interface ContactMessage {
  /** Follows the product's name in a letter's subject. */
  subject: string;
  paragraphs: string[];
  /** A letter's button; the contacts page when none is given. */
  action?: { label: string; link: string };
  /** Buttons under the message in a chat; a letter has none. */
  buttons?: InlineButton[][];
  /** Where a reply to the letter goes instead of the sender (an order's buyer). */
  replyTo?: string;
}

export function connectedMessage(title: string): ContactMessage {
  return {
    subject: 'чат подключён',
    paragraphs: [
      `Чат подключён к Vitrina как сервис «${title}».`,
      'Сюда будут приходить заявки из форм на сайте.',
    ],
  };
}

export function testMessage(title: string): ContactMessage {
  return {
    subject: 'тестовое сообщение',
    paragraphs: [
      'Тестовое сообщение от Vitrina.',
      `Сервис «${title}» работает: заявки из форм на сайте будут приходить сюда.`,
    ],
  };
}

/**
 * Why a message did not arrive, as the merchant reads it beside the contact (a letter's reasons
 * are the outbox's `letterOutcome`).
 */
export const deliveryFailures = {
  contactDeleted: 'Сервис удалён',
  botBlocked: 'Бот не может писать в этот чат: его заблокировали или удалили из группы',
  telegramRefused: (reason: string) => `Telegram не принял сообщение: ${reason}`,
  telegramUnavailable: (reason: string) => `Telegram недоступен, отправим ещё раз: ${reason}`,
} as const;
