import Box from '@mui/material/Box';
import { useCallback, useRef, useState, type ReactNode } from 'react';

/** The width its element has to fill, kept up to date as the page around it changes. */
function useAvailableWidth(): [number, (element: HTMLElement | null) => void] {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const measure = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    // Told at once on observing, then at every change: the window, the side menu, the tabs.
    observer.current = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.current.observe(element);
  }, []);
  return [width, measure];
}

interface DeviceFrameProps {
  /** The device's name and its width in CSS pixels, for which the widget lays itself out. */
  label: string;
  width: number;
  children: ReactNode;
}

/**
 * The preview at a device's width: centred when the space is wider, scaled down to fit when it is
 * narrower, its layout still the device's (zoom scales the box and what it takes on the page, so
 * nothing below overlaps it).
 */
export function DeviceFrame({ label, width, children }: DeviceFrameProps) {
  const [available, measure] = useAvailableWidth();
  // Nothing measured yet (not laid out): the device's own size.
  const scale = available > 0 && available < width ? available / width : 1;
  return (
    <Box ref={measure} sx={{ width: '100%', overflowX: 'auto' }}>
      <Box
        role="group"
        aria-label={`Экран: ${label}, ${width} px`}
        style={{ width, zoom: scale }}
        sx={{ mx: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {children}
      </Box>
    </Box>
  );
}
