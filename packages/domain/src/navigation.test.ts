import { describe, expect, it } from 'vitest';
import type { NavigationItem } from './core';
import { featureOfPath, featureTitleKey, mayOpenPath, navigationFor } from './navigation';
import { canOpen, features, roles } from './roles';

describe('in-app links and the role table', () => {
  it('finds the feature of a secure path, and none elsewhere', () => {
    expect(featureOfPath('/secure/trips/trp_1?tab=stops')).toBe('trips');
    expect(featureOfPath('/secure/parcels-history')).toBe('parcels-history');
    expect(featureOfPath('/secure/nowhere')).toBeUndefined();
    expect(featureOfPath('/apps/tasks/1')).toBeUndefined();
  });

  it('lets a driver open his scanning and trips, not the parcels or the dashboard', () => {
    expect(mayOpenPath('driver', '/secure/scanning')).toBe(true);
    expect(mayOpenPath('driver', '/secure/trips/trp_1')).toBe(true);
    expect(mayOpenPath('driver', '/secure/parcels/par_1')).toBe(false);
    expect(mayOpenPath('driver', '/secure/dashboard')).toBe(false);
    expect(mayOpenPath('driver', '/home')).toBe(true);
    expect(mayOpenPath('admin', '/secure/parcels/par_1')).toBe(true);
  });

  it('names a feature as its menu entry does', () => {
    expect(featureTitleKey('trips')).toBe('nav.trips');
    expect(featureTitleKey('live-tracking')).toBe('nav.liveTracking');
    expect(featureTitleKey('destinations')).toBe('nav.offices');
  });
});

describe('every navigation reaches every module of the role', () => {
  const links = (items: NavigationItem[]): string[] =>
    items.flatMap((item) => [...(item.link ? [item.link] : []), ...links(item.children ?? [])]);
  it.each(roles)('%s', (role) => {
    const navigation = navigationFor(role);
    const reachable = new Set(links(navigation.default));
    for (const feature of features.filter((f) => canOpen(role, f)))
      expect(reachable, feature).toContain(`/secure/${feature}`);
    for (const tree of [navigation.compact, navigation.horizontal]) expect(new Set(links(tree))).toEqual(reachable);
  });

  it('puts what the bar has no room for under More, in the horizontal layouts', () => {
    const bar = navigationFor('admin').horizontal;
    expect(bar.map((item) => item.id)).toEqual([
      'dashboard',
      'reports',
      'scanning',
      'parcels',
      'customers',
      'routes',
      'destinations',
      'apps',
      'more',
    ]);
    expect(bar.at(-2)).toMatchObject({ id: 'apps', type: 'collapsable' });
    expect(bar.at(-2)!.children).toHaveLength(16);
    expect(bar.at(-1)!.children!.map((item) => item.title)).toEqual([
      'Trips',
      'Live tracking',
      'Drivers',
      'Trucks',
      'Complaints',
      'Staff accounts',
    ]);
    // A driver's bar shows his own work first, then the apps as one menu, and needs no More.
    expect(navigationFor('driver').horizontal.map((item) => item.id)).toEqual(['round', 'scanning', 'trips', 'apps']);
    expect(navigationFor('dispatcher').horizontal.map((item) => item.id)).toEqual([
      'dashboard',
      'scanning',
      'parcels',
      'routes',
      'destinations',
      'trips',
      'drivers',
      'apps',
      'more',
    ]);
  });

  it("puts a driver's round first in his menu, and no one else's", () => {
    expect(navigationFor('driver').default.map((item) => item.id)).toEqual(['round', 'scanning', 'trips', 'apps']);
    expect(mayOpenPath('driver', '/secure/round')).toBe(true);
    for (const role of roles.filter((r) => r !== 'driver')) expect(mayOpenPath(role, '/secure/round')).toBe(false);
  });

  it('offers the apps to every role, after the modules', () => {
    for (const role of roles) {
      const navigation = navigationFor(role);
      const group = navigation.default.at(-1)!;
      expect(group).toMatchObject({ id: 'apps', type: 'group' });
      expect(group.children!.map((item) => item.link)).toEqual([
        '/apps/tasks',
        '/apps/scrumboard',
        '/apps/notes',
        '/apps/mailbox',
        '/apps/activities',
        '/apps/chat',
        '/apps/contacts',
        '/apps/inventory',
        '/apps/help-center',
        '/apps/academy',
        '/apps/file-manager',
        '/dashboards/project',
        '/dashboards/analytics',
        '/dashboards/finance',
        '/dashboards/crypto',
        '/apps/icons/heroicons-outline',
      ]);
      expect(navigation.compact.slice(-16).map((item) => item.link)).toEqual([
        '/apps/tasks',
        '/apps/scrumboard',
        '/apps/notes',
        '/apps/mailbox',
        '/apps/activities',
        '/apps/chat',
        '/apps/contacts',
        '/apps/inventory',
        '/apps/help-center',
        '/apps/academy',
        '/apps/file-manager',
        '/dashboards/project',
        '/dashboards/analytics',
        '/dashboards/finance',
        '/dashboards/crypto',
        '/apps/icons/heroicons-outline',
      ]);
    }
  });
});
