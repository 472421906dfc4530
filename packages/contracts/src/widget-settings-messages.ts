// The refusals of a widget's behaviour settings (widgetStyleSchema's policy_url and
// confirmation_text). A module of their own: the schema's chunks carry these two, not the editor's
// labels, and every first load's `messages` carries neither.
import { WIDGET_STYLE_LIMITS } from './widget-style';

export const widgetSettingsMessages = {
  policyUrlInvalid: 'Укажите адрес страницы политики, начиная с https://',
  confirmationTextTooLong: `Текст после заявки не может быть длиннее ${WIDGET_STYLE_LIMITS.confirmationTextMaxLength} символов`,
} as const;
