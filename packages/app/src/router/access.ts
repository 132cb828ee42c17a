import { defaultRoute, featureRoles, isRole, secureRoles, type Feature, type Role, type User } from '@courier/domain';
import type { LayoutName } from '@courier/ui';

/** Who may open a route (core spec section 2). */
export type Access =
  | { kind: 'root' }
  | { kind: 'signed-in-redirect' }
  | { kind: 'public' }
  | { kind: 'guest' }
  | { kind: 'signed-in' }
  | { kind: 'secure'; feature?: Feature };

export const signInPath = '/sign-in';
/** The guest pages (a signed-in user is sent on from them): routes of their own, never a redirect's target. */
export const guestPaths = [
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/confirmation-required',
  '/setup',
] as const;
export type GuestPath = (typeof guestPaths)[number];
export const homeOf = (role: Role) => defaultRoute[role] ?? '/secure/dashboard';

/** Sign-in, carrying the page that was asked for (never for sign-out: that page is the end). */
export function signInFor(pathname: string, search = '') {
  if (pathname === '/sign-out') return signInPath;
  return `${signInPath}?redirectURL=${encodeURIComponent(pathname + search)}`;
}

/**
 * Where a user must go instead of the asked page, or null to let him in. The roles of a
 * route are its feature's, else the secure area's (every role): the nearest ancestor's.
 */
export function redirectFor(
  access: Access,
  user: User | null,
  location: { pathname: string; search?: string },
): string | null {
  const role = user && isRole(user.role) ? user.role : null;
  switch (access.kind) {
    case 'public':
      return null;
    case 'root':
      return role ? '/signed-in-redirect' : signInPath;
    case 'signed-in-redirect':
      return role ? homeOf(role) : signInPath;
    case 'guest':
      return user ? '/' : null;
    case 'signed-in':
      return user ? null : signInFor(location.pathname, location.search);
    case 'secure': {
      if (!user || !role) return signInFor(location.pathname, location.search);
      const allowed = access.feature ? featureRoles[access.feature] : secureRoles;
      return allowed.includes(role) ? null : homeOf(role);
    }
  }
}

/**
 * The page a signed-in user was last turned away from because of his role, for the page he lands
 * on to say why (a redirect alone would look like a broken link). Taken once.
 */
let refused: Feature | null = null;
export function noteRefusal(access: Access, user: User | null) {
  const role = user && isRole(user.role) ? user.role : null;
  if (access.kind === 'secure' && role && access.feature && !featureRoles[access.feature].includes(role))
    refused = access.feature;
}
export function takeRefusal(): Feature | null {
  const feature = refused;
  refused = null;
  return feature;
}

/**
 * The redirectURL a sign-in may follow: a path of this site, not another origin ("//evil",
 * "https://…") and not a guest page, which would only send the user on to the root.
 */
export function safeRedirect(value: string | null): string | null {
  // Browsers drop tabs and line breaks from addresses, so "/\t/evil" would become "//evil".
  if (
    !value ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.includes('\\') ||
    [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || /\s/.test(c))
  )
    return null;
  const path = value.split(/[?#]/)[0]!;
  if ([...guestPaths, '/sign-out'].includes(path)) return null;
  return value;
}

/**
 * Which layout a page gets (core spec section 2): the app config (classy), overridden by a
 * `layout` query parameter (kept in the config), overridden by the route's data. Our decision
 * on top: the secure area's `classic` is only its default, so a layout the user chose applies
 * there; guest pages, home and the 404 page stay `empty` whatever was chosen.
 */
export function resolveLayout({
  routeLayout,
  chosen,
  queryLayout,
  appDefault,
}: {
  routeLayout?: LayoutName;
  chosen: LayoutName | null;
  queryLayout?: LayoutName | null;
  appDefault: LayoutName;
}): LayoutName {
  if (routeLayout === 'empty') return 'empty';
  return queryLayout ?? chosen ?? routeLayout ?? appDefault;
}
