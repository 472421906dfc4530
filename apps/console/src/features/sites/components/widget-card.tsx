import Chip from '@mui/material/Chip';
import { WIDGET_TYPE_LABELS } from '@vitrina/contracts/enums';
import type { Widget } from '@vitrina/contracts/platform';
import { useState } from 'react';
import { generatePath } from 'react-router';
import { paths } from '@vitrina/contracts/console-paths';
import { useDeleteWidgetMutation } from '../api/sites-api';
import { EntityCard } from './entity-card';
import { useRefusal } from '../../../shared/shop/use-refusal';
import { deferUntilOpen } from '../../../shared/ui/deferred-until-open';

// Its form and the delete popup load when the browser idles and show at the first opening
// (decision 0072).
const EditWidgetDialog = deferUntilOpen(
  () => import('./edit-widget-dialog').then((module) => ({ default: module.EditWidgetDialog })),
  ({ open }) => open,
);
const ConfirmDelete = deferUntilOpen(
  () => import('./confirm-delete').then((module) => ({ default: module.ConfirmDelete })),
  ({ open }) => open,
);

export function WidgetCard({ widget }: { widget: Widget }) {
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const close = () => setOpen(null);
  const writeRefusal = useRefusal('widgets.write');
  const [deleteWidget, { isLoading }] = useDeleteWidgetMutation();
  const siteId = widget.site_id;

  return (
    <>
      <EntityCard
        headingId={`widget-${widget.id}-title`}
        title={widget.title}
        description={widget.description}
        to={generatePath(paths.widget, { siteId: String(siteId), widgetId: String(widget.id) })}
        menuLabel={`Действия с виджетом «${widget.title}»`}
        onEdit={() => setOpen('edit')}
        onDelete={() => setOpen('delete')}
        writeRefusal={writeRefusal}
      >
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={WIDGET_TYPE_LABELS[widget.type_widget]}
        />
      </EntityCard>
      <EditWidgetDialog open={open === 'edit'} onClose={close} widget={widget} />
      <ConfirmDelete
        open={open === 'delete'}
        onClose={close}
        kind="Виджет"
        title={widget.title}
        remove={() => deleteWidget({ id: widget.id, siteId })}
        pending={isLoading}
      />
    </>
  );
}
