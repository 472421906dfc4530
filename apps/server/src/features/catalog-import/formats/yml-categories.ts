import type { XmlElement } from './xml-element';

interface Category {
  title: string;
  parent: string | undefined;
}

/** A feed's `<categories>`: each `<category id parentId>` as its path of titles from the root. */
export class YmlCategories {
  private readonly byId = new Map<string, Category>();
  private readonly paths = new Map<string, string[]>();

  add(category: XmlElement) {
    const id = category.attributes['id']?.trim();
    if (!id) return;
    this.byId.set(id, {
      title: category.text.trim(),
      parent: category.attributes['parentId']?.trim(),
    });
    this.paths.clear();
  }

  /** Undefined for an id the feed does not list; a parent it does not list starts the path. */
  pathOf(id: string): string[] | undefined {
    if (!this.byId.has(id)) return undefined;
    const known = this.paths.get(id);
    if (known) return known;
    const path: string[] = [];
    const passed = new Set<string>();
    // A parent named twice on the way is a loop in the feed: the path stops there.
    for (let at: string | undefined = id; at !== undefined && !passed.has(at);) {
      passed.add(at);
      const category = this.byId.get(at);
      if (!category) break;
      if (category.title) path.unshift(category.title);
      at = category.parent;
    }
    this.paths.set(id, path);
    return path;
  }
}
