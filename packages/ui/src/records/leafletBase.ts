import type * as Leaflet from 'leaflet';
import type { MapTiles } from './RecordMap';

/** Tiles that failed once are not tried again in this visit: later maps go plain at once. */
let tilesFailed = false;
export const tilesHaveFailed = () => tilesFailed;

/** Leaflet and its stylesheet, loaded with the first map (the stylesheet by the consumer's bundler). */
export async function loadLeaflet(): Promise<typeof Leaflet> {
  const [module] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
  return (module as unknown as { default?: typeof Leaflet }).default ?? (module as unknown as typeof Leaflet);
}

/**
 * A map in `container` with the tiles if there are any; when a tile fails (no network) the tile
 * layer goes and `onPlain` is told, so the vectors stay on the plain background.
 */
export function baseMap(L: typeof Leaflet, container: HTMLElement, tiles: MapTiles | null, onPlain: () => void): Leaflet.Map {
  const map = L.map(container, { attributionControl: !!tiles, zoomControl: true, scrollWheelZoom: false });
  if (tiles && !tilesFailed) {
    const layer = L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 18 }).addTo(map);
    layer.once('tileerror', () => {
      tilesFailed = true;
      layer.remove();
      onPlain();
    });
  }
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
