import { describe, expect, it } from 'vitest';
import { messages } from './messages';

describe('texts quoted by the spec, character for character', () => {
  it.each([
    [messages.email.invalid, 'Некорректный email'],
    [messages.page.notFound, 'Страница не найдена'],
    [messages.session.tokensMismatch, 'Токены не совпадают!'],
    [messages.auth.loginFailed, 'Ошибка входа. Проверьте email и пароль.'],
    [messages.auth.recoveryFailed, 'Ошибка при отправке запроса. Попробуйте снова.'],
    [messages.auth.resetPasswordSent, 'Reset password sent'],
    [messages.auth.recoverySent, 'Письмо успешно отправлено на почту'],
    [messages.auth.resetFailed, 'Ошибка при сбросе пароля'],
    [messages.auth.passwordChanged, 'Пароль успешно изменён'],
    [messages.profile.nameRequired, 'Имя не может быть пустым'],
    [messages.profile.updateFailed, 'Ошибка при обновлении профиля'],
    [messages.profile.emailRequired, 'Email не может быть пустым'],
    [messages.profile.emailInvalid, 'Введите корректный email'],
    [messages.profile.emailUpdateFailed, 'Ошибка при обновлении email'],
    [messages.profile.passwordRequired, 'Пароль не может быть пустым'],
    [messages.profile.passwordUpdateFailed, 'Ошибка при обновлении пароля'],
    [messages.profile.emailVerifyFailed, 'Ошибка при подтверждении.'],
    [messages.profile.emailVerified, 'Email успешно подтвержден!'],
    [messages.site.titleRequired, 'Название площадки не может быть пустым'],
    [messages.site.linkRequired, 'Ссылка на площадку не может быть пустой'],
    [messages.site.editTitleRequired, 'Название не может быть пустым'],
    [messages.site.editLinkRequired, 'Ссылка не может быть пустой'],
    [messages.site.domainTaken, 'Домен уже зарегистрирован'],
    [messages.site.domainInvalid, 'Недопустимый формат домена'],
    [messages.site.saveFailed, 'Произошла ошибка при сохранении'],
    [messages.domain.verifyFailed, 'Произошла ошибка'],
    [messages.domain.verified, 'Действие выполнено успешно'],
    [messages.widget.titleRequired, 'Название виджета не может быть пустым'],
    [messages.widget.editTitleRequired, 'Название не может быть пустым'],
    [messages.widget.siteIdMissing, 'Не передан siteId'],
    [messages.widget.invalidInput, 'Ошибка при сохранении'],
    [messages.widget.saveFailed, 'Произошла ошибка при сохранении'],
    [messages.widget.codeCopied, 'Код скопирован!'],
    [messages.collection.titleTooShort, 'Название не может быть пустым и менее 3х символов'],
    [messages.collection.created, 'Коллекция создана'],
    [messages.collection.updateFailed, 'Не удалось обновить коллекцию'],
    [messages.product.titleRequired, 'Поле не может быть пустым'],
    [messages.product.titleTooLong, 'Название не может быть длиннее 255 символов'],
    [messages.product.skuTooLong, 'Максимальная длина артикула 255 символов'],
    [messages.product.descriptionTooLong, 'Максимальная длина описания 1000 символов'],
    [messages.product.textTooLong, 'Максимальная длина текста 10.000 символов'],
    [messages.product.discountPercentTooHigh, 'Максимальная скидка 100%'],
    [messages.product.createFailed, 'Не удалось создать товар'],
    [messages.product.loadFailed, 'Ошибка при загрузке данных!'],
    [messages.product.imagesOnly, 'Пожалуйста, загрузите изображения.'],
    [messages.characteristic.deleted, 'Характеристика удалена'],
    [messages.characteristic.deleteFailed, 'Ошибка при удалении характеристики'],
    [messages.notifier.titleTooShort, 'Название должно содержать минимум 3 символа.'],
    [messages.notifier.apiKeyInvalid, 'Введите корректный API ключ.'],
    [messages.notifier.emailInvalid, 'Введите корректный email.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('error details of the API', () => {
  it.each([
    [messages.http.malformedJson, 'Некорректный JSON в теле запроса'],
    [messages.http.notFound, 'Не найдено'],
    [messages.http.unsupportedMediaType, 'Неподдерживаемый тип содержимого'],
    [messages.http.validationFailed, 'Ошибка валидации'],
    [messages.http.internalError, 'Внутренняя ошибка сервера'],
    [messages.session.unauthorized, 'Требуется авторизация'],
    [messages.http.valueRefused, 'Запрос содержит недопустимое значение'],
    [messages.text.forbiddenCharacter, 'Текст содержит недопустимый символ'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('maximum fixed discount names the price', () => {
  it.each([
    [100, 'Максимальная скидка 100₽'],
    [1500, 'Максимальная скидка 1500₽'],
    [99.5, 'Максимальная скидка 99.5₽'],
  ])('price %s', (price, expected) => {
    expect(messages.product.discountRublesTooHigh(price)).toBe(expected);
  });
});

function textsOf(group: object, path = 'messages'): [string, string][] {
  return Object.entries(group).flatMap(([key, value]): [string, string][] => {
    if (typeof value === 'string') return [[`${path}.${key}`, value]];
    if (typeof value === 'function') return [[`${path}.${key}`, String(value(1))]];
    return textsOf(value as object, `${path}.${key}`);
  });
}

describe.each(textsOf(messages))('%s', (_path, text) => {
  it('has no surrounding whitespace', () => {
    expect(text).toBe(text.trim());
  });

  // A Latin look-alike inside a Russian word (о, с, е, р) would break exact-text checks.
  it('mixes no Latin and Cyrillic letters inside one word', () => {
    const mixedWords = text
      .split(/[^\p{L}]+/u)
      .filter((word) => /\p{Script=Latin}/u.test(word) && /\p{Script=Cyrillic}/u.test(word));
    expect(mixedWords).toEqual([]);
  });
});

describe('photo details name the file and the configured limit in Russian', () => {
  it.each([
    [messages.photo.tooManyFiles(10), 'За один раз можно загрузить не больше 10 файлов'],
    [messages.photo.tooManyFiles(1), 'За один раз можно загрузить не больше 1 файла'],
    [messages.photo.tooManyPhotos(30), 'У товара может быть не больше 30 фотографий'],
    [messages.photo.tooManyPhotos(21), 'У товара может быть не больше 21 фотографии'],
    [
      messages.photo.tooManyPixels('cat.png', 40),
      'Изображение «cat.png» слишком большое: допускается не больше 40 мегапикселей',
    ],
    [messages.photo.fileTooLarge('cat.jpg', 15), 'Файл «cat.jpg» больше 15 МБ'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
