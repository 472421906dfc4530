import { type JSXElementConstructor, type ReactNode, Suspense, useState } from 'react';
import {
  type ComponentLoader,
  type LoadedComponent,
  lazyWhenIdle,
  type PropsOf,
} from './load-when-idle';

interface DeferredUntilOpenProps {
  open: boolean;
  /** A lazily loaded component: an overlay, a fold. */
  children: ReactNode;
}

/**
 * Puts a lazily loaded part that opens (a dialog, a menu, a popover, a fold) on the page at its
 * first opening and keeps it there, so that it can play its closing transition (decision 0038).
 */
export function DeferredUntilOpen({ open, children }: DeferredUntilOpenProps) {
  const [openedOnce, setOpenedOnce] = useState(open);
  if (open && !openedOnce) setOpenedOnce(true);
  return open || openedOnce ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * A component whose code loads when the browser is idle and which is put on the page at its first
 * opening: for dialogs and menus, whose parts (Modal, forms) no first paint needs.
 */
export function deferUntilOpen<Component extends JSXElementConstructor<never>>(
  load: ComponentLoader<Component>,
  isOpen: (props: PropsOf<Component>) => boolean,
): LoadedComponent<Component> {
  const Part = lazyWhenIdle(load);
  return function Deferred(props: PropsOf<Component>) {
    return (
      <DeferredUntilOpen open={isOpen(props)}>
        <Part {...props} />
      </DeferredUntilOpen>
    );
  };
}
