import { canOpen, features, type Feature, type Role } from './roles';
import type { Navigation, NavigationItem } from './core';

interface Entry {
  id: string;
  feature: Feature;
  title: string;
  translation: string;
  icon: string;
  link: string;
  children?: Entry[];
}

/**
 * The eleven entries of the core spec, in its order, and the administrator's staff accounts. Parcels history and live tracking sit under
 * Parcels and Trips in the vertical menus, so every module has a way in.
 */
const entries: Entry[] = [
  {
    id: 'round',
    feature: 'round',
    title: 'My round',
    translation: 'nav.round',
    icon: 'heroicons_outline:map-pin',
    link: '/secure/round',
  },
  {
    id: 'dashboard',
    feature: 'dashboard',
    title: 'Dashboard',
    translation: 'nav.dashboard',
    icon: 'courier:dashboard',
    link: '/secure/dashboard',
  },
  {
    id: 'reports',
    feature: 'reports',
    title: 'Reports',
    translation: 'nav.reports',
    icon: 'courier:revenue',
    link: '/secure/reports',
  },
  {
    id: 'scanning',
    feature: 'scanning',
    title: 'Scan',
    translation: 'nav.scanning',
    icon: 'heroicons_outline:qr-code',
    link: '/secure/scanning',
  },
  {
    id: 'parcels',
    feature: 'parcels',
    title: 'Parcels',
    translation: 'nav.parcels',
    icon: 'heroicons_outline:cube',
    link: '/secure/parcels',
    children: [
      {
        id: 'parcels.list',
        feature: 'parcels',
        title: 'All parcels',
        translation: 'nav.parcelsList',
        icon: 'heroicons_outline:cube',
        link: '/secure/parcels',
      },
      {
        id: 'parcels.history',
        feature: 'parcels-history',
        title: 'Parcels history',
        translation: 'nav.parcelsHistory',
        icon: 'courier:parcels-history',
        link: '/secure/parcels-history',
      },
    ],
  },
  {
    id: 'customers',
    feature: 'customers',
    title: 'Customers',
    translation: 'nav.customers',
    icon: 'heroicons_outline:users',
    link: '/secure/customers',
  },
  {
    id: 'routes',
    feature: 'routes',
    title: 'Routes',
    translation: 'nav.routes',
    icon: 'heroicons_outline:map',
    link: '/secure/routes',
  },
  {
    id: 'destinations',
    feature: 'destinations',
    title: 'Offices',
    translation: 'nav.offices',
    icon: 'heroicons_outline:building-office-2',
    link: '/secure/destinations',
  },
  {
    id: 'trips',
    feature: 'trips',
    title: 'Trips',
    translation: 'nav.trips',
    icon: 'heroicons_outline:truck',
    link: '/secure/trips',
    children: [
      {
        id: 'trips.list',
        feature: 'trips',
        title: 'All trips',
        translation: 'nav.tripsList',
        icon: 'heroicons_outline:truck',
        link: '/secure/trips',
      },
      {
        id: 'trips.live',
        feature: 'live-tracking',
        title: 'Live tracking',
        translation: 'nav.liveTracking',
        icon: 'courier:live-tracking',
        link: '/secure/live-tracking',
      },
    ],
  },
  {
    id: 'drivers',
    feature: 'drivers',
    title: 'Drivers',
    translation: 'nav.drivers',
    icon: 'heroicons_outline:identification',
    link: '/secure/drivers',
  },
  {
    id: 'trucks',
    feature: 'trucks',
    title: 'Trucks',
    translation: 'nav.trucks',
    icon: 'mat_outline:local_shipping',
    link: '/secure/trucks',
  },
  {
    id: 'complaints',
    feature: 'complaints',
    title: 'Complaints',
    translation: 'nav.complaints',
    icon: 'heroicons_outline:chat-bubble-left-right',
    link: '/secure/complaints',
  },
  {
    id: 'staff',
    feature: 'staff',
    title: 'Staff accounts',
    translation: 'nav.staff',
    icon: 'heroicons_outline:user-group',
    link: '/secure/staff',
  },
];

