import type { Domain, Site, Widget } from '@vitrina/contracts/platform';
import type { StorefrontCard } from '@vitrina/contracts/storefront';

// Sites and widgets as the server answers them, for the fake servers of sites and widgets.

export function aDomain(overrides: Partial<Domain> = {}): Domain {
  return {
    id: 21,
    link_domain: 'магазин.рф',
    is_confirmed: false,
    code_confirmed: 'a1b2c3',
    ...overrides,
  };
}

export function aWidget(overrides: Partial<Widget> = {}): Widget {
  const siteId = overrides.site_id ?? 1;
  return {
    id: 31,
    title: 'Витрина обуви',
    description: 'На главной',
    type_widget: 'SHOWCASE',
    site_id: siteId,
    site: { id: siteId },
    tag_div: 'vitrina-3f9k2m',
    style: {},
    showcases: ['0b6f1c7e-3d2a-4f5b-9c8d-1e2f3a4b5c6d'],
    contacts_id: [],
    published_at: null,
    has_unpublished_changes: false,
    tags: [],
    products: [],
    ...overrides,
  };
}

export function aSite(overrides: Partial<Site> = {}): Site {
  return {
    id: 1,
    title: 'Мой магазин',
    description: 'Обувь и шляпы',
    domains: [aDomain()],
    widgets: [],
    ...overrides,
  };
}

/** A card of a widget's preview, as the storefront answers it. */
export function aShowcaseCard(overrides: Partial<StorefrontCard> = {}): StorefrontCard {
  return {
    id: 5,
    title: 'Кеды белые',
    description: 'Кожаные',
    price: '4990.00',
    discount_value: '0.00',
    discount_type: 'PERCENT',
    module: 'THINGS',
    photo: null,
    main_values: [],
    tags: ['collection-1'],
    available: true,
    variants: null,
    ...overrides,
  };
}
