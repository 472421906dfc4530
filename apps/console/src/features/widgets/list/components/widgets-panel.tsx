import type { WidgetListItem } from '@vitrina/contracts/platform';
import { FailureAlert } from '../../../../shared/ui/failure-alert';
import { PageLoader } from '../../../../shared/ui/page-loader';
import { WIDGET_LIST_TEXTS as TEXTS } from '../widget-list-texts';
import { NewWidgetDialog } from './new-widget-dialog';
import { WidgetList } from './widget-list';

export interface WidgetsPanelProps {
  /** The list's read: its widgets once they have come. */
  list: { data?: WidgetListItem[]; isLoading: boolean; isError: boolean; error?: unknown };
  creating: boolean;
  onCreate: () => void;
  /** Closes the dialog, the widget created or not. */
  onCloseCreation: () => void;
}

/**
 * What the «Все виджеты» tab shows under the screen's buttons: the list, or where its read
 * stands, and the dialog that creates a widget. Loaded lazily by widgets-screen.tsx.
 */
export default function WidgetsPanel({
  list,
  creating,
  onCreate,
  onCloseCreation,
}: WidgetsPanelProps) {
  return (
    <>
      {list.isLoading && <PageLoader />}
      {list.isError && <FailureAlert message={TEXTS.loadFailed} error={list.error} />}
      {list.data && <WidgetList widgets={list.data} onCreate={onCreate} />}
      <NewWidgetDialog open={creating} onClose={onCloseCreation} />
    </>
  );
}
