import { useEffect, useRef, useState } from 'react';
import type * as Leaflet from 'leaflet';
import { useUiTranslation } from '../../i18n';
import { baseMap, loadLeaflet, textContent, tilesHaveFailed } from '../../records/leafletBase';
import type { MapMarker, MapTiles, MapTone } from '../../records/RecordMap';
import * as mapStyles from '../../records/RecordMap.css';
import * as styles from './LiveMap.css';

export interface FleetMarker {
  id: string;
  lat: number;
  lng: number;
  /** Plate and driver, shown on hover. */
  label: string;
  tone: MapTone;
}

export interface LiveMapProps {
  label: string;
  markers: FleetMarker[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** The selected truck's route: its line and its stops. */
  route?: { points: { lat: number; lng: number }[]; stops: MapMarker[] } | null;
  /** The offices, marked under the trucks (their code and name shown on hover, as text). */
  offices?: FleetMarker[];
  tiles?: MapTiles | null;
  height?: number | string;
}

/** How near the map comes to a truck that is chosen: its region's roads and towns. */
const chosenZoom = 9;

/** Türkiye, Edirne to Hakkâri: the whole network in view at first. */
const turkey: [[number, number], [number, number]] = [
  [35.8, 25.9],
  [42.1, 44.8],
];

/**
 * The fleet on a map that stays put while the trucks move: the map is made once, each truck's
 * marker is moved in place when its position changes (no marker is redrawn for an update), and
 * the view moves only when the user picks a truck. Vectors on a plain background without tiles.
 */
export function LiveMap({
  label,
  markers,
  selectedId,
  onSelect,
  route = null,
  offices = [],
  tiles = null,
  height = 520,
}: LiveMapProps) {
  const { t } = useUiTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [plain, setPlain] = useState(!tiles || tilesHaveFailed());
  const [ready, setReady] = useState(false);
  const leaflet = useRef<{
    L: typeof Leaflet;
    map: Leaflet.Map;
    fleet: Leaflet.LayerGroup;
    route: Leaflet.LayerGroup;
    offices: Leaflet.LayerGroup;
  } | null>(null);
  const drawn = useRef(new Map<string, { marker: Leaflet.CircleMarker; tone: MapTone; label: string }>());
  const select = useRef(onSelect);
  select.current = onSelect;
  const chosenId = useRef(selectedId);
  chosenId.current = selectedId;

  // The map, once.
  useEffect(() => {
    let cancelled = false;
    const shown = drawn.current;
    let resized: ResizeObserver | undefined;
    void loadLeaflet().then((L) => {
      if (cancelled || !container.current) return;
      const map = baseMap(L, container.current, tiles, () => setPlain(true));
      map.fitBounds(turkey);
      leaflet.current = {
        L,
        map,
        offices: L.layerGroup().addTo(map),
        route: L.layerGroup().addTo(map),
        fleet: L.layerGroup().addTo(map),
      };
      // The page around the map can change its width (a message above it, a scroll bar that comes
      // or goes): the map keeps its centre where it was instead of staying pinned to its left edge.
      resized = new ResizeObserver(() => map.invalidateSize({ animate: false }));
      resized.observe(container.current);
      setReady(true);
    });
    return () => {
      cancelled = true;
      resized?.disconnect();
      leaflet.current?.map.remove();
      leaflet.current = null;
      shown.clear();
    };
  }, [tiles]);

  // The trucks: moved in place, added and removed as they come and go.
  useEffect(() => {
    const current = leaflet.current;
    if (!ready || !current) return;
    const seen = new Set<string>();
    for (const m of markers) {
      seen.add(m.id);
      const known = drawn.current.get(m.id);
      if (known && known.tone === m.tone) {
        const at = known.marker.getLatLng();
        if (at.lat !== m.lat || at.lng !== m.lng) known.marker.setLatLng([m.lat, m.lng]);
        if (known.label !== m.label) {
          known.marker.setTooltipContent(textContent(m.label));
          known.label = m.label;
        }
        continue;
      }
      known?.marker.remove();
      const chosen = m.id === chosenId.current;
      const marker = current.L.circleMarker([m.lat, m.lng], {
        radius: chosen ? 11 : 7,
        className: `${mapStyles.markerTone[m.tone]} ${styles.truck}${chosen ? ` ${styles.selected}` : ''}`,
      })
        .bindTooltip(textContent(m.label), { direction: 'top', offset: [0, -8], className: mapStyles.label })
        .on('click', () => select.current(m.id))
        .addTo(current.fleet);
      drawn.current.set(m.id, { marker, tone: m.tone, label: m.label });
    }
    for (const [id, { marker }] of drawn.current) {
      if (!seen.has(id)) {
        marker.remove();
        drawn.current.delete(id);
      }
    }
  }, [markers, ready]);

  // The chosen truck stands out; the view goes to it when it is chosen, not on every update.
  const selectedAt = markers.find((m) => m.id === selectedId);
  const hasSelected = !!selectedAt;
  useEffect(() => {
    const current = leaflet.current;
    if (!ready || !current) return;
    for (const [id, { marker }] of drawn.current)
      marker
        .setRadius(id === selectedId ? 11 : 7)
        .getElement()
        ?.classList.toggle(styles.selected, id === selectedId);
    const chosen = selectedId ? drawn.current.get(selectedId)?.marker : undefined;
    if (chosen) {
      chosen.bringToFront();
      // Zoomed in to the truck (a region's roads), not only centred on it.
      current.map.setView(chosen.getLatLng(), Math.max(current.map.getZoom(), chosenZoom), { animate: false });
    }
  }, [selectedId, hasSelected, ready]);

  // The offices: squares under everything else, each named by its code and name as text.
  const officesKey = JSON.stringify(offices);
  useEffect(() => {
    const current = leaflet.current;
    if (!ready || !current) return;
    current.offices.clearLayers();
    for (const o of JSON.parse(officesKey) as FleetMarker[]) {
      const icon = current.L.divIcon({ className: styles.office, iconSize: [12, 12] });
      current.L.marker([o.lat, o.lng], { icon, keyboard: false, title: o.label, alt: o.label })
        .bindTooltip(textContent(o.label), { direction: 'top', offset: [0, -6], className: mapStyles.label })
        .addTo(current.offices);
    }
  }, [officesKey, ready]);

  // The chosen truck's route and stops.
  const routeKey = JSON.stringify(route);
  useEffect(() => {
    const current = leaflet.current;
    if (!ready || !current) return;
    current.route.clearLayers();
    const shown = JSON.parse(routeKey) as LiveMapProps['route'];
    if (!shown) return;
    current.L.polyline(
      shown.points.map((p) => [p.lat, p.lng] as [number, number]),
      { className: mapStyles.line },
    ).addTo(current.route);
    for (const stop of shown.stops) {
      current.L.circleMarker([stop.lat, stop.lng], {
        radius: 5,
        className: mapStyles.markerTone[stop.tone ?? 'neutral'],
      })
        .bindTooltip(textContent(stop.label), { direction: 'top', className: mapStyles.label })
        .addTo(current.route);
    }
  }, [routeKey, ready]);

  return (
    <figure className={mapStyles.frame} style={{ margin: 0 }}>
      <div
        ref={container}
        className={mapStyles.map}
        style={{ height }}
        data-ready={ready || undefined}
        data-plain={plain || undefined}
        role="region"
        aria-label={label}
      />
      {plain ? <figcaption className={mapStyles.status}>{t('map.plain')}</figcaption> : null}
    </figure>
  );
}
