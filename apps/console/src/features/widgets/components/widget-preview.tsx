import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { messages } from '@vitrina/contracts/messages';
import { useEffect, useRef, type ReactNode } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { LOADING_TEXT } from '../../../shared/ui/page-loader';
import { useWidgetPreviewQuery } from '../api/widgets-api';
import type { WidgetLook } from './style-parts';
import { useWidgetRenderer } from './use-widget-renderer';

function PreviewNote({ children }: { children: ReactNode }) {
  return (
    <Typography sx={{ color: 'text.secondary', py: 6, textAlign: 'center' }}>{children}</Typography>
  );
}

interface WidgetPreviewProps {
  widgetId: number;
  /** The style form's: the preview takes its values as they change, before they are saved. */
  control: Control<WidgetLook>;
}

/**
 * The widget drawn by its own code, as sites will show it once published: its current content in
 * the style the form holds. A value the form would refuse falls back as on sites (applyLook).
 */
export function WidgetPreview({ widgetId, control }: WidgetPreviewProps) {
  const preview = useWidgetPreviewQuery(widgetId);
  const renderer = useWidgetRenderer();
  const liveStyle = useWatch({ control });
  const host = useRef<HTMLDivElement>(null);
  const showcase = preview.data;

  useEffect(() => {
    if (!showcase || renderer.state !== 'ready' || !host.current) return;
    const style = { ...showcase.style, ...liveStyle };
    // The console is served from the server's origin, which is where the photos live.
    renderer.render(host.current, { ...showcase, style }, window.location.origin);
  }, [showcase, renderer, liveStyle]);

  if (preview.isLoading || renderer.state === 'loading') {
    return <PreviewNote>{LOADING_TEXT}</PreviewNote>;
  }
  if (!showcase || renderer.state === 'failed') {
    return <FailureAlert message={messages.product.loadFailed} error={preview.error} />;
  }
  if (showcase.cards.length === 0) return <PreviewNote>Тут пока пусто</PreviewNote>;
  return <Box ref={host} role="region" aria-label="Предпросмотр витрины" />;
}