/**
 * The sample areas' apps (spec 001) that have screens: open to every signed-in role, under an
 * "Apps" group after the modules (one "Apps" menu in the horizontal bar, so a role with a short
 * menu sees its own work rather than a row of apps; listed in the flat tree).
 */
const apps: NavigationItem[] = [
  {
    id: 'apps.tasks',
    title: 'Tasks',
    translation: 'nav.tasks',
    icon: 'heroicons_outline:check-circle',
    type: 'basic',
    link: '/apps/tasks',
  },
  {
    id: 'apps.scrumboard',
    title: 'Scrumboard',
    translation: 'nav.scrumboard',
    icon: 'heroicons_outline:view-columns',
    type: 'basic',
    link: '/apps/scrumboard',
  },
  {
    id: 'apps.notes',
    title: 'Notes',
    translation: 'nav.notes',
    icon: 'heroicons_outline:pencil-square',
    type: 'basic',
    link: '/apps/notes',
  },
  {
    id: 'apps.mailbox',
    title: 'Mailbox',
    translation: 'nav.mailbox',
    icon: 'heroicons_outline:envelope',
    type: 'basic',
    link: '/apps/mailbox',
  },
  {
    id: 'apps.activities',
    title: 'Activities',
    translation: 'nav.activities',
    icon: 'heroicons_outline:bolt',
    type: 'basic',
    link: '/apps/activities',
  },
  {
    id: 'apps.chat',
    title: 'Chat',
    translation: 'nav.chat',
    icon: 'heroicons_outline:chat-bubble-oval-left-ellipsis',
    type: 'basic',
    link: '/apps/chat',
  },
  {
    id: 'apps.contacts',
    title: 'Contacts',
    translation: 'nav.contacts',
    icon: 'heroicons_outline:user-group',
    type: 'basic',
    link: '/apps/contacts',
  },
  {
    id: 'apps.inventory',
    title: 'Inventory',
    translation: 'nav.inventory',
    icon: 'heroicons_outline:archive-box',
    type: 'basic',
    link: '/apps/inventory',
  },
  {
    id: 'apps.help-center',
    title: 'Help centre',
    translation: 'nav.helpCenter',
    icon: 'heroicons_outline:lifebuoy',
    type: 'basic',
    link: '/apps/help-center',
  },
  {
    id: 'apps.academy',
    title: 'Academy',
    translation: 'nav.academy',
    icon: 'heroicons_outline:academic-cap',
    type: 'basic',
    link: '/apps/academy',
  },
  {
    id: 'apps.file-manager',
    title: 'File manager',
    translation: 'nav.fileManager',
    icon: 'heroicons_outline:folder-open',
    type: 'basic',
    link: '/apps/file-manager',
  },
  {
    id: 'apps.project',
    title: 'Project dashboard',
    translation: 'nav.projectDashboard',
    icon: 'heroicons_outline:clipboard-document-check',
    type: 'basic',
    link: '/dashboards/project',
  },
  {
    id: 'apps.analytics',
    title: 'Analytics dashboard',
    translation: 'nav.analyticsDashboard',
    icon: 'heroicons_outline:chart-pie',
    type: 'basic',
    link: '/dashboards/analytics',
  },
  {
    id: 'apps.finance',
    title: 'Finance dashboard',
    translation: 'nav.financeDashboard',
    icon: 'heroicons_outline:banknotes',
    type: 'basic',
    link: '/dashboards/finance',
  },
  {
    id: 'apps.crypto',
    title: 'Crypto dashboard',
    translation: 'nav.cryptoDashboard',
    icon: 'heroicons_outline:currency-dollar',
    type: 'basic',
    link: '/dashboards/crypto',
  },
  {
    id: 'apps.icons',
    title: 'Icons',
    translation: 'nav.icons',
    icon: 'heroicons_outline:swatch',
    type: 'basic',
    link: '/apps/icons/heroicons-outline',
  },
];
const appsGroup: NavigationItem = { id: 'apps', title: 'Apps', translation: 'nav.apps', type: 'group', children: apps };
/** The same apps as one entry of a bar, opening a menu of them. */
const appsMenu: NavigationItem = {
  ...appsGroup,
  icon: 'heroicons_outline:squares-2x2',
  type: 'collapsable',
};

