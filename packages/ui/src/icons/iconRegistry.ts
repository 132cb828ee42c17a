// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- ambient module types for packages that compile these sources
/// <reference path="../ambient.d.ts" />
import usedIcons from 'virtual:courier-icons-used';
import { customIcons } from './customIcons';
import { isSized, type IconEntry, type IconSetEntry } from './iconBody';

export type { IconEntry };

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
  /** name -> the icon's elements, or [elements, width, height] where its box differs from the set's. */
  icons: Record<string, IconSetEntry>;
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
  return {
    namespace: (iconNamespaces as readonly string[]).includes(namespace) ? (namespace as IconNamespace) : null,
    icon,
  };
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

const icons = new Map<string, IconEntry>();
const iconsPending = new Map<string, Promise<IconEntry | null>>();

function fromSet(set: IconSet, icon: string): IconEntry | null {
  // Material names are written with underscores (local_shipping); the set spells them with hyphens.
  const entry = set.icons[icon] ?? set.icons[icon.replaceAll('_', '-')];
  if (!entry) return null;
  return isSized(entry) ? entry : [entry, set.width, set.height];
}

/** The icon if it is loaded already, by itself or with its set (no flash for an icon seen before). */
export function getLoadedIcon(name: string): IconEntry | undefined {
  const { namespace, icon } = parseIconName(name);
  if (!namespace) return undefined;
  const key = `${namespace}:${icon}`;
  const ready = icons.get(key);
  if (ready) return ready;
  const set = loaded.get(namespace);
  return (set && fromSet(set, icon)) ?? undefined;
}

/**
 * Loads one icon: an icon the sources name comes as its own small chunk (a page fetches only the
 * icons it shows); any other (one chosen from the catalogue) with its whole set. Null when the
 * name is not an icon.
 */
export function loadIcon(name: string): Promise<IconEntry | null> {
  const ready = getLoadedIcon(name);
  if (ready) return Promise.resolve(ready);
  const { namespace, icon } = parseIconName(name);
  if (!namespace) return Promise.resolve(null);
  const key = `${namespace}:${icon}`;
  let promise = iconsPending.get(key);
  if (!promise) {
    const single = usedIcons[key];
    promise = (
      single ? single().then((module) => module.default) : loadIconSet(namespace).then((set) => fromSet(set, icon))
    ).then(
      (entry) => {
        if (entry) icons.set(key, entry);
        iconsPending.delete(key);
        return entry;
      },
      (error: unknown) => {
        // Not reached (offline): the next time it is asked again.
        iconsPending.delete(key);
        throw error;
      },
    );
    iconsPending.set(key, promise);
  }
  return promise;
}

/**
 * Resolves once no icon and no set is loading any more, those asked for meanwhile included. The
 * icons of a screen are asked for together, as it is first drawn, and their chunks arrive one by
 * one: each drawn as it came, the screen would be drawn again (and laid out again) once per icon;
 * waiting for this draws them all in one pass.
 */
export function iconsSettled(): Promise<void> {
  if (iconsPending.size === 0 && pending.size === 0) return Promise.resolve();
  return Promise.allSettled([...iconsPending.values(), ...pending.values()]).then(() => iconsSettled());
}

/**
 * Loads the icons a page drawn ahead of time shows (their `data-icon` names), before the page is
 * rendered or taken over, so that both draw them from the start and give the same markup. An icon
 * that cannot be loaded is left to load when it is shown, as any other.
 */
export async function loadIcons(names: Iterable<string>): Promise<void> {
  await Promise.all([...new Set(names)].map((name) => loadIcon(name).catch(() => null)));
}
