import type { InlineKeyboardMarkup } from 'grammy/types';
import type { InlineButton } from './telegram';

/** Rows of buttons as the Bot API's `reply_markup`; none at all leaves no keyboard. */
export function inlineKeyboard(buttons: InlineButton[][]): InlineKeyboardMarkup {
  return {
    inline_keyboard: buttons.map((row) =>
      row.map(({ text, data }) => ({ text, callback_data: data })),
    ),
  };
}
