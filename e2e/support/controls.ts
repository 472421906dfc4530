// What a person can press on a screen, and what pressing one does. A control does something
// when the press navigates, opens a page, a download or a file chooser, moves the focus, or
// changes the page: adds or removes an element, changes a text or a state a person sees (what
// is expanded, selected, pressed, shown). The ripple of a press and a hover's tooltip are not
// effects. A disabled control must say why: with a description, a title or a tooltip.
import type { Locator, Page } from 'playwright-core';

/** The roles a person presses. */
const PRESSED_ROLES = ['button', 'link', 'tab'] as const;
type PressedRole = (typeof PRESSED_ROLES)[number];

export interface Control {
  role: PressedRole;
  name: string;
  /** Its place among the controls of the same role and name on the screen. */
  nth: number;
  /** Where a link leads, as written. */
  url?: string;
  disabled: boolean;
  /** The state it sets is the one shown (a selected tab, a pressed toggle): pressing keeps it. */
  current: boolean;
  /** In the console's frame (the menu, the header, the skip link) rather than the screen. */
  inShell: boolean;
}

/** The frame's landmarks and the skip link: the same on every screen. */
const SHELL_LANDMARKS = /^- (complementary|banner)\b/;
const CONTROL_LINE = /^\s*- (\w+)(?: "((?:[^"\\]|\\.)*)")?([^:]*)(?::.*)?$/;
const URL_LINE = /^\s*- \/url: "?([^"]*)"?$/;

/** The pressable controls of the page as its accessibility tree shows them, in document order. */
export async function controlsOf(page: Page): Promise<Control[]> {
  const lines = (await page.locator('body').ariaSnapshot()).split('\n');
  const controls: Control[] = [];
  const seen = new Map<string, number>();
  let inShell = false;
  lines.forEach((line, index) => {
    if (/^- /.test(line)) inShell = SHELL_LANDMARKS.test(line) || /^- link /.test(line);
    const match = CONTROL_LINE.exec(line);
    const role = match?.[1] as PressedRole | undefined;
    if (!match || !role || !PRESSED_ROLES.includes(role) || match[2] === undefined) return;
    const name = JSON.parse(`"${match[2]}"`) as string;
    const key = `${role} ${name}`;
    const nth = seen.get(key) ?? 0;
    seen.set(key, nth + 1);
    const url = URL_LINE.exec(lines[index + 1] ?? '')?.[1];
    const flags = match[3]!;
    controls.push({
      role,
      name,
      nth,
      url,
      disabled: flags.includes('[disabled]'),
      current: /\[(selected|pressed)\]/.test(flags),
      inShell,
    });
  });
  return controls;
}

export const locate = (page: Page, { role, name, nth }: Control): Locator =>
  page.getByRole(role, { name, exact: true }).nth(nth);

/** In the page: why the disabled element cannot be pressed, as a person is told; '' if not told. */
function reasonOfDisabled(element: Element): string {
  const textOf = (ids: string | null) =>
    (ids ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' ')
      .trim();
  const wrapper = element.parentElement?.closest('[title], [aria-label]:not([role])');
  return (
    element.getAttribute('aria-description') ||
    textOf(element.getAttribute('aria-describedby')) ||
    element.getAttribute('title') ||
    wrapper?.getAttribute('title') ||
    wrapper?.getAttribute('aria-label') ||
    ''
  );
}

export const disabledReason = (control: Locator) => control.evaluate(reasonOfDisabled);

/** Whether the control names the page or the choice shown now (`aria-current`). */
export const isCurrent = async (control: Locator) =>
  !['false', null].includes(await control.getAttribute('aria-current'));

/** The states a person sees change on an element, besides its children and texts. */
const SEEN_ATTRIBUTES = [
  'aria-expanded',
  'aria-selected',
  'aria-pressed',
  'aria-checked',
  'aria-current',
  'aria-hidden',
  'hidden',
  'disabled',
  'open',
  'value',
  'class',
  'style',
];

declare global {
  interface Window {
    /** What the press being watched did, as the page saw it. */
    pressEffects?: string[];
    /** Stops watching the last press. */
    stopWatchingPress?: () => void;
  }
}

/**
 * In the page: starts recording what changes, but for the ripple and tooltips, and for the
 * pressed element's own look (its focus ring, its hover).
 */
