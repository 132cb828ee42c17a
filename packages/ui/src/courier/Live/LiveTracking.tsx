import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { currentStopIndex, type LivePosition, type Office, type Trip } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Card } from '../../primitives/Card/Card';
import { Link } from '../../primitives/Link/Link';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { TextField } from '../../primitives/TextField/TextField';
import { Facts } from '../../records/Facts';
import type { MapTiles, MapTone } from '../../records/RecordMap';
import * as recordStyles from '../../records/Record.css';
import { Alert } from '../../shell/auth/AuthPage';
import { useCourierFormat } from '../format';
import { refName, TripStops, type TripRefs } from '../Trips/Trips';
import { LiveMap, type FleetMarker } from './LiveMap';
import * as styles from './LiveTracking.css';

/** How a truck on the road stands: driving, standing at a stop, behind its ETA, or not heard from. */
export type TruckState = 'moving' | 'at_stop' | 'late' | 'stale';
const tones: Record<TruckState, MapTone> = { moving: 'primary', at_stop: 'success', late: 'caution', stale: 'neutral' };
/** A position older than this is stale (the app asks every 2 s). */
export const staleAfterMs = 30_000;
/** A truck this far past the ETA of its next stop is late. */
const lateAfterMs = 15 * 60_000;

export function truckState(position: LivePosition, now: number): TruckState {
  if (now - Date.parse(position.at) > staleAfterMs) return 'stale';
  if (position.speedKmh === 0 && position.nextStop === null) return 'at_stop';
  if (position.nextStop && now > Date.parse(position.nextStop.eta) + lateAfterMs) return 'late';
  return position.speedKmh === 0 ? 'at_stop' : 'moving';
}

/** A truck standing this close to an office (km) is at it. */
const atOfficeKm = 2;

const distanceKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const rad = Math.PI / 180;
  const x = (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = (b.lat - a.lat) * rad;
  return Math.sqrt(x * x + y * y) * 6371;
};

/**
 * The office a standing truck is at: the stop its trip stands at, else an office within 2 km of
 * its position; none while it drives (or stands on the road).
 */
export function officeAt(position: LivePosition, trip: Trip | undefined, offices: Office[]): Office | undefined {
  if (position.speedKmh !== 0) return undefined;
  const index = trip ? currentStopIndex(trip) : -1;
  const stop = index >= 0 ? offices.find((o) => o.id === trip!.stops[index]!.officeId) : undefined;
  return stop ?? offices.find((o) => distanceKm(o.location, position) <= atOfficeKm);
}

/** The trip names, with the offices' places. */
export interface LiveRefs extends Omit<TripRefs, 'offices'> {
  offices: Office[];
}

export interface LiveTrackingProps {
  positions: LivePosition[];
  /** The trips of those positions (the trips on the road). */
  trips: Trip[];
  refs: LiveRefs;
  /** The time the states are judged at (ms); the app passes the clock at each update. */
  now: number;
  selectedTruckId: string | null;
  onSelect: (truckId: string | null) => void;
  tripHref: (trip: Trip) => string;
  tiles?: MapTiles | null;
  /** The last update failed: the map keeps what it had and says so. */
  error?: string | null;
  /** The first positions are on their way (no answer yet): the list holds placeholders, not "no truck". */
  isLoading?: boolean;
}

interface Row {
  position: LivePosition;
  trip: Trip | undefined;
  plate: string;
  driver: string;
  state: TruckState;
  /** The office it stands at, if any. */
  at: Office | undefined;
}

/**
 * The fleet on the road: a map of the trucks, coloured by how each stands, that moves as the
 * positions come in; a list beside it to find a truck by plate, driver or trip; the chosen
 * truck's route, stops, next stop and ETA, speed, load and the age of its position.
 */
