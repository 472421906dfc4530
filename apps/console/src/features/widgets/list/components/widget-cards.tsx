import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WidgetListItem } from '@vitrina/contracts/platform';
import type { ReactNode } from 'react';
import { CardGrid } from '../../../../shared/ui/card-grid';
import { formatCount } from '../../../../shared/ui/format-count';
import { WRAP_LONG_WORDS } from '../../../../shared/ui/long-words';
import { WIDGET_LIST_TEXTS as TEXTS } from '../widget-list-texts';
import { WidgetEditorLink } from './widget-editor-link';
import { WidgetLastOrder } from './widget-last-order';
import { WidgetPublication } from './widget-publication';

const { columns } = TEXTS;

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, textAlign: 'right' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** The list on a phone: a card a widget, its title a link to the editor. */
export function WidgetCards({ widgets }: { widgets: readonly WidgetListItem[] }) {
  return (
    <CardGrid label={TEXTS.listLabel}>
      {widgets.map((widget) => (
        <Card
          key={widget.id}
          component="li"
          variant="outlined"
          aria-labelledby={`widget-list-${widget.id}`}
        >
          <CardContent component={Stack} sx={{ gap: 1.5 }}>
            <div>
              <Typography id={`widget-list-${widget.id}`} variant="h6" component="h2">
                <WidgetEditorLink widget={widget} />
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', ...WRAP_LONG_WORDS }}>
                {columns.site}: {widget.site.title}
              </Typography>
            </div>
            <WidgetPublication widget={widget} />
            <Stack component="dl" sx={{ gap: 0.5, m: 0 }}>
              <Figure label={columns.lastOrder}>
                <WidgetLastOrder widget={widget} />
              </Figure>
              <Figure label={columns.weekViews}>{formatCount(widget.week_views)}</Figure>
            </Stack>
          </CardContent>
        </Card>
      ))}
    </CardGrid>
  );
}
