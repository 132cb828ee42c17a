import { useEffect, useRef, useState } from 'react';
import type * as Leaflet from 'leaflet';
import { useUiTranslation } from '../i18n';
import { baseMap, loadLeaflet, textContent, tilesHaveFailed } from './leafletBase';
import * as styles from './RecordMap.css';

export type MapTone = keyof typeof styles.markerTone;

export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  label: string;
  tone?: MapTone;
}

export interface MapLine {
  id: string;
  points: { lat: number; lng: number }[];
}

export interface MapTiles {
  /** A tile URL template, `https://…/{z}/{x}/{y}.png`. */
  url: string;
  attribution: string;
}

export interface RecordMapProps {
  /** Names the map for assistive technology ("Location of IST"). */
  label: string;
  markers: MapMarker[];
  lines?: MapLine[];
  /** Background tiles; null draws the markers and lines on a plain background. */
  tiles?: MapTiles | null;
  height?: number;
}

/**
 * Markers and lines on a map (Leaflet, loaded when the first map is shown). The markers and
 * lines are vectors, so with no network, or no tiles configured, the map still shows them on a
 * plain background instead of failing. The places are also listed in text beside the map.
 */
export function RecordMap({ label, markers, lines = [], tiles = null, height = 280 }: RecordMapProps) {
  const { t } = useUiTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [plain, setPlain] = useState(!tiles || tilesHaveFailed());
  const [ready, setReady] = useState(false);
  // Drawn again only when what it shows changes, not when the caller makes new arrays of the same.
  const drawing = JSON.stringify({ markers, lines, tiles });

  useEffect(() => {
    const { markers, lines, tiles } = JSON.parse(drawing) as {
      markers: MapMarker[];
      lines: MapLine[];
      tiles: MapTiles | null;
    };
    let map: Leaflet.Map | undefined;
    let resized: ResizeObserver | undefined;
    let cancelled = false;
    void loadLeaflet().then((L) => {
      if (cancelled || !container.current) return;
      map = baseMap(L, container.current, tiles, () => setPlain(true));
      for (const line of lines)
        L.polyline(
          line.points.map((p) => [p.lat, p.lng] as [number, number]),
          { className: styles.line },
        ).addTo(map);
      for (const marker of markers) {
        L.circleMarker([marker.lat, marker.lng], { radius: 8, className: styles.markerTone[marker.tone ?? 'primary'] })
          .bindTooltip(textContent(marker.label), { direction: 'top', offset: [0, -8], className: styles.label })
          .addTo(map);
      }
      const points = [
        ...markers.map((m) => [m.lat, m.lng] as [number, number]),
        ...lines.flatMap((l) => l.points.map((p) => [p.lat, p.lng] as [number, number])),
      ];
      const fit = (view: Leaflet.Map) => {
        if (points.length === 1) view.setView(points[0]!, 11);
        // A marker's room: its radius and more on every side, and on the left the column of the
        // zoom buttons, which would hide a marker at the top left (a route's start in İstanbul).
        else if (points.length)
          view.fitBounds(L.latLngBounds(points), {
            paddingTopLeft: [56, 28],
            paddingBottomRight: [28, 28],
            maxZoom: 12,
          });
        else view.setView([39, 35], 5);
      };
      fit(map);
      // Fitted again when its frame changes size (a card that takes its width after the first
      // draw), so the markers at the ends stay inside it.
      const shown = map;
      resized = new ResizeObserver(() => {
        shown.invalidateSize({ animate: false });
        fit(shown);
      });
      resized.observe(container.current);
      setReady(true);
    });
    return () => {
      cancelled = true;
      resized?.disconnect();
      map?.remove();
    };
  }, [drawing]);

  return (
    <figure className={styles.frame} style={{ margin: 0 }}>
      <div
        ref={container}
        className={styles.map}
        style={{ height }}
        data-ready={ready || undefined}
        data-plain={plain || undefined}
        role="region"
        aria-label={label}
      />
      <figcaption className={styles.status}>
        {plain ? t('map.plain') : null} {markers.map((m) => m.label).join(' · ')}
      </figcaption>
    </figure>
  );
}
