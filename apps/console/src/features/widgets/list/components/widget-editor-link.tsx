import Link from '@mui/material/Link';
import type { WidgetListItem } from '@vitrina/contracts/platform';
import { paths } from '@vitrina/contracts/console-paths';
import { generatePath, Link as RouterLink } from 'react-router';
import { WRAP_LONG_WORDS } from '../../../../shared/ui/long-words';

/** The widget's title, a link to its editor. */
export function WidgetEditorLink({ widget }: { widget: WidgetListItem }) {
  const to = generatePath(paths.widget, {
    siteId: String(widget.site.id),
    widgetId: String(widget.id),
  });
  return (
    <Link component={RouterLink} to={to} sx={WRAP_LONG_WORDS}>
      {widget.title}
    </Link>
  );
}
