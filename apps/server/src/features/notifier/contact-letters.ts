import { consoleUrl, paths, VERIFY_MAIL_PARAM } from '@vitrina/contracts/console-paths';
import { composeLetter } from '../../infra/mailer/compose-letter';
import type { Letter } from '../../infra/mailer/mailer';
import type { ContactMessage } from './contact-messages';

/** The settings page opens its confirmation dialog for this link (spec §2.9). */
const verifyMailLink = (publicUrl: string, token: string) =>
  consoleUrl(publicUrl, paths.settings, {}, { [VERIFY_MAIL_PARAM]: token });

const AVOID_SPAM =
  'Добавьте адрес отправителя в адресную книгу, чтобы заявки не попадали в папку «Спам».';

export function contactConfirmationLetter(publicUrl: string, to: string, token: string): Letter {
  return composeLetter({
    purpose: 'contact-confirmation',
    to,
    subject: 'подтвердите адрес для приёма заявок',
    lead: [
      'Здравствуйте!',
      'Этот адрес указан в Vitrina для приёма заявок из форм на сайте. Подтвердите его, и заявки начнут приходить сюда; ссылка действует 48 часов.',
    ],
    action: 'Подтвердить адрес',
    link: verifyMailLink(publicUrl, token),
    notes: [
      AVOID_SPAM,
      'Если вы не ждали этого письма, просто проигнорируйте его: без подтверждения заявки сюда не придут.',
    ],
  });
}

/** A message through an e-mail contact; `messageId` keeps a repeated delivery one letter. */
export function contactLetter(
  publicUrl: string,
  to: string,
  { subject, paragraphs, action, replyTo }: ContactMessage,
  messageId: string,
): Letter {
  const letter = composeLetter({
    purpose: 'contact-message',
    to,
    subject,
    lead: paragraphs,
    action: action?.label ?? 'Открыть сервисы',
    link: action?.link ?? consoleUrl(publicUrl, paths.settings, {}),
    notes: [AVOID_SPAM],
  });
  return { ...letter, messageId, ...(replyTo && { replyTo }) };
}
