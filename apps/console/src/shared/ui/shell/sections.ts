import AnalyticsIcon from '@mui/icons-material/InsertChartOutlined';
import CatalogIcon from '@mui/icons-material/Inventory2Outlined';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import OrdersIcon from '@mui/icons-material/ReceiptLongOutlined';
import ProfileIcon from '@mui/icons-material/PersonOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import SitesIcon from '@mui/icons-material/LanguageOutlined';
import UsersIcon from '@mui/icons-material/PeopleAltOutlined';
import WidgetsIcon from '@mui/icons-material/WidgetsOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import { paths } from '@vitrina/contracts/console-paths';
import type { Permission } from '@vitrina/contracts/team-roles';

/** A top-level part of the console: one menu entry, one first breadcrumb. */
export interface Section {
  id:
    | 'home'
    | 'sites'
    | 'widgets'
    | 'catalog'
    | 'analytics'
    | 'users'
    | 'profile'
    | 'settings'
    | 'orders';
  label: string;
  path: string;
  Icon: typeof SvgIcon;
  /** What a member's role needs to see the section (decision 57); every role sees the rest. */
  permission?: Permission;
}

export const HOME_SECTION: Section = {
  id: 'home',
  label: 'Главная',
  path: paths.home,
  Icon: HomeIcon,
};
export const PROFILE_SECTION: Section = {
  id: 'profile',
  label: 'Профиль',
  path: paths.profile,
  Icon: ProfileIcon,
};
/** After «Главная» in the menu, with the count of new orders beside it (issue 32). */
export const ORDERS_SECTION: Section = {
  id: 'orders',
  label: 'Заказы',
  path: paths.orders,
  Icon: OrdersIcon,
  permission: 'orders.read',
};
export const SETTINGS_SECTION: Section = {
  id: 'settings',
  label: 'Настройки',
  path: paths.settings,
  Icon: SettingsIcon,
  permission: 'services.read',
};

/** The sections of the main menu, in menu order. */
export const MENU_SECTIONS: readonly Section[] = [
  HOME_SECTION,
  ORDERS_SECTION,
  { id: 'sites', label: 'Площадки', path: paths.sites, Icon: SitesIcon, permission: 'sites.read' },
  {
    id: 'widgets',
    label: 'Виджеты',
    path: paths.widgets,
    Icon: WidgetsIcon,
    permission: 'widgets.read',
  },
  {
    id: 'catalog',
    label: 'Каталог',
    path: paths.catalog,
    Icon: CatalogIcon,
    permission: 'catalog.read',
  },
  {
    id: 'analytics',
    label: 'Аналитика',
    path: paths.analytics,
    Icon: AnalyticsIcon,
    permission: 'analytics.read',
  },
  {
    id: 'users',
    label: 'Пользователи',
    path: paths.users,
    Icon: UsersIcon,
    permission: 'team.read',
  },
];

const ALL_SECTIONS = [...MENU_SECTIONS, PROFILE_SECTION, SETTINGS_SECTION];

export function getPathSegments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

/** The section a path belongs to, by its first segment; undefined outside every section. */
export function findSection(pathname: string): Section | undefined {
  const [firstSegment = ''] = getPathSegments(pathname);
  return ALL_SECTIONS.find((section) => section.path === `/${firstSegment}`);
}

/** The sections of `sections` that the member's role may open. */
export function sectionsAllowed(
  sections: readonly Section[],
  can: (permission: Permission) => boolean,
): Section[] {
  return sections.filter((section) => !section.permission || can(section.permission));
}
