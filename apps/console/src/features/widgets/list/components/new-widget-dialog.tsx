import { deferUntilOpen } from '../../../../shared/ui/deferred-until-open';

/**
 * «Новый виджет»: asks for the site, then the title, creates the widget and opens its editor.
 * Its form loads when the browser is idle, not with the page (decision 0072).
 */
export const NewWidgetDialog = deferUntilOpen(
  () => import('./new-widget-dialog-content'),
  ({ open }) => open,
);
