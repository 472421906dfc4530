import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WidgetListItem } from '@vitrina/contracts/platform';
import { WIDGET_LIST_TEXTS as TEXTS } from '../widget-list-texts';

/** Whether visitors see the widget, and whether they see its latest edits. */
export function WidgetPublication({ widget }: { widget: WidgetListItem }) {
  const published = widget.published_at !== null;
  return (
    <Stack sx={{ alignItems: 'flex-start', gap: 0.5 }}>
      <Chip
        size="small"
        variant="outlined"
        color={published ? 'success' : 'default'}
        label={published ? TEXTS.published : TEXTS.notPublished}
      />
      {widget.has_unpublished_changes && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {TEXTS.unpublishedChanges}
        </Typography>
      )}
    </Stack>
  );
}
