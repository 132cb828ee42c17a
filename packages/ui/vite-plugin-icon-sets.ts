// Serves the Iconify JSON packages as virtual modules for the icon namespaces of the specs
// (heroicons_outline, heroicons_solid, heroicons_mini, mat_solid, mat_outline, mat_twotone,
// feather): every icon the packages' sources name is a chunk of its own, so a page fetches only
// the icons it shows (a few hundred bytes each), but for the signed-in navigation's and the
// dashboard's, which come one chunk each (`iconGroups`); each whole set is a lazily loaded chunk
// too, for names only data holds (the icon catalogue, a shortcut's chosen icon). Every Vite config
// that compiles @courier/ui sources adds this plugin; the published library carries the chunks.
import { createRequire } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getIconData } from '@iconify/utils';
import type { IconifyJSON } from '@iconify/types';
import { SaxesParser } from 'saxes';
import type { Plugin } from 'vite';
import { isSized, type IconBody, type IconEntry, type IconNode, type IconSetEntry } from './src/icons/iconBody.ts';

const require = createRequire(import.meta.url);

interface SetSource {
  pkg: string;
  /** Maps the package's icon name to the name used in `namespace:name`, or null to skip it. */
  pick: (name: string) => string | null;
}

const strip = (prefix: string) => (name: string) => (name.startsWith(prefix) ? name.slice(prefix.length) : null);
const suffix = (end: string) => (name: string) => (name.endsWith(end) ? name.slice(0, -end.length) : null);

export const iconSetSources: Record<string, SetSource> = {
  heroicons_outline: { pkg: 'heroicons', pick: (n) => (/-(16|20)-solid$|-solid$/.test(n) ? null : n) },
  heroicons_solid: { pkg: 'heroicons', pick: (n) => (/-(16|20)-solid$/.test(n) ? null : suffix('-solid')(n)) },
  heroicons_mini: { pkg: 'heroicons', pick: suffix('-20-solid') },
  mat_solid: { pkg: 'ic', pick: strip('baseline-') },
  mat_outline: { pkg: 'ic', pick: strip('outline-') },
  mat_twotone: { pkg: 'ic', pick: strip('twotone-') },
  feather: { pkg: 'feather', pick: (n) => n },
};

const prefix = 'virtual:courier-icon-set/';
/** One icon, `virtual:courier-icon/<namespace>/<name>`: its own tiny chunk. */
const iconPrefix = 'virtual:courier-icon/';
/** The icons the project's sources name, each a loader of its own chunk. */
const usedId = 'virtual:courier-icons-used';
/** The names only: what the mock server's icon catalogue lists. */
const namesPrefix = 'virtual:courier-icon-names/';
/** Icons that load together, `virtual:courier-icon-group/<group>`: name → the icon. */
const groupPrefix = 'virtual:courier-icon-group/';

/**
 * Icons a screen shows all at once, one chunk for them all, by the source that names them: the
 * navigation (@courier/domain navigation.ts), some thirty icons that every signed-in page draws in
 * its side bar as it first opens (each in a file of its own, thirty requests at the page's start;
 * together, 2.8 KiB gzipped), and the dashboard's, the first page after signing in (a dozen). A
 * role that sees fewer items fetches a few it does not show; another screen that shows one of
 * these icons loads its group (a few KiB). A name two groups' sources write goes with the one read
 * last.
 */
const iconGroups: Record<string, string> = {
  navigation: 'domain/src/navigation.ts',
  dashboard: 'ui/src/courier/Dashboard/Dashboard.tsx',
};

export interface IconSetData {
  width: number;
  height: number;
  /** name -> the icon's elements, or [elements, width, height] where its box differs from the set's. */
  icons: Record<string, IconSetEntry>;
}