function watchEffects(pressed: Element, attributes: string[]) {
  window.stopWatchingPress?.();
  const effects: string[] = [];
  window.pressEffects = effects;
  const isNoise = (node: Node) => {
    const element = node instanceof Element ? node : node.parentElement;
    return !element || element.closest('.MuiTouchRipple-root, [role=tooltip]') !== null;
  };
  const ownLook = (record: MutationRecord) =>
    record.type === 'attributes' &&
    ['class', 'style'].includes(record.attributeName!) &&
    (pressed === record.target ||
      pressed.contains(record.target) ||
      record.target.contains(pressed));
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (isNoise(record.target) || ownLook(record)) continue;
      if (record.type === 'childList') {
        const changed = [...record.addedNodes, ...record.removedNodes].filter(
          (node) => !isNoise(node),
        );
        if (changed.length === 0) continue;
        effects.push(`changed the children of ${describe(record.target)}`);
      } else if (record.type === 'attributes') {
        effects.push(`changed ${record.attributeName} of ${describe(record.target)}`);
      } else effects.push(`changed a text in ${describe(record.target.parentElement)}`);
    }
  });
  function describe(node: Node | null) {
    return node instanceof Element ? `<${node.tagName.toLowerCase()}>` : 'a node';
  }
  // A widget's preview draws in its shadow root, which the document's observer does not see into.
  const shadowRoots = [...document.querySelectorAll('*')].flatMap((element) =>
    element.shadowRoot ? [element.shadowRoot] : [],
  );
  for (const root of [document.documentElement, ...shadowRoots])
    observer.observe(root, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: attributes,
    });
  const focusedBefore = document.activeElement;
  const focusMoved = (event: FocusEvent) => {
    const to = event.target as Element;
    if (to !== focusedBefore && to !== pressed && !pressed.contains(to))
      effects.push(`moved the focus to <${to.tagName.toLowerCase()}>`);
  };
  document.addEventListener('focusin', focusMoved, { capture: true });
  window.stopWatchingPress = () => {
    observer.disconnect();
    document.removeEventListener('focusin', focusMoved, { capture: true });
  };
}

/** How long a press may take to show its effect: a call to the server and its answer drawn. */
const EFFECT_TIMEOUT_MS = 5_000;

/** What pressing the control did, or undefined when it did nothing a person could see. */
export async function pressAndWatch(page: Page, control: Locator): Promise<string | undefined> {
  const before = page.url();
  await control.evaluate(watchEffects, SEEN_ATTRIBUTES);
  const waits = [
    page.waitForEvent('popup', { timeout: EFFECT_TIMEOUT_MS }).then(async (popup) => {
      await popup.close();
      return `opened ${popup.url()}`;
    }),
    page
      .waitForEvent('download', { timeout: EFFECT_TIMEOUT_MS })
      .then((download) => `downloaded ${download.suggestedFilename()}`),
    page.waitForEvent('filechooser', { timeout: EFFECT_TIMEOUT_MS }).then(() => 'asked for files'),
    page
      .waitForURL((url) => url.href !== before, { timeout: EFFECT_TIMEOUT_MS })
      .then(() => `went to ${page.url()}`),
    page
      .waitForFunction(() => window.pressEffects?.[0], undefined, { timeout: EFFECT_TIMEOUT_MS })
      .then((effect) => effect.jsonValue()),
  ];
  const effect = Promise.any(waits).catch(() => undefined);
  await press(control);
  return effect;
}

/**
 * Clicks the control; one kept off screen until it has the focus (the skip link) is reached as
 * a keyboard reaches it, and a handle that moves a thing in a list picks it up as the keyboard
 * does (a click without a drag moves nothing): Escape puts it back (closeOverlays).
 */
async function press(control: Locator) {
  if ((await control.getAttribute('aria-roledescription')) === 'sortable') {
    await control.focus();
    return control.press('Space');
  }
  const box = await control.boundingBox();
  if (box && box.y + box.height > 0) return control.click();
  await control.focus();
  await control.press('Enter');
}

/** In the page: how many dialogs, menus and popovers are open, a widget's preview's included. */
function openOverlays() {
  const selector =
    '.MuiModal-root:not(.MuiModal-hidden), .MuiPopover-root, [role=dialog], dialog[open]';
  const roots = [
    document,
    ...[...document.querySelectorAll('*')].flatMap((e) => e.shadowRoot ?? []),
  ];
  return roots.reduce((open, root) => open + root.querySelectorAll(selector).length, 0);
}

/**
 * Closes what the press opened over the screen, as a person does with Escape; answers whether
 * nothing covers the screen now.
 */
export async function closeOverlays(page: Page): Promise<boolean> {
  if (
    await page.evaluate(
      () => document.activeElement?.getAttribute('aria-roledescription') === 'sortable',
    )
  )
    await page.keyboard.press('Escape');
  if ((await page.evaluate(openOverlays)) === 0) return true;
  await page.keyboard.press('Escape');
  return page.waitForFunction(`(${openOverlays})() === 0`, undefined, { timeout: 2_000 }).then(
    () => true,
    () => false,
  );
}
