// A published widget's YML feed (issue 31, «Экспорт»): the merchant's switch in the widget's
// integration tab, the address Yandex Market and marketplaces load the catalog from, and its texts.
import { z } from 'zod';

/** PUT platform/widget/{id}/feed/: on gives the feed an address (a new one after an off), off drops it. */
export const feedSwitchSchema = z.object({ enabled: z.boolean() });

/** The widget's feed as the merchant sees it: on with its address, or off with none. */
export const feedSettingsSchema = z.object({
  enabled: z.boolean(),
  /** The public address of the feed; null while it is off. */
  url: z.string().nullable(),
});

/** What the integration tab says of the feed. */
export const feedTexts = {
  title: 'YML-фид для Яндекс Маркета',
  switchLabel: 'Публиковать фид',
  addressLabel: 'Адрес фида',
  copy: 'Скопировать',
  copied: 'Адрес фида скопирован',
  explanation:
    'Адрес для загрузки каталога в Яндекс Маркет и маркетплейсы; обновляется при изменении товаров.',
  /** The feed answers only once the widget is published. */
  notPublished: 'Фид заработает, когда виджет будет опубликован.',
  loadFailed: 'Не удалось загрузить настройки фида',
  saveFailed: 'Не удалось изменить фид, попробуйте ещё раз',
} as const;

export type FeedSwitch = z.infer<typeof feedSwitchSchema>;
export type FeedSettings = z.infer<typeof feedSettingsSchema>;
