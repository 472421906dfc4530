import { messages } from '@vitrina/contracts/messages';
import type { Widget } from '@vitrina/contracts/platform';
import type { WidgetStyle } from '@vitrina/contracts/widget-style';
import { refusalOfField } from '../../../shared/api/payment-connection';
import { serverDetailOf } from '../../../shared/api/server-detail';
import { showToast } from '../../../shared/ui/toasts/show-toast';
import { useSetWidgetStyleMutation } from '../api/widgets-api';
import { savedStyleOf } from './style-parts';

/** Where a refusal of one of the saved fields is shown: at the field itself. */
export type ShowRefusal<Part> = (field: keyof Part & string, message: string) => void;

/**
 * Saves one tab's part of the widget's settings. The call replaces them all, so it sends every
 * saved one with the part changed (decision 78). Saved, a toast says `done`; refused, the fields
 * the server names show why, and any other refusal goes to a toast.
 */
export function useSaveStyle<Part extends Partial<WidgetStyle>>(widget: Widget, done: string) {
  const [save, { isLoading }] = useSetWidgetStyleMutation();

  async function savePart(part: Part, showRefusal: ShowRefusal<Part>) {
    const { error } = await save({ widgetId: widget.id, ...savedStyleOf(widget), ...part });
    if (!error) {
      void showToast(done, { variant: 'success' });
      return;
    }
    const refused = (Object.keys(part) as (keyof Part & string)[]).flatMap((field) => {
      const message = refusalOfField(error, field);
      return message ? [{ field, message }] : [];
    });
    for (const { field, message } of refused) showRefusal(field, message);
    if (refused.length === 0) {
      void showToast(serverDetailOf(error) ?? messages.widget.saveFailed, { variant: 'error' });
    }
  }

  return { savePart, isSaving: isLoading };
}