export function LiveTracking(props: LiveTrackingProps) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const { refs, now } = props;
  const [query, setQuery] = useState('');
  const tripsById = useMemo(() => new Map(props.trips.map((trip) => [trip.id, trip])), [props.trips]);
  const rows = useMemo<Row[]>(
    () =>
      props.positions.map((position) => {
        const trip = tripsById.get(position.tripId);
        return {
          position,
          trip,
          plate: refName.truck(refs, position.truckId),
          driver: trip ? refName.driver(refs, trip.driverId) : '',
          state: truckState(position, now),
          at: officeAt(position, trip, refs.offices),
        };
      }),
    [props.positions, tripsById, refs, now],
  );
  const markers = useMemo<FleetMarker[]>(
    () =>
      rows.map((r) => ({
        id: r.position.truckId,
        lat: r.position.lat,
        lng: r.position.lng,
        label: `${r.plate} · ${r.driver}`,
        tone: tones[r.state],
      })),
    [rows],
  );
  const q = query.trim().toLocaleLowerCase('tr');
  const shown = q
    ? rows.filter((r) =>
        `${r.plate} ${r.plate.replace(/ /g, '')} ${r.driver} ${r.trip?.code ?? ''}`.toLocaleLowerCase('tr').includes(q),
      )
    : rows;
  const chosen = rows.find((r) => r.position.truckId === props.selectedTruckId);
  const office = (id: string) => refs.offices.find((o) => o.id === id);
  const officeMarkers = useMemo(
    () =>
      refs.offices.map((o) => ({
        id: o.id,
        lat: o.location.lat,
        lng: o.location.lng,
        label: `${o.code} · ${o.name}`,
        tone: 'neutral' as MapTone,
      })),
    [refs.offices],
  );
  // Choosing a truck brings its details into view beside the map it is zoomed on.
  const details = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (props.selectedTruckId) details.current?.scrollIntoView?.({ block: 'nearest' });
  }, [props.selectedTruckId]);
  const route = chosen?.trip
    ? {
        points: chosen.trip.stops.flatMap((s) => {
          const o = office(s.officeId);
          return o ? [o.location] : [];
        }),
        stops: chosen.trip.stops.flatMap((s, i) => {
          const o = office(s.officeId);
          return o
            ? [
                {
                  id: `${i}`,
                  lat: o.location.lat,
                  lng: o.location.lng,
                  label: `${i + 1} · ${o.code}`,
                  tone: (s.arrivedAt ? 'success' : 'neutral') as MapTone,
                },
              ]
            : [];
        }),
      }
    : null;
  const counts = rows.reduce<Record<TruckState, number>>((acc, r) => ({ ...acc, [r.state]: acc[r.state] + 1 }), {
    moving: 0,
    at_stop: 0,
    late: 0,
    stale: 0,
  });

  return (
    <div className={recordStyles.root}>
      <div className={recordStyles.header}>
        <h1 className={recordStyles.listTitle}>{t('live.title')}</h1>
        <ul className={styles.legend} aria-label={t('live.legend')}>
          {(Object.keys(tones) as TruckState[]).map((state) => (
            <li key={state}>
              <span className={styles.swatch} data-state={state} aria-hidden="true" />
              {t(`live.states.${state}`)} ({counts[state]})
            </li>
          ))}
        </ul>
      </div>
      {props.error ? <Alert tone="warn">{props.error}</Alert> : null}
      <div className={styles.layout}>
        <aside className={styles.side} aria-label={t('live.trucks')}>
          <TextField
            label={t('live.find')}
            placeholder={t('live.findHint')}
            value={query}
            onChange={setQuery}
            type="search"
            icon="heroicons_outline:magnifying-glass"
          />
          <p className={recordStyles.muted} role="status">
            {props.isLoading
              ? t('live.loading')
              : rows.length
                ? t('live.onTheRoad', { count: shown.length })
                : t('live.none')}
          </p>
          {props.isLoading ? (
            <div className={styles.list} aria-hidden="true">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} width="100%" height={56} />
              ))}
            </div>
          ) : null}
          <ul className={styles.list}>
            {shown.map((r) => (
              <TruckRow
                key={r.position.truckId}
                row={r}
                selected={r.position.truckId === props.selectedTruckId}
                onSelect={props.onSelect}
                nextCode={r.position.nextStop ? (office(r.position.nextStop.officeId)?.code ?? '') : ''}
              />
            ))}
          </ul>
        </aside>
        <div className={styles.main}>
          <LiveMap
            label={t('live.map')}
            markers={markers}
            selectedId={props.selectedTruckId}
            onSelect={props.onSelect}
            route={route}
            offices={officeMarkers}
            tiles={props.tiles}
            height="60vh"
          />
          <div ref={details}>
            {chosen ? (
              <Card as="section" title={t('live.chosen', { plate: chosen.plate })}>
                {chosen.state === 'stale' ? (
                  <Alert tone="warn">{t('live.staleWarning', { time: format.clock(chosen.position.at) })}</Alert>
                ) : null}
                <div className={styles.details}>
                  <Facts
                    items={[
                      [
                        t('trips.code'),
                        chosen.trip ? (
                          <Link key="trip" href={props.tripHref(chosen.trip)} className={recordStyles.code}>
                            {chosen.trip.code}
                          </Link>
                        ) : (
                          '—'
                        ),
                      ],
                      [t('trips.route'), chosen.trip ? refName.route(refs, chosen.trip.routeId) : '—'],
                      [t('trips.driver'), chosen.driver || '—'],
                      [t('live.state'), t(`live.states.${chosen.state}`)],
                      [
                        t('live.where'),
                        chosen.at
                          ? t('live.atOffice', { office: `${chosen.at.code} · ${chosen.at.name}` })
                          : chosen.position.nextStop
                            ? t('live.onTheWay', { office: office(chosen.position.nextStop.officeId)?.code ?? '' })
                            : '—',
                      ],
                      [t('live.speed'), t('live.kmh', { speed: format.count(chosen.position.speedKmh) })],
                      [
                        t('live.nextStop'),
                        chosen.position.nextStop
                          ? t('live.nextStopEta', {
                              office: office(chosen.position.nextStop.officeId)?.code ?? '',
                              time: format.moment(chosen.position.nextStop.eta),
                            })
                          : '—',
                      ],
                      [
                        t('live.onBoard'),
                        chosen.trip
                          ? t('live.load', { count: chosen.trip.parcelCount, kg: format.kg(chosen.trip.loadKg) })
                          : '—',
                      ],
                      [t('live.lastPosition'), format.clock(chosen.position.at)],
                    ]}
                  />
                  {chosen.trip ? <TripStops trip={chosen.trip} refs={refs} /> : null}
                </div>
              </Card>
            ) : props.isLoading ? null : (
              <p className={recordStyles.muted}>{rows.length ? t('live.pickOne') : t('live.noneHint')}</p>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}

/** One truck in the side list; it re-renders only when its own row changes. */
const TruckRow = memo(function TruckRow({
  row,
  selected,
  onSelect,
  nextCode,
}: {
  row: Row;
  selected: boolean;
  onSelect: (id: string | null) => void;
  nextCode: string;
}) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const { position } = row;
  return (
    <li>
      <button
        type="button"
        className={styles.row}
        aria-pressed={selected}
        onClick={() => onSelect(selected ? null : position.truckId)}
      >
        <span className={styles.swatch} data-state={row.state} aria-hidden="true" />
        <span className={styles.rowText}>
          <span className={recordStyles.code}>{row.plate}</span>
          <span className={recordStyles.muted}>
            {row.driver} · {row.trip?.code}
          </span>
          <span className={recordStyles.muted}>{rowStatus(t, row, nextCode, format.time)}</span>
        </span>
      </button>
    </li>
  );
}, sameRow);

