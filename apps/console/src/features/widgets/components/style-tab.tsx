import DesktopIcon from '@mui/icons-material/DesktopWindowsOutlined';
import MobileIcon from '@mui/icons-material/PhoneIphoneOutlined';
import TabletIcon from '@mui/icons-material/TabletMacOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Widget } from '@vitrina/contracts/platform';
import { StyleForm, useStyleForm } from './style-form';
import { WidgetPreview } from './widget-preview';

// The spec keeps the device buttons inert: the preview does not resize yet.
const DEVICES = [
  { label: 'Компьютер', Icon: DesktopIcon },
  { label: 'Планшет', Icon: TabletIcon },
  { label: 'Телефон', Icon: MobileIcon },
];

/** The showcase's style settings, and a preview: the widget as buyers will see it, live. */
export function StyleTab({ widget }: { widget: Widget }) {
  const form = useStyleForm(widget);
  return (
    <Stack sx={{ gap: 2 }}>
      <StyleForm widgetId={widget.id} form={form} />
      <Stack direction="row" role="toolbar" aria-label="Размер экрана" sx={{ gap: 1 }}>
        {DEVICES.map(({ label, Icon }) => (
          <IconButton key={label} aria-label={label}>
            <Icon />
          </IconButton>
        ))}
      </Stack>
      <WidgetPreview widgetId={widget.id} control={form.control} />
    </Stack>
  );
}
