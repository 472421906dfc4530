import type { ImportedCharacteristic } from '../imported-product';
import { childrenNamed, childText, descendants, type XmlElement } from './xml-element';

interface Property {
  title: string;
  /** `ИдЗначения` → `Значение` of a property whose values are a dictionary. */
  values: Map<string, string>;
}

/** A reference 1C did not resolve (its empty one is all zeros): no value to show. */
const REFERENCE = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

const trimmedText = (element: XmlElement, name: string) => childText(element, name)?.trim() ?? '';

/** import.xml's `Классификатор`: the group tree as category paths, the properties' names. */
export class CmlClassifier {
  private readonly categoryPaths = new Map<string, string[]>();
  private readonly properties = new Map<string, Property>();

  /** `Группы` with their nested `Группы`, walked without recursion: nesting may be deep. */
  addGroups(groups: XmlElement) {
    const pending: { groups: XmlElement; path: string[] }[] = [{ groups, path: [] }];
    for (let next = pending.pop(); next; next = pending.pop()) {
      for (const group of childrenNamed(next.groups, 'Группа')) {
        const title = trimmedText(group, 'Наименование');
        const path = title ? [...next.path, title] : next.path;
        const id = trimmedText(group, 'Ид');
        if (id) this.categoryPaths.set(id, path);
        for (const nested of childrenNamed(group, 'Группы')) pending.push({ groups: nested, path });
      }
    }
  }

  addProperty(property: XmlElement) {
    const id = trimmedText(property, 'Ид');
    const values = new Map<string, string>();
    for (const entry of descendants(property, 'ВариантыЗначений', 'Справочник')) {
      values.set(trimmedText(entry, 'ИдЗначения'), trimmedText(entry, 'Значение'));
    }
    if (id) this.properties.set(id, { title: trimmedText(property, 'Наименование'), values });
  }

  /** Paths of the product's `Группы/Ид` the classifier knows. */
  categoriesOf(product: XmlElement): string[][] | undefined {
    const paths = descendants(product, 'Группы', 'Ид')
      .map(({ text }) => this.categoryPaths.get(text.trim()))
      .filter((path): path is string[] => path !== undefined && path.length > 0);
    return paths.length ? paths : undefined;
  }

  /** `ЗначенияСвойств`, each value named through its property's dictionary when it is an id. */
  characteristicsOf(product: XmlElement): ImportedCharacteristic[] {
    const byTitle = new Map<string, string[]>();
    for (const given of descendants(product, 'ЗначенияСвойств', 'ЗначенияСвойства')) {
      const property = this.properties.get(trimmedText(given, 'Ид'));
      const title = property?.title || trimmedText(given, 'Наименование');
      const values = childrenNamed(given, 'Значение')
        .map(({ text }) => property?.values.get(text.trim()) ?? text.trim())
        .filter((value) => value !== '' && !REFERENCE.test(value));
      if (!title || values.length === 0) continue;
      const known = byTitle.get(title) ?? [];
      byTitle.set(title, [...new Set([...known, ...values])]);
    }
    return [...byTitle].map(([title, values]) => ({ title, values }));
  }
}