/**
 * Where a truck is and what comes next, in one line: "At KON · next ANK at 12:12", "Driving ·
 * next ANK at 12:12", "Behind schedule · at KON · next ANK at 12:12"; a truck at its last stop
 * says only where it is.
 */
export function rowStatus(
  t: ReturnType<typeof useUiTranslation>['t'],
  row: Pick<Row, 'state' | 'at' | 'position'>,
  nextCode: string,
  time: (iso: string) => string,
): string {
  const where = row.at ? t('live.atOffice', { office: row.at.code }) : null;
  const state = row.state === 'at_stop' && where ? where : t(`live.states.${row.state}`);
  return [
    state,
    ...(where && state !== where ? [where] : []),
    ...(row.position.nextStop ? [t('live.next', { office: nextCode, time: time(row.position.nextStop.eta) })] : []),
  ].join(' · ');
}

/** A row looks the same when what it shows is the same, whatever the position's coordinates. */
function sameRow(
  a: { row: Row; selected: boolean; nextCode: string },
  b: { row: Row; selected: boolean; nextCode: string },
) {
  return (
    a.selected === b.selected &&
    a.nextCode === b.nextCode &&
    a.row.plate === b.row.plate &&
    a.row.driver === b.row.driver &&
    a.row.state === b.row.state &&
    a.row.at?.id === b.row.at?.id &&
    a.row.trip?.code === b.row.trip?.code &&
    a.row.position.nextStop?.eta === b.row.position.nextStop?.eta
  );
}
