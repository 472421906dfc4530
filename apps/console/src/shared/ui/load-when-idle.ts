import {
  type ComponentType,
  createElement,
  type JSXElementConstructor,
  lazy,
  useState,
} from 'react';

/** Whether the browser has been idle since the page loaded: its first screen is drawn. */
let idleOnce = false;

/**
 * Fetches a lazily loaded module once the browser is idle: a part that a screen shows only later
 * stays off its first load, yet is at hand by the time it is wanted, even if the connection has
 * gone by then. A failed fetch is left to `lazy()` to try again when the part first renders.
 * After the first idle moment the first paint is done, so a part asked for later (by a screen
 * opened since, or by a part that itself came when idle) is fetched at once: a chain of such
 * parts then loads in one go, not one part per idle moment while the screen is in use.
 */
export function loadWhenIdle(load: () => Promise<unknown>): void {
  const run = () => {
    idleOnce = true;
    void load().catch(() => undefined);
  };
  if (idleOnce) run();
  else if (typeof requestIdleCallback === 'function') requestIdleCallback(run);
  else setTimeout(run, 0);
}

type Constructor = JSXElementConstructor<never>;

/** Loads a module and picks its component: `() => import('./x').then((m) => ({ default: m.X }))`.
 */
export type ComponentLoader<Component extends Constructor> = () => Promise<{ default: Component }>;

/** The props of a component, as a lazily loaded stand-in takes them. */
export type PropsOf<Component> =
  Component extends JSXElementConstructor<infer Props extends object> ? Props : never;

/** The stand-in of a lazily loaded component. */
export type LoadedComponent<Component extends Constructor> = ComponentType<PropsOf<Component>>;

/**
 * React's `lazy()` for a part no first paint shows (an alert, a dialog, a menu), fetched when the
 * browser is idle (decision 0038).
 */
export function lazyWhenIdle<Component extends Constructor>(
  load: ComponentLoader<Component>,
): LoadedComponent<Component> {
  return keptLazy(load, loadWhenIdle);
}

/**
 * React's `lazy()` for the part of a screen that shows only with the screen's data (an editor's
 * form, a list's rows): fetched at once, beside the data's read, while the screen shows its
 * loader, so that neither waits for the other (decision 0072).
 */
export function lazyBesideData<Component extends Constructor>(
  load: ComponentLoader<Component>,
): LoadedComponent<Component> {
  return keptLazy(load, (start) => void start().catch(() => undefined));
}

/**
 * `lazy()` whose code `prefetch` starts early. Once the code has come, a part put on the page
 * draws at once: `lazy()` alone would show its Suspense's fallback for a moment each time a new
 * instance first renders (decision 0072).
 */
function keptLazy<Component extends Constructor>(
  load: ComponentLoader<Component>,
  prefetch: (start: () => Promise<unknown>) => void,
): LoadedComponent<Component> {
  type Part = LoadedComponent<Component>;
  let loaded: Part | undefined;
  const keep = () =>
    load().then(({ default: component }) => {
      loaded = component as unknown as Part;
      return { default: loaded };
    });
  prefetch(keep);
  const Lazy = lazy(keep);
  return function KeptLazy(props: PropsOf<Component>) {
    // An instance keeps the component it began with: another would draw it anew.
    const [Part] = useState<Part>(() => loaded ?? Lazy);
    return createElement(Part, props);
  };
}
