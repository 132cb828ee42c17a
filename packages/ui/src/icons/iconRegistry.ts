// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- ambient module types for packages that compile these sources
/// <reference path="../ambient.d.ts" />
import { customIcons } from './customIcons';

/** Namespaces as the specifications write icon names; a name without one is material two-tone. */
export const iconNamespaces = [
  'heroicons_outline',
  'heroicons_solid',
  'heroicons_mini',
  'mat_solid',
  'mat_outline',
  'mat_twotone',
  'feather',
  'courier',
] as const;
export type IconNamespace = (typeof iconNamespaces)[number];

export interface IconSet {
  width: number;
  height: number;
  icons: Record<string, string | [string, number, number]>;
}

// Each set is its own chunk, fetched the first time an icon of it is shown.
const loaders: Record<Exclude<IconNamespace, 'courier'>, () => Promise<{ default: IconSet }>> = {
  heroicons_outline: () => import('virtual:courier-icon-set/heroicons_outline'),
  heroicons_solid: () => import('virtual:courier-icon-set/heroicons_solid'),
  heroicons_mini: () => import('virtual:courier-icon-set/heroicons_mini'),
  mat_solid: () => import('virtual:courier-icon-set/mat_solid'),
  mat_outline: () => import('virtual:courier-icon-set/mat_outline'),
  mat_twotone: () => import('virtual:courier-icon-set/mat_twotone'),
  feather: () => import('virtual:courier-icon-set/feather'),
};

const courierSet: IconSet = { width: 24, height: 24, icons: customIcons };
const loaded = new Map<IconNamespace, IconSet>([['courier', courierSet]]);
const pending = new Map<IconNamespace, Promise<IconSet>>();

export function parseIconName(name: string): { namespace: IconNamespace | null; icon: string } {
  const colon = name.indexOf(':');
  if (colon < 0) return { namespace: 'mat_twotone', icon: name };
  const namespace = name.slice(0, colon);
  const icon = name.slice(colon + 1);
  return { namespace: (iconNamespaces as readonly string[]).includes(namespace) ? (namespace as IconNamespace) : null, icon };
}

/** The set if it is loaded already (no flash for icons of a set on screen before). */
export const getLoadedIconSet = (namespace: IconNamespace) => loaded.get(namespace);

export function loadIconSet(namespace: IconNamespace): Promise<IconSet> {
  const ready = loaded.get(namespace);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(namespace);
  if (!promise) {
    promise = loaders[namespace as Exclude<IconNamespace, 'courier'>]().then(
      (module) => {
        loaded.set(namespace, module.default);
        pending.delete(namespace);
        return module.default;
      },
      (error: unknown) => {
        // Not reached (offline): the next icon of the set asks again.
        pending.delete(namespace);
        throw error;
      },
    );
    pending.set(namespace, promise);
  }
  return promise;
}
