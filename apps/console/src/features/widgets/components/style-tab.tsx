import Stack from '@mui/material/Stack';
import type { Widget } from '@vitrina/contracts/platform';
import { useState } from 'react';
import { WritableWith } from '../../../shared/shop/writable-with';
import { DeviceFrame } from './device-frame';
import { PREVIEW_DEVICES, PreviewDevices } from './preview-devices';
import { StyleForm, useStyleForm } from './style-form';
import { WidgetPreview } from './widget-preview';

/**
 * The showcase's look, and a preview: the widget as buyers will see it, live, on the screen
 * chosen. A member who may not change the widget may still look at it on each screen.
 */
export function StyleTab({ widget }: { widget: Widget }) {
  const form = useStyleForm(widget);
  const [device, setDevice] = useState<(typeof PREVIEW_DEVICES)[number]>(PREVIEW_DEVICES[0]);
  return (
    <Stack sx={{ gap: 2 }}>
      <WritableWith permission="widgets.write">
        <StyleForm widget={widget} form={form} />
      </WritableWith>
      <PreviewDevices device={device} onChange={setDevice} />
      <DeviceFrame label={device.label} width={device.width}>
        <WidgetPreview widgetId={widget.id} control={form.control} />
      </DeviceFrame>
    </Stack>
  );
}
