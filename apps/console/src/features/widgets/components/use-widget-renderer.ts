import type { renderPreview } from '@vitrina/widget/preview';
import { useEffect, useState } from 'react';

// Erased from the build: only the dynamic import() below brings the widget's code.
type RenderPreview = typeof renderPreview;

export type WidgetRenderer =
  { state: 'loading' } | { state: 'ready'; render: RenderPreview } | { state: 'failed' };

/**
 * The widget's own renderer, fetched when the style tab first shows: its code is a chunk of its
 * own that no other screen loads.
 */
export function useWidgetRenderer(): WidgetRenderer {
  const [renderer, setRenderer] = useState<WidgetRenderer>({ state: 'loading' });
  useEffect(() => {
    let mounted = true;
    import('@vitrina/widget/preview').then(
      ({ renderPreview }) => mounted && setRenderer({ state: 'ready', render: renderPreview }),
      () => mounted && setRenderer({ state: 'failed' }),
    );
    return () => {
      mounted = false;
    };
  }, []);
  return renderer;
}
