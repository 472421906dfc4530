import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Site } from '@vitrina/contracts/platform';

const ALL_WIDGETS = '';

interface WidgetFilterProps {
  sites: readonly Site[];
  widget: number | undefined;
  onChange: (widget: string) => void;
}

/** «Все виджеты» or one of the merchant's widgets, named with its site. */
export function WidgetFilter({ sites, widget, onChange }: WidgetFilterProps) {
  const widgets = sites.flatMap((site) =>
    (site.widgets ?? []).map((item) => ({ id: item.id, name: `${item.title} — ${site.title}` })),
  );
  return (
    <TextField
      select
      size="small"
      label="Виджет"
      // A widget since deleted, or another merchant's, reads as none chosen: its figures are zero.
      value={widgets.some(({ id }) => id === widget) ? widget : ALL_WIDGETS}
      onChange={(event) => onChange(event.target.value)}
      // «Все виджеты» is a choice of its own, shown as one though its value is empty.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 220 }}
    >
      <MenuItem value={ALL_WIDGETS}>Все виджеты</MenuItem>
      {widgets.map(({ id, name }) => (
        <MenuItem key={id} value={id}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
