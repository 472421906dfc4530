import { paths } from '@vitrina/contracts/console-paths';
import { findSection, getPathSegments, type Section } from './sections';

export type EntityKind = 'collection' | 'product' | 'site' | 'widget';

/** Known titles of entities, by kind and then by the id that appears in the path. */
export type EntityTitles = Partial<Record<EntityKind, Readonly<Record<string, string>>>>;

/**
 * The titles several features know, kind by kind; for an id that two of them name, the later
 * part wins.
 */
export function mergeEntityTitles(...parts: readonly EntityTitles[]): EntityTitles {
  const merged: Partial<Record<EntityKind, Record<string, string>>> = {};
  for (const part of parts) {
    for (const [kind, titles] of Object.entries(part) as [EntityKind, Record<string, string>][]) {
      merged[kind] = { ...merged[kind], ...titles };
    }
  }
  return merged;
}

export interface Breadcrumb {
  label: string;
  /** Absent on the last crumb: the current page is not a link. */
  href?: string;
}

interface EntityCrumb {
  kind: EntityKind;
  fallback: string;
}

// What the segments after the section stand for, in order; any further segment shows as it is.
const ENTITY_CRUMBS: Partial<Record<Section['id'], readonly EntityCrumb[]>> = {
  catalog: [
    { kind: 'collection', fallback: 'Название коллекции' },
    { kind: 'product', fallback: 'Название товара' },
  ],
  sites: [
    { kind: 'site', fallback: 'Название площадки' },
    { kind: 'widget', fallback: 'Название виджета' },
    { kind: 'product', fallback: 'Название товара' },
  ],
};

/**
 * A section's pages with an address of their own (its tabs), by path: their crumbs' labels, as
 * the sections' own, kept here so that no feature's texts come with the shell's first load.
 */
const PAGE_LABELS: Readonly<Record<string, string>> = { [paths.customers]: 'Покупатели' };

export function buildBreadcrumbs(pathname: string, titles: EntityTitles = {}): Breadcrumb[] {
  const section = findSection(pathname);
  if (!section) return [];

  const segments = getPathSegments(pathname);
  const entityCrumbs = ENTITY_CRUMBS[section.id] ?? [];
  const deeperCrumbs = segments.slice(1).map((segment, index) => {
    const entity = entityCrumbs[index];
    const href = `/${segments.slice(0, index + 2).join('/')}`;
    return {
      label: entity
        ? (titles[entity.kind]?.[segment] ?? entity.fallback)
        : (PAGE_LABELS[href] ?? segment),
      href,
    };
  });
  const trail = [{ label: section.label, href: section.path }, ...deeperCrumbs];
  return trail.map((crumb, index) => (index === trail.length - 1 ? { label: crumb.label } : crumb));
}
