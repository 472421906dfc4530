import { consoleUrl, paths, VERIFY_MAIL_PARAM } from '@vitrina/contracts/console-paths';
import { composeLetter } from '../../infra/mailer/compose-letter';
import type { Letter } from '../../infra/mailer/mailer';

const IGNORE_IF_NOT_YOU = 'Если вы не запрашивали это письмо, просто проигнорируйте его.';

/** The profile screen opens its confirmation dialog for this link (spec §2.4). */
const verifyMailLink = (publicUrl: string, token: string) =>
  consoleUrl(publicUrl, paths.profile, {}, { [VERIFY_MAIL_PARAM]: token });

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
    link: consoleUrl(publicUrl, paths.passwordReset, { token }),
    notes: ['Пока вы не зададите новый пароль, действует прежний.', IGNORE_IF_NOT_YOU],
  });
}

export function signInLinkLetter(publicUrl: string, to: string, token: string): Letter {
  return composeLetter({
    purpose: 'sign-in-link',
    to,
    subject: 'кто-то пытался войти в ваш аккаунт',
    lead: [
      'Здравствуйте!',
      'Кто-то пытался войти в ваш аккаунт Vitrina и несколько раз ввёл неверный пароль, поэтому вход с новых устройств на время закрыт.',
      'Если это были вы, войдите по ссылке: она действует 1 час и срабатывает один раз. Браузер, в котором вы её откроете, Vitrina запомнит, и чужие попытки его вход больше не закроют.',
    ],
    action: 'Войти по ссылке',
    // The console's screen of this link asks for a press before it signs in.
    link: consoleUrl(publicUrl, paths.signInLink, { token }),
    notes: [
      'Если это были не вы, ничего делать не нужно: пароль не подошёл. Сомневаетесь в нём — смените его в профиле после входа.',
    ],
  });
}
