// Splits the Iconify JSON packages into one virtual module per icon namespace of the specs
// (heroicons_outline, heroicons_solid, heroicons_mini, mat_solid, mat_outline, mat_twotone,
// feather), so each set becomes its own lazily loaded chunk and a page ships only the sets it
// shows. Every Vite config that compiles @courier/ui sources adds this plugin; the published
// library carries the sets as chunks already.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { getIconData } from '@iconify/utils';
import type { IconifyJSON } from '@iconify/types';
import type { Plugin } from 'vite';

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
/** The names only: what the mock server's icon catalogue lists. */
const namesPrefix = 'virtual:courier-icon-names/';

export interface IconSetData {
  width: number;
  height: number;
  /** name -> svg body, or [body, width, height] where the icon's box differs from the set's. */
  icons: Record<string, string | [string, number, number]>;
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
    icons[picked] = w === width && h === height ? data.body : [data.body, w, h];
  }
  // heroicons mini icons are drawn on a 20 px grid.
  if (namespace === 'heroicons_mini') return { width: 20, height: 20, icons: normaliseBox(icons, 20) };
  return { width, height, icons };
}

function normaliseBox(icons: IconSetData['icons'], size: number): IconSetData['icons'] {
  return Object.fromEntries(
    Object.entries(icons).map(([name, icon]) => [name, Array.isArray(icon) && icon[1] === size && icon[2] === size ? icon[0] : icon]),
  );
}

export function iconSetsPlugin(): Plugin {
  return {
    name: 'courier-icon-sets',
    resolveId(id) {
      return id.startsWith(prefix) || id.startsWith(namesPrefix) ? `\0${id}` : null;
    },
    load(id) {
      if (id.startsWith(`\0${namesPrefix}`)) return `export default ${JSON.stringify(Object.keys(buildIconSet(id.slice(namesPrefix.length + 1)).icons))};`;
      if (!id.startsWith(`\0${prefix}`)) return null;
      const namespace = id.slice(prefix.length + 1);
      return `export default ${JSON.stringify(buildIconSet(namespace))};`;
    },
  };
}
