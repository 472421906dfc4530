// The texts of refused platform saves. The site page saves widgets in its dialogs and the widget
// editor saves their content, so both features read them from here.
import { messages } from '@vitrina/contracts/messages';
import { serverDetailOf } from './server-detail';

const statusOf = (error: unknown) => (error as { status?: unknown } | undefined)?.status;

/** What a refused site or domain save tells the merchant (spec §8). */
export function siteSaveFailure(error: unknown): string {
  const status = statusOf(error);
  if (status === 400) return messages.site.domainTaken;
  if (status === 422) return messages.site.domainInvalid;
  return messages.site.saveFailed;
}

/** What a refused widget save tells the merchant (spec §8): the server's own words for bad input. */
export function widgetSaveFailure(error: unknown): string {
  const status = statusOf(error);
  if (status === 400 || status === 422) {
    return serverDetailOf(error) ?? messages.widget.invalidInput;
  }
  return messages.widget.saveFailed;
}