/** An attribute as React names the prop: `stroke-width` strokeWidth, `xlink:href` xlinkHref, `class` className. */
const propName = (attribute: string) =>
  attribute === 'class'
    ? 'className'
    : /^(data|aria)-/.test(attribute)
      ? attribute
      : attribute.replace(/[-:]([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** An SVG body (the markup inside `<svg>`) as the elements React draws (src/icons/iconBody.ts). */
export function iconBody(markup: string): IconBody {
  // The body is parsed inside an <svg> of its own (for the namespaces), whose children it is.
  const open: IconNode[] = [];
  let wrapper: IconNode = ['svg', {}];
  const parser = new SaxesParser({ xmlns: false });
  parser.on('opentag', (tag) => {
    const props = Object.fromEntries(
      Object.entries(tag.attributes as Record<string, string>).map(([name, value]) => [propName(name), value]),
    );
    const node: IconNode = [tag.name, props];
    if (open.length) open.at(-1)!.push(node);
    else wrapper = node;
    open.push(node);
  });
  parser.on('closetag', () => void open.pop());
  parser.on('text', (text) => {
    if (text.trim()) throw new Error(`Text in an icon body is not drawn: ${JSON.stringify(text)}`);
  });
  parser
    .write(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">${markup}</svg>`)
    .close();
  return wrapper.slice(2) as IconBody;
}

const cache = new Map<string, IconifyJSON>();
function loadPackage(pkg: string): IconifyJSON {
  let json = cache.get(pkg);
  if (!json) {
    json = JSON.parse(readFileSync(require.resolve(`@iconify-json/${pkg}/icons.json`), 'utf8')) as IconifyJSON;
    cache.set(pkg, json);
  }
  return json;
}

export function buildIconSet(namespace: string): IconSetData {
  const source = iconSetSources[namespace];
  if (!source) throw new Error(`Unknown icon set "${namespace}"`);
  const json = loadPackage(source.pkg);
  const width = json.width ?? 16;
  const height = json.height ?? 16;
  const icons: IconSetData['icons'] = {};
  const names = [...Object.keys(json.icons), ...Object.keys(json.aliases ?? {})].sort();
  for (const name of names) {
    const picked = source.pick(name);
    if (!picked || icons[picked]) continue;
    const data = getIconData(json, name);
    if (!data) continue;
    const w = data.width ?? width;
    const h = data.height ?? height;
    const body = iconBody(data.body);
    icons[picked] = w === width && h === height ? body : [body, w, h];
  }
  // heroicons mini icons are drawn on a 20 px grid.
  if (namespace === 'heroicons_mini') return { width: 20, height: 20, icons: normaliseBox(icons, 20) };
  return { width, height, icons };
}

function normaliseBox(icons: IconSetData['icons'], size: number): IconSetData['icons'] {
  return Object.fromEntries(
    Object.entries(icons).map(([name, icon]) => [
      name,
      isSized(icon) && icon[1] === size && icon[2] === size ? icon[0] : icon,
    ]),
  );
}

const sets = new Map<string, IconSetData>();
const setOf = (namespace: string) => {
  let set = sets.get(namespace);
  if (!set) sets.set(namespace, (set = buildIconSet(namespace)));
  return set;
};
/** An icon of a set as [body, width, height] (material names may be written with underscores), or null. */
function iconOf(namespace: string, name: string): IconEntry | null {
  const set = setOf(namespace);
  const entry = set.icons[name] ?? set.icons[name.replaceAll('_', '-')];
  if (!entry) return null;
  return isSized(entry) ? entry : [entry, set.width, set.height];
}

const packagesDir = fileURLToPath(new URL('..', import.meta.url));
/** A group's source file → the group. */
const groupOfSource = new Map(Object.entries(iconGroups).map(([group, source]) => [join(packagesDir, source), group]));
const namePattern = new RegExp(`\\b(${Object.keys(iconSetSources).join('|')}):([a-z0-9_-]+)`, 'g');
/**
 * Every `namespace:name` the packages' sources write (the screens, the navigation, the sample
 * data), found at build time, each with its group if a group's source names it: these load one by
 * one (or a group at a time), so a page fetches only the icons it shows. A name that only data
 * holds (a shortcut's icon chosen in the catalogue) loads its whole set.
 */
function usedIcons(): Map<string, string | null> {
  const found = new Set<string>();
  const grouped = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(entry.name)) {
        const group = groupOfSource.get(path);
        for (const match of readFileSync(path, 'utf8').matchAll(namePattern)) {
          found.add(`${match[1]}:${match[2]}`);
          if (group) grouped.set(`${match[1]}:${match[2]}`, group);
        }
      }
    }
  };
  for (const pkg of readdirSync(packagesDir, { withFileTypes: true })) {
    const src = join(packagesDir, pkg.name, 'src');
    if (pkg.isDirectory()) {
      try {
        walk(src);
      } catch {
        // A package without sources.
      }
    }
  }
  const known = [...found].filter((name) => iconByName(name) !== null);
  return new Map(known.sort().map((name) => [name, grouped.get(name) ?? null]));
}

/** An icon by its `namespace:name`, or null. */
function iconByName(name: string): IconEntry | null {
  const [namespace, icon] = name.split(':') as [string, string];
  return iconOf(namespace, icon);
}

export function iconSetsPlugin(): Plugin {
  // Read once per build: the loader table and each group read it.
  let used: Map<string, string | null> | null = null;
  const usedNow = () => (used ??= usedIcons());
  return {
    name: 'courier-icon-sets',
    buildStart() {
      used = null;
    },
    resolveId(id) {
      return id.startsWith(prefix) ||
        id.startsWith(namesPrefix) ||
        id.startsWith(iconPrefix) ||
        id.startsWith(groupPrefix) ||
        id === usedId
        ? `\0${id}`
        : null;
    },
    load(id) {
      if (id === `\0${usedId}`) {
        const entries = [...usedNow()].map(([name, group]) =>
          group
            ? `  ${JSON.stringify(name)}: () => import(${JSON.stringify(groupPrefix + group)}).then((group) => ({ default: group.default[${JSON.stringify(name)}] })),`
            : `  ${JSON.stringify(name)}: () => import(${JSON.stringify(`${iconPrefix}${name.replace(':', '/')}`)}),`,
        );
        return `export default {\n${entries.join('\n')}\n};`;
      }
      if (id.startsWith(`\0${groupPrefix}`)) {
        const group = id.slice(groupPrefix.length + 1);
        const names = [...usedNow()].filter(([, of]) => of === group).map(([name]) => name);
        return `export default ${JSON.stringify(Object.fromEntries(names.map((name) => [name, iconByName(name)])))};`;
      }
      if (id.startsWith(`\0${iconPrefix}`)) {
        const [namespace, name] = id.slice(iconPrefix.length + 1).split('/') as [string, string];
        return `export default ${JSON.stringify(iconOf(namespace, name))};`;
      }
      if (id.startsWith(`\0${namesPrefix}`))
        return `export default ${JSON.stringify(Object.keys(buildIconSet(id.slice(namesPrefix.length + 1)).icons))};`;
      if (!id.startsWith(`\0${prefix}`)) return null;
      const namespace = id.slice(prefix.length + 1);
      return `export default ${JSON.stringify(buildIconSet(namespace))};`;
    },
  };
}
