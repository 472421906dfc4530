// Building elements without markup strings: merchant and buyer text only ever becomes Text
// nodes, so nothing a merchant types can turn into HTML on someone else's page.

type Listener = (event: Event) => void;
type AttributeValue = string | number | boolean | Listener | undefined;
type Child = Node | string | null | undefined | false;

/** `h('button', { type: 'button', onclick }, 'Купить')`: `on…` keys become listeners. */
export function h<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  attributes: Record<string, AttributeValue> = {},
  ...children: Child[]
): HTMLElementTagNameMap[Tag] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else if (value === true) element.setAttribute(name, '');
    else if (value !== false && value !== undefined) element.setAttribute(name, String(value));
  }
  element.append(...children.filter((child): child is Node | string => !!child));
  return element;
}
