/** An element read whole: names without their namespace prefix, as 1C and feeds vary them. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** All the text within, the children's included, in document order (CDATA as it is). */
  text: string;
}

export const childrenNamed = (element: XmlElement, name: string): XmlElement[] =>
  element.children.filter((child) => child.name === name);

export const childNamed = (element: XmlElement, name: string): XmlElement | undefined =>
  element.children.find((child) => child.name === name);

/** The first such child's text; undefined when there is no such child. */
export const childText = (element: XmlElement, name: string): string | undefined =>
  childNamed(element, name)?.text;

/** The elements down a path of child names: `descendants(offer, 'Цены', 'Цена')`. */
export function descendants(element: XmlElement, ...names: string[]): XmlElement[] {
  return names.reduce<XmlElement[]>(
    (level, name) => level.flatMap((each) => childrenNamed(each, name)),
    [element],
  );
}
