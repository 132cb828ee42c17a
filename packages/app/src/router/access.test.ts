import { describe, expect, it } from 'vitest';
import { features, featureRoles, roles, type Role, type User } from '@courier/domain';
import { redirectFor, resolveLayout, safeRedirect, signInFor } from './access';

const userOf = (role: Role): User => ({
  id: `u-${role}`,
  name: role,
  email: `${role}@courier.test`,
  avatar: null,
  status: 'online',
  role,
  officeId: null,
  driverId: null,
});
const at = (pathname: string, search = '') => ({ pathname, search });

/** Follows redirects from a page the way the router does, failing on a loop. */
function land(user: User | null, access: (path: string) => Parameters<typeof redirectFor>[0], start: string) {
  const seen: string[] = [];
  let path = start;
  for (;;) {
    const [pathname, search = ''] = path.split('?');
    const next = redirectFor(access(pathname!), user, at(pathname!, search ? `?${search}` : ''));
    if (next === null) return path;
    if (seen.includes(next)) throw new Error(`redirect loop: ${[...seen, next].join(' -> ')}`);
    seen.push(next);
    path = next;
  }
}
const table = (path: string): Parameters<typeof redirectFor>[0] => {
  if (path === '/') return { kind: 'root' };
  if (path === '/signed-in-redirect') return { kind: 'signed-in-redirect' };
  if (['/sign-in', '/sign-up', '/forgot-password', '/reset-password', '/confirmation-required'].includes(path))
    return { kind: 'guest' };
  if (['/sign-out', '/unlock-session'].includes(path)) return { kind: 'signed-in' };
  if (path === '/home') return { kind: 'public' };
  const feature = features.find((f) => path === `/secure/${f}` || path.startsWith(`/secure/${f}/`));
  return { kind: 'secure', feature };
};

describe('route access', () => {
  it('sends a guest from the secure area to sign-in with the page as redirectURL', () => {
    expect(redirectFor({ kind: 'secure', feature: 'parcels' }, null, at('/secure/parcels', '?status=lost'))).toBe(
      '/sign-in?redirectURL=%2Fsecure%2Fparcels%3Fstatus%3Dlost',
    );
    expect(redirectFor({ kind: 'signed-in' }, null, at('/unlock-session'))).toBe(
      '/sign-in?redirectURL=%2Funlock-session',
    );
  });

  it('sends a guest from sign-out to sign-in without redirectURL', () => {
    expect(redirectFor({ kind: 'signed-in' }, null, at('/sign-out'))).toBe('/sign-in');
    expect(signInFor('/sign-out')).toBe('/sign-in');
  });

  it('lets each role into exactly the features the role table gives it, and elsewhere to its default route', () => {
    for (const role of roles) {
      for (const feature of features) {
        const target = redirectFor({ kind: 'secure', feature }, userOf(role), at(`/secure/${feature}`));
        if (featureRoles[feature].includes(role)) expect(target, `${role} ${feature}`).toBeNull();
        else
          expect(target, `${role} ${feature}`).toBe(
            {
              admin: '/secure/dashboard',
              manager: '/secure/dashboard',
              dispatcher: '/secure/dashboard',
              clerk: '/secure/dashboard',
              driver: '/secure/round',
              support: '/secure/complaints',
              finance: '/secure/reports',
            }[role],
          );
      }
    }
  });

  it('never loops: every start lands on a page for guests and for every role', () => {
    const starts = [
      '/',
      '/signed-in-redirect',
      '/sign-in',
      '/sign-up',
      '/sign-out',
      '/unlock-session',
      '/home',
      '/secure',
      ...features.map((f) => `/secure/${f}`),
    ];
    for (const start of starts) expect(land(null, table, start)).toMatch(/^\/(sign-in|sign-out|home|sign-up)/);
    for (const role of roles) {
      for (const start of starts) {
        const landed = land(userOf(role), table, start);
        const access = table(landed.split('?')[0]!);
        expect(['secure', 'signed-in', 'public'], `${role} from ${start} landed on ${landed}`).toContain(access.kind);
      }
      expect(land(userOf(role), table, '/')).toBe(
        {
          admin: '/secure/dashboard',
          manager: '/secure/dashboard',
          dispatcher: '/secure/dashboard',
          clerk: '/secure/dashboard',
          driver: '/secure/round',
          support: '/secure/complaints',
          finance: '/secure/reports',
        }[role],
      );
    }
  });

  it('sends a signed-in user away from the guest pages to the root', () => {
    expect(redirectFor({ kind: 'guest' }, userOf('clerk'), at('/sign-in'))).toBe('/');
    expect(redirectFor({ kind: 'guest' }, null, at('/sign-in'))).toBeNull();
  });

  it('follows only redirectURLs of this site that are not guest pages', () => {
    expect(safeRedirect('/secure/trips?status=planned')).toBe('/secure/trips?status=planned');
    for (const bad of [
      null,
      '',
      'https://evil.example',
      '//evil.example/x',
      '/\\evil',
      'secure/trips',
      '/sign-in?redirectURL=%2F',
      '/sign-out',
      '/\t/evil.example',
      '/\n/evil.example',
      '/ /x',
      '/secure\u0000',
    ])
      expect(safeRedirect(bad), String(bad)).toBeNull();
  });
});

describe('layout resolution', () => {
  it('takes the route data over the config, the query over the route default, and keeps guest pages empty', () => {
    expect(resolveLayout({ chosen: null, appDefault: 'classy' })).toBe('classy');
    expect(resolveLayout({ routeLayout: 'classic', chosen: null, appDefault: 'classy' })).toBe('classic');
    expect(resolveLayout({ routeLayout: 'classic', chosen: 'thin', appDefault: 'classy' })).toBe('thin');
    expect(resolveLayout({ routeLayout: 'classic', chosen: 'thin', queryLayout: 'modern', appDefault: 'classy' })).toBe(
      'modern',
    );
    expect(resolveLayout({ routeLayout: 'empty', chosen: 'thin', queryLayout: 'modern', appDefault: 'classy' })).toBe(
      'empty',
    );
  });
});