/**
 * Horizontal shows Dashboard through Offices in the bar, and a role with fewer of those its next
 * modules up to the same seven, then the apps as one menu; the other modules of the role are under "More".
 */
const horizontalIds = ['dashboard', 'reports', 'scanning', 'parcels', 'customers', 'routes', 'destinations'];
const horizontalRoom = horizontalIds.length;

function toItem(entry: Entry, role: Role, nested: boolean): NavigationItem | null {
  const children = nested
    ? (entry.children ?? []).map((c) => toItem(c, role, false)).filter((c): c is NavigationItem => c !== null)
    : [];
  // A parent shows while the role may open it or any of its children.
  if (!canOpen(role, entry.feature) && children.length === 0) return null;
  const base = { id: entry.id, title: entry.title, translation: entry.translation, icon: entry.icon };
  if (children.length > 1) return { ...base, type: 'collapsable', children };
  const only = children[0];
  return canOpen(role, entry.feature)
    ? { ...base, type: 'basic', link: entry.link }
    : { ...base, ...only!, type: 'basic' };
}

/**
 * Every page of the menu without nesting, for the trees that show no groups: a parent and then
 * its children that are pages of their own (Parcels, Parcels history; Trips, Live tracking).
 */
function flatFor(role: Role): NavigationItem[] {
  return entries
    .flatMap((e) => [e, ...(e.children ?? []).filter((c) => c.link !== e.link)])
    .map((e) => toItem(e, role, false))
    .filter((e): e is NavigationItem => e !== null);
}

/** The four navigations (core spec section 2) for one role, from the role table; each reaches every module the role may open. */
export function navigationFor(role: Role): Navigation {
  const vertical = entries.map((e) => toItem(e, role, true)).filter((e): e is NavigationItem => e !== null);
  const flat = flatFor(role);
  const first = vertical.filter((item) => horizontalIds.includes(item.id));
  const inBar = [
    ...first,
    ...vertical.filter((item) => !horizontalIds.includes(item.id)).slice(0, Math.max(0, horizontalRoom - first.length)),
  ];
  // The sample apps stay together under one menu of their own; the modules with no room go under More.
  const rest = flat.filter(
    (item) =>
      !inBar.some(
        (shown) =>
          shown.id === item.id || shown.children?.some((child) => child.id === item.id || child.link === item.link),
      ),
  );
  const more: NavigationItem = {
    id: 'more',
    title: 'More',
    translation: 'nav.more',
    icon: 'heroicons_outline:ellipsis-horizontal-circle',
    type: 'collapsable',
    children: rest,
  };
  return {
    default: [...vertical, appsGroup],
    futuristic: [...vertical, appsGroup],
    compact: [...flat, ...apps],
    horizontal: [...vertical.filter((item) => inBar.includes(item)), appsMenu, ...(rest.length ? [more] : [])],
  };
}

/** The feature a path of the secure area belongs to (`/secure/trips/trp_1` -> trips), if any. */
export function featureOfPath(path: string): Feature | undefined {
  const segment = /^\/secure\/([^/?#]+)/.exec(path)?.[1];
  return features.find((feature) => feature === segment);
}

/**
 * Whether a role may open an in-app link: a page of the secure area only with its feature (the
 * role table). Links elsewhere (the public pages, the sample areas) are open to every signed-in role.
 */
export const mayOpenPath = (role: Role, path: string) => {
  const feature = featureOfPath(path);
  return !feature || canOpen(role, feature);
};

/** The translation key of a feature's name, as its menu entry says it. */
export function featureTitleKey(feature: Feature): string {
  const all = entries.flatMap((e) => [e, ...(e.children ?? [])]);
  return (all.find((e) => e.feature === feature && e.link === `/secure/${feature}`) ??
    all.find((e) => e.feature === feature))!.translation;
}
