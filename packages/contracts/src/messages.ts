// User-visible texts of errors, validation and toasts, word for word as spec §2, §5 and §8
// write them, grouped by feature. Plain values (no zod) so the widget can import them.

import {
  CHARACTERISTIC_LIMITS,
  NOTIFIER_LIMITS,
  ORDER_LIMITS,
  VERIFICATION_FETCH_LIMITS,
} from './limits';
import { orderMessages } from './order-messages';
import { pluralRu } from './plural';
import { sessionMessages } from './session-messages';
import { teamMessages } from './team-messages';
import { WIDGET_STYLE_LIMITS } from './widget-style';

const TITLE_REQUIRED = 'Название не может быть пустым';
const SAVE_FAILED = 'Произошла ошибка при сохранении';
const VERIFY_TOKEN_INVALID = 'Ссылка подтверждения недействительна или устарела';

export const messages = {
  /** Error details of the HTTP API that no feature owns. */
  http: {
    malformedJson: 'Некорректный JSON в теле запроса',
    notFound: 'Не найдено',
    unsupportedMediaType: 'Неподдерживаемый тип содержимого',
    validationFailed: 'Ошибка валидации',
    bodyTooLarge: 'Слишком большое тело запроса',
    malformedUrl: 'Некорректный адрес запроса',
    internalError: 'Внутренняя ошибка сервера',
    /** 422 of a value the database refused that no payload rule caught. */
    valueRefused: 'Запрос содержит недопустимое значение',
  },
  /** Rules every text field of a payload shares. */
  text: {
    /** U+0000, which PostgreSQL cannot store in text. */
    forbiddenCharacter: 'Текст содержит недопустимый символ',
  },
  email: {
    /** Held by the order texts, which the widget bundles without the rest of `messages`. */
    invalid: orderMessages.emailInvalid,
  },
  page: {
    notFound: 'Страница не найдена',
  },
  session: sessionMessages,
  auth: {
    loginFailed: 'Ошибка входа. Проверьте email и пароль.',
    recoveryFailed: 'Ошибка при отправке запроса. Попробуйте снова.',
    /** Server message of a successful POST /password/reset; the console checks for it. */
    resetPasswordSent: 'Reset password sent',
    recoverySent: 'Письмо успешно отправлено на почту',
    resetFailed: 'Ошибка при сбросе пароля',
    passwordChanged: 'Пароль успешно изменён',
    /** Server details of refused account calls. */
    invalidCredentials: 'Неверный email или пароль',
    emailTaken: 'Пользователь с таким email уже зарегистрирован',
    passwordTooShort: 'Пароль должен содержать не менее 8 символов',
    passwordTooLong: 'Пароль не может быть длиннее 128 символов',
    passwordsMismatch: 'Пароли не совпадают',
    resetTokenInvalid: 'Ссылка для сброса пароля недействительна или устарела',
    verifyTokenInvalid: VERIFY_TOKEN_INVALID,
    tooManyAttempts: 'Слишком много попыток. Попробуйте позже.',
    /** 429 of a sign-in to an account locked by failed sign-ins; its owner gets a link (decision 52). */
    lockedOut:
      'Слишком много неудачных попыток входа. Если это ваш аккаунт, войдите по ссылке из письма, которое мы отправили на его адрес.',
    signInLinkInvalid: 'Ссылка для входа недействительна или устарела',
    /** The console's text when a sign-in by a letter's link fails. */
    signInLinkFailed: 'Не удалось войти по ссылке.',
    /** 403 of a sign-in, sign-up, refresh or sign-out sent by a page of another site. */
    crossSiteRefused: 'Запрос с другого сайта отклонён',
    /** The console's text when the e-mail check of the first sign-in step fails. */
    emailCheckFailed: 'Не удалось проверить email. Попробуйте снова.',
  },
  profile: {
    nameRequired: 'Имя не может быть пустым',
    updateFailed: 'Ошибка при обновлении профиля',
    emailRequired: 'Email не может быть пустым',
    emailInvalid: 'Введите корректный email',
    emailUpdateFailed: 'Ошибка при обновлении email',
    passwordRequired: 'Пароль не может быть пустым',
    passwordUpdateFailed: 'Ошибка при обновлении пароля',
    emailVerifyFailed: 'Ошибка при подтверждении.',
    emailVerified: 'Email успешно подтвержден!',
    /** Server details of refused profile calls. */
    wrongCurrentPassword: 'Неверный текущий пароль',
    nameTooLong: 'Имя не может быть длиннее 100 символов',
    birthDateInvalid: 'Некорректная дата рождения',
    /** The console's text when the profile cannot be loaded. */
    loadFailed: 'Не удалось загрузить профиль. Обновите страницу.',
  },
  site: {
    titleRequired: 'Название площадки не может быть пустым',
    linkRequired: 'Ссылка на площадку не может быть пустой',
    editTitleRequired: TITLE_REQUIRED,
    editLinkRequired: 'Ссылка не может быть пустой',
    /** 400 on create or edit. */
    domainTaken: 'Домен уже зарегистрирован',
    /** 422 on create or edit. */
    domainInvalid: 'Недопустимый формат домена',
    saveFailed: SAVE_FAILED,
    deleted: 'Площадка удалена',
  },
  domain: {
    verifyFailed: 'Произошла ошибка',
    verified: 'Действие выполнено успешно',
  },
  /** Server details of a refused ownership check (POST platform/domain/{id}/verify/). */
  verification: {
    linkInvalid: 'Введите корректную ссылку на страницу сайта',
    schemeNotAllowed: 'Ссылка должна начинаться с http:// или https://',
    portNotAllowed: 'Страница должна открываться без указания порта (80 или 443)',
    hostMismatch: 'Страница должна находиться на подтверждаемом домене',
    addressNotAllowed: 'Адрес страницы недоступен для проверки: он ведёт во внутреннюю сеть',
    unreachable: 'Не удалось открыть страницу. Проверьте ссылку и доступность сайта',
    timeout: `Страница не ответила за ${VERIFICATION_FETCH_LIMITS.timeoutMs / 1000} секунд`,
    tooManyRedirects: `Слишком много перенаправлений: допускается не больше ${VERIFICATION_FETCH_LIMITS.maxRedirects}`,
    httpError: (status: number) => `Страница ответила с ошибкой ${status}`,
    tooLarge: `Страница слишком большая: допускается не больше ${VERIFICATION_FETCH_LIMITS.maxBodyBytes / 1024 / 1024} МБ`,
    codeNotFound: 'Код подтверждения не найден на странице',
  },
  /** Server details shared by sites and widgets. */
  platform: {
    titleTooLong: 'Название не может быть длиннее 255 символов',
    descriptionTooLong: 'Максимальная длина описания 1000 символов',
  },
  widget: {
    titleRequired: 'Название виджета не может быть пустым',
    editTitleRequired: TITLE_REQUIRED,
    siteIdMissing: 'Не передан siteId',
    /** Fallback of a 400 or 422 without a server detail. */
    invalidInput: 'Ошибка при сохранении',
    saveFailed: SAVE_FAILED,
    codeCopied: 'Код скопирован!',
    deleted: 'Виджет удалён',
    /** A showcase content id that is none of the merchant's collections or categories. */
    contentNotFound: 'Коллекция или категория не найдена',
    accentColorInvalid: 'Цвет задаётся в формате #rrggbb',
    buttonTextRequired: 'Текст кнопки не может быть пустым',
    buttonTextTooLong: `Текст кнопки не может быть длиннее ${WIDGET_STYLE_LIMITS.buttonTextMaxLength} символов`,
    /** A contacts_id that is none of the merchant's confirmed contacts. */
    contactNotFound: 'Сервис не найден или не подтверждён',
    published: 'Виджет опубликован',
    unpublished: 'Публикация снята',
  },
  installCheck: {
    /** The link's host is none of the confirmed domains of the widget's site. */
    hostNotConfirmed: 'Страница должна находиться на подтверждённом домене площадки виджета',
    installed: 'Виджет установлен: скрипт и контейнер найдены на странице',
    nothingFound: 'На странице не найдены ни скрипт, ни контейнер виджета',
    scriptMissing: 'На странице не найден скрипт виджета: добавьте его в <head>',
    containerMissing: (tagDiv: string) =>
      `На странице не найден контейнер виджета: добавьте <div id="${tagDiv}"></div>`,
  },
  order: orderMessages,
  team: teamMessages,
  /** The merchant's work with orders: statuses, notes, the list's filters, deliveries. */
  orders: {
    statusMoveRefused: (from: string, to: string) =>
      `Заявку со статусом «${from}» нельзя перевести в статус «${to}»`,
    noteTooLong: `Заметка не может быть длиннее ${ORDER_LIMITS.noteMaxLength} символов`,
    nothingToChange: 'Укажите новый статус или заметку',
    searchTooLong: `Поисковый запрос не может быть длиннее ${ORDER_LIMITS.searchMaxLength} символов`,
    dateInvalid: 'Укажите дату в формате ГГГГ-ММ-ДД',
    periodReversed: 'Начало периода не может быть позже его конца',
    /** Only a message that will not be tried again may be sent again. */
    deliveryNotFailed: 'Отправить повторно можно только недоставленное сообщение',
  },
  /** The merchant's funnel analytics. */
  analytics: {
    periodTooLong: 'Период не может быть длиннее года',
  },
  collection: {
    titleTooShort: 'Название не может быть пустым и менее 3х символов',
    created: 'Коллекция создана',
    updateFailed: 'Не удалось обновить коллекцию',
    descriptionTooLong: 'Максимальная длина описания 1000 символов',
    deleted: 'Коллекция удалена',
  },
  category: {
    titleRequired: TITLE_REQUIRED,
    titleTooLong: 'Название не может быть длиннее 255 символов',
    /** Server details of refused tree changes. */
    parentInOtherCollection: 'Родительская категория должна быть в той же коллекции',
    parentIsDescendant: 'Категорию нельзя вложить в саму себя или в её подкатегорию',
    deleted: 'Категория удалена',
  },
  product: {
    titleRequired: 'Поле не может быть пустым',
    titleTooLong: 'Название не может быть длиннее 255 символов',
    skuTooLong: 'Максимальная длина артикула 255 символов',
    descriptionTooLong: 'Максимальная длина описания 1000 символов',
    textTooLong: 'Максимальная длина текста 10.000 символов',
    discountPercentTooHigh: 'Максимальная скидка 100%',
    /** A fixed discount may not exceed the price, written as the plain number. */
    discountRublesTooHigh: (price: number) => `Максимальная скидка ${price}₽`,
    createFailed: 'Не удалось создать товар',
    loadFailed: 'Ошибка при загрузке данных!',
    imagesOnly: 'Пожалуйста, загрузите изображения.',
    priceNegative: 'Цена не может быть отрицательной',
    priceTooHigh: 'Максимальная цена 1000000000₽',
    discountNegative: 'Скидка не может быть отрицательной',
    quantityInvalid: 'Количество должно быть целым неотрицательным числом',
    /** A categories_id entry that is not a category of the product's collection. */
    categoryNotInCollection: 'Категория не найдена в коллекции товара',
    deleted: 'Товар удалён',
  },
  /** Details of the product rows call's bad queries. */
  productRows: {
    scopeRequired: 'Укажите коллекцию или категорию',
    searchTooLong: 'Поисковый запрос не может быть длиннее 100 символов',
    tooManyIds: 'Не больше 100 коллекций и категорий в одном запросе',
    /** 422: `after` is not the `next` of an earlier page. */
    badCursor: 'Неверная отметка страницы: начните список с первой страницы',
  },
  /** Server details of product photo calls; `file` is the uploaded file's name. */
  photo: {
    /** 415: the body is not multipart/form-data. */
    notMultipart: 'Изображения загружаются в теле multipart/form-data, в поле file_content',
    /** A file part under another field name. */
    wrongField: 'Изображения передаются в поле file_content',
    noFiles: 'Выберите хотя бы одно изображение',
    /** 415: the file's bytes are of no accepted image format, whatever its name says. */
    notAnImage: (file: string) =>
      `Файл «${file}» не является изображением JPEG, PNG, WebP, GIF, AVIF или HEIC`,
    /** 415: HEIC recognised, but the server's image library cannot decode it. */
    heicUnsupported: (file: string) =>
      `Файл «${file}» в формате HEIC: сервер его не читает, сохраните фото в JPEG`,
    /** 422: an image of an accepted format that cannot be decoded (truncated, damaged). */
    damaged: (file: string) => `Файл «${file}» повреждён и не читается как изображение`,
    tooManyPixels: (file: string, megapixels: number) =>
      `Изображение «${file}» слишком большое: допускается не больше ${megapixels} ${pluralRu(megapixels, ['мегапикселя', 'мегапикселей', 'мегапикселей'])}`,
    /** 413. */
    fileTooLarge: (file: string, megabytes: number) => `Файл «${file}» больше ${megabytes} МБ`,
    /** 413. */
    tooManyFiles: (max: number) =>
      `За один раз можно загрузить не больше ${max} ${pluralRu(max, ['файла', 'файлов', 'файлов'])}`,
    /** 413: fields or parts beyond what an upload needs. */
    tooManyParts: 'Слишком много полей в запросе',
    /** 400: a body that is not well-formed multipart (cut short, unclosed, a part unnamed). */
    malformedBody:
      'Тело запроса не читается как multipart/form-data: отправьте изображения ещё раз',
    tooManyPhotos: (max: number) =>
      `У товара может быть не больше ${max} ${pluralRu(max, ['фотографии', 'фотографий', 'фотографий'])}`,
    /** 422: photos_id must list every photo of the product, each once. */
    orderMismatch: 'Порядок фотографий должен перечислять все фотографии товара, каждую один раз',
    deleted: 'Фотография удалена',
  },
  characteristic: {
    deleted: 'Характеристика удалена',
    deleteFailed: 'Ошибка при удалении характеристики',
    /** Server details of refused characteristic calls; the console's dialogs prevent most. */
    titleRequired: 'Название характеристики не может быть пустым',
    titleTooLong: `Название характеристики не может быть длиннее ${CHARACTERISTIC_LIMITS.titleMaxLength} символов`,
    valuesRequired: 'Добавьте хотя бы одно значение',
    valueTooLong: `Значение не может быть длиннее ${CHARACTERISTIC_LIMITS.valueMaxLength} символов`,
    tooManyValues: `У характеристики может быть не больше ${CHARACTERISTIC_LIMITS.valuesMax} значений`,
    /** An edit naming the same value twice (case-insensitive, after trimming). */
    valueRepeated: (value: string) => `Значение «${value}» указано дважды`,
    /** A value id that is not one of this characteristic's values. */
    valueNotFound: 'Значение не найдено у этой характеристики',
    tooManyOnProduct: `У товара может быть не больше ${CHARACTERISTIC_LIMITS.perProductMax} характеристик`,
    mainValuesRequired: 'Выберите хотя бы одно основное значение',
    /** Main values of a characteristic the product does not have. */
    notOnProduct: 'Характеристика не добавлена к товару',
    /** The main values of several characteristics naming one of them twice. */
    repeatedOnProduct: 'Характеристика указана дважды',
  },

  notifier: {
    titleTooShort: 'Название должно содержать минимум 3 символа.',
    apiKeyInvalid: 'Введите корректный API ключ.',
    emailInvalid: 'Введите корректный email.',
    /** Server details of refused contact calls. */
    titleTooLong: `Название не может быть длиннее ${NOTIFIER_LIMITS.titleMaxLength} символов`,
    descriptionTooLong: `Максимальная длина описания ${NOTIFIER_LIMITS.descriptionMaxLength} символов`,
    apiKeyUnknown: 'Ключ не найден. Отправьте боту /start и скопируйте новый ключ.',
    apiKeyClaimed: 'Этот ключ уже использован. Отправьте боту /start, чтобы получить новый.',
    /** A chat that already delivers this merchant's forms. */
    chatAlreadyConnected: 'Этот чат Telegram уже подключён к вашим сервисам',
    /** An e-mail contact of this address the merchant already has. */
    emailAlreadyConnected: 'Этот адрес уже подключён к вашим сервисам',
    verifyTokenInvalid: VERIFY_TOKEN_INVALID,
    /** A test message through a contact that cannot receive one yet. */
    notConfirmed: 'Сервис не подтверждён',
    telegramNotConfigured: 'Приём заявок в Telegram на этом сервере не настроен.',
    deleted: 'Сервис удалён',
    testQueued: 'Тестовое сообщение поставлено в очередь',
  },
} as const;
