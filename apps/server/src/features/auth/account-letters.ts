import { composeLetter } from '../../infra/mailer/compose-letter';
import type { Letter } from '../../infra/mailer/mailer';

const IGNORE_IF_NOT_YOU = 'Если вы не запрашивали это письмо, просто проигнорируйте его.';

/** The profile screen opens its confirmation dialog for this link (spec §2.4). */
const verifyMailLink = (publicUrl: string, token: string) =>
  `${publicUrl}/profile?verifyMail=${token}`;

export function emailConfirmationLetter(publicUrl: string, to: string, token: string): Letter {
  return composeLetter({
    purpose: 'email-confirmation',
    to,
    subject: 'подтвердите адрес электронной почты',
    lead: [
      'Здравствуйте!',
      'Этот адрес указан в аккаунте Vitrina. Подтвердите, что он ваш, — ссылка действует 24 часа.',
    ],
    action: 'Подтвердить email',
    link: verifyMailLink(publicUrl, token),
    notes: [IGNORE_IF_NOT_YOU],
  });
}

export function emailChangeLetter(publicUrl: string, to: string, token: string): Letter {
  return composeLetter({
    purpose: 'email-change',
    to,
    subject: 'подтвердите новый адрес электронной почты',
    lead: [
      'Здравствуйте!',
      'В профиле Vitrina этот адрес указан как новый. Он заменит прежний, когда вы подтвердите его; ссылка действует 24 часа.',
    ],
    action: 'Подтвердить новый email',
    link: verifyMailLink(publicUrl, token),
    notes: ['До подтверждения для входа служит прежний адрес.', IGNORE_IF_NOT_YOU],
  });
}

export function passwordResetLetter(publicUrl: string, to: string, token: string): Letter {
  return composeLetter({
    purpose: 'password-reset',
    to,
    subject: 'восстановление пароля',
    lead: [
      'Здравствуйте!',
      'Мы получили запрос на восстановление пароля к аккаунту Vitrina. Задать новый пароль можно по ссылке: она действует 1 час и срабатывает один раз.',
    ],
    action: 'Задать новый пароль',
    link: `${publicUrl}/password/reset/${token}`,
    notes: ['Пока вы не зададите новый пароль, действует прежний.', IGNORE_IF_NOT_YOU],
  });
}
