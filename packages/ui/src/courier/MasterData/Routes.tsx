import { useMemo } from 'react';
import { GridList, GridListItem, useDragAndDrop, useLocale } from 'react-aria-components';
import { useFieldArray, type Path } from 'react-hook-form';
import {
  routeInput,
  routeTypes,
  stopTime,
  weekdaysFromMonday,
  type Office,
  type Route,
  type RouteInput,
  type RouteStop,
  type RouteType,
} from '@courier/domain';
import type { DataColumn } from '../../data/DataTable/DataTable';
import { DragHandle } from '../../data/DragHandle/DragHandle';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { useUiTranslation } from '../../i18n';
import { Button } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Link } from '../../primitives/Link/Link';
import { Facts } from '../../records/Facts';
import { FilterSelect } from '../../records/FilterSelect';
import { RecordBulkActions, type ActiveFilter } from '../../records/RecordBulkActions';
import { RecordForm } from '../../records/RecordForm';
import { RecordList, type ListViewProps } from '../../records/RecordList';
import { RecordMap, type MapMarker, type MapTiles } from '../../records/RecordMap';
import { RecordPage } from '../../records/RecordPage';
import * as styles from '../../records/Record.css';
import * as routeStyles from './Routes.css';
import {
  ActiveBadge,
  activeItems,
  officeCode,
  officeItems,
  type MasterDataFormProps,
  type MasterDataPageProps,
} from './shared';

export interface RouteFilters {
  q: string;
  type: RouteType | null;
  /** Routes that stop at this office. */
  officeId: string | null;
  active: ActiveFilter;
}
export const noRouteFilters: RouteFilters = { q: '', type: null, officeId: null, active: null };
export const routeSortFields = [
  'code',
  'name',
  'type',
  'distanceKm',
  'departureTime',
  'active',
  'createdAt',
  'updatedAt',
] as const;

/** Short weekday names in the active language, Monday first, as the route's days. */
function useWeekdays() {
  const { locale } = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    // 15 November 2026 is a Sunday: day d of the week is 15 + d.
    return weekdaysFromMonday.map((d) => ({ id: d, label: format.format(new Date(Date.UTC(2026, 10, 15 + d))) }));
  }, [locale]);
}

/** "Mon, Wed, Fri", or "Every day". */
function useDaysText() {
  const { t } = useUiTranslation();
  const weekdays = useWeekdays();
  return (days: number[]) =>
    days.length === 7
      ? t('routes.everyDay')
      : weekdays
          .filter((d) => days.includes(d.id))
          .map((d) => d.label)
          .join(', ');
}

/** "08:30", or "00:30 (+1 day)" when the stop is reached on a later day. */
function useClock() {
  const { t } = useUiTranslation();
  return (departureTime: string, offsetMin: number) => {
    const { time, dayOffset } = stopTime(departureTime, offsetMin);
    return dayOffset ? t('routes.nextDay', { time, count: dayOffset }) : time;
  };
}

/** The stops as markers in order ("1 · IST") and the line that joins them. */
function stopsOnMap(stops: RouteStop[], offices: Office[]) {
  const markers: MapMarker[] = [];
  stops.forEach((stop, i) => {
    const office = offices.find((o) => o.id === stop.officeId);
    if (office)
      markers.push({
        id: `${i}-${office.id}`,
        lat: office.location.lat,
        lng: office.location.lng,
        label: `${i + 1} · ${office.code}`,
        tone: i === 0 ? 'primary' : i === stops.length - 1 ? 'success' : 'neutral',
      });
  });
  return {
    markers,
    lines: markers.length > 1 ? [{ id: 'route', points: markers.map((m) => ({ lat: m.lat, lng: m.lng })) }] : [],
  };
}

export interface RouteListProps extends ListViewProps<Route, RouteFilters> {
  offices: Office[];
  onExportCsv: (ids: string[]) => void;
  onSetActive?: (ids: string[], active: boolean) => void;
}

/** The routes of the network: line hauls between hubs and delivery runs from a branch. */
export function RouteList(props: RouteListProps) {
  const { t } = useUiTranslation();
  const { filters, onFiltersChange, offices } = props;
  const daysText = useDaysText();
  const columns = useMemo<DataColumn<Route>[]>(
    () => [
      {
        id: 'code',
        header: t('routes.code'),
        sortable: true,
        hideable: false,
        cell: (r) => <span className={styles.code}>{r.code}</span>,
      },
      { id: 'name', header: t('routes.name'), sortable: true, cell: (r) => r.name },
      { id: 'type', header: t('routes.type'), sortable: true, cell: (r) => t(`routes.types.${r.type}`) },
      {
        id: 'stops',
        header: t('routes.stops'),
        cell: (r) => r.stops.map((s) => officeCode(offices, s.officeId)).join(' → '),
      },
      { id: 'days', header: t('routes.days'), cell: (r) => daysText(r.days) },
      { id: 'departureTime', header: t('routes.departureTime'), sortable: true, cell: (r) => r.departureTime },
      {
        id: 'distanceKm',
        header: t('routes.distance'),
        sortable: true,
        align: 'end',
        cell: (r) => t('routes.km', { count: r.distanceKm }),
      },
      { id: 'active', header: t('records.state'), sortable: true, cell: (r) => <ActiveBadge active={r.active} /> },
    ],
    [t, offices, daysText],
  );
  return (
    <RecordList
      {...props}
      title={t('routes.title')}
      newLabel={t('routes.new')}
      firstLabel={t('routes.first')}
      searchHint={t('routes.searchHint')}
      noFilters={noRouteFilters}
      columns={columns}
      getRowId={(r) => r.id}
      filterControls={
        <>
          <FilterSelect
            label={t('routes.type')}
            allLabel={t('records.allTypes')}
            items={routeTypes.map((type) => ({ id: type, label: t(`routes.types.${type}`) }))}
            value={filters.type}
            onChange={(type) => onFiltersChange({ ...filters, type })}
          />
          <FilterSelect
            label={t('routes.stopsAt')}
            allLabel={t('records.allOffices')}
            items={officeItems(offices)}
            value={filters.officeId}
            onChange={(officeId) => onFiltersChange({ ...filters, officeId })}
          />
          <FilterSelect
            label={t('records.state')}
            allLabel={t('records.allStates')}
            items={activeItems(t)}
            value={filters.active}
            onChange={(active) => onFiltersChange({ ...filters, active })}
          />
        </>
      }
      bulkActions={(ids) => (
        <RecordBulkActions ids={ids} onExportCsv={props.onExportCsv} onSetActive={props.onSetActive} />
      )}
    />
  );
}

export interface RouteDetailProps extends MasterDataPageProps {
  route: Route;
  offices: Office[];
  officeHref: (office: Office) => string;
  tiles?: MapTiles | null;
}

/** One route: when it runs, and its stops in order with their times, on the map. */
export function RouteDetail(props: RouteDetailProps) {
  const { route: r, offices } = props;
  const { t } = useUiTranslation();
  const daysText = useDaysText();
  const clock = useClock();
  const map = useMemo(() => stopsOnMap(r.stops, offices), [r.stops, offices]);
  return (
    <RecordPage
      {...props}
      title={r.code}
      monoTitle
      subtitle={`${r.name} · ${t(`routes.types.${r.type}`)}`}
      badges={<ActiveBadge active={r.active} />}
      deleteName={t('routes.deleteName', { code: r.code })}
    >
      <Card as="section" title={t('routes.schedule')}>
        <Facts
          items={[
            [t('routes.days'), daysText(r.days)],
            [t('routes.departureTime'), r.departureTime],
            [t('routes.distance'), t('routes.km', { count: r.distanceKm })],
            [t('routes.duration'), t('routes.minutes', { count: r.stops.at(-1)?.offsetMin ?? 0 })],
          ]}
        />
      </Card>
      <Card as="section" title={t('routes.stopsCount', { count: r.stops.length })}>
        <ol className={routeStyles.stops}>
          {r.stops.map((stop, i) => {
            const office = offices.find((o) => o.id === stop.officeId);
            return (
              <li key={`${i}-${stop.officeId}`} className={routeStyles.stop}>
                <span className={routeStyles.position} aria-hidden="true">
                  {i + 1}
                </span>
                <span className={routeStyles.stopName}>
                  {office ? (
                    <Link href={props.officeHref(office)} className={styles.code}>
                      {office.code}
                    </Link>
                  ) : (
                    stop.officeId
                  )}{' '}
                  {office?.name}
                </span>
                <span className={routeStyles.time}>
                  {clock(r.departureTime, stop.offsetMin)}
                  <span className={styles.muted}> · +{t('routes.minutes', { count: stop.offsetMin })}</span>
                </span>
              </li>
            );
          })}
        </ol>
      </Card>
      <Card as="section" title={t('routes.map')}>
        <RecordMap
          label={t('routes.mapOf', { code: r.code })}
          markers={map.markers}
          lines={map.lines}
          tiles={props.tiles}
          height={260}
        />
      </Card>
    </RecordPage>
  );
}

/** A new route: a line haul leaving at 08:00 on weekdays, with two empty stops. */
export const blankRoute = (): RouteInput => ({
  code: '',
  name: '',
  type: 'line_haul',
  stops: [
    { officeId: '', offsetMin: 0 },
    { officeId: '', offsetMin: 60 },
  ],
  distanceKm: Number.NaN,
  days: [1, 2, 3, 4, 5],
  departureTime: '08:00',
  active: true,
});

export interface RouteFormProps extends MasterDataFormProps<RouteInput> {
  offices: Office[];
  tiles?: MapTiles | null;
}

/**
 * Creating or editing a route. The stops are a list ordered by drag and drop (with the mouse, or
 * from the keyboard: Enter on a stop's handle, the arrow keys, Enter). Moving a stop moves its
 * office; the times stay in their places along the route (the first stop leaves at 0 minutes,
 * later ones after it), so the order stays valid and only the minutes need a look.
 */
export function RouteForm(props: RouteFormProps) {
  const { t } = useUiTranslation();
  const weekdays = useWeekdays();
  const clock = useClock();
  const { form, values, text, number, select, check, checks, message, submit } = useSchemaForm<RouteInput>({
    schema: routeInput,
    defaultValues: props.initial,
    prepare: (v) => ({ ...v, code: v.code.trim().toUpperCase() }),
    serverErrors: props.serverErrors,
    onDirtyChange: props.onDirtyChange,
    ranges: { distanceKm: { min: 1, max: 5000, unit: 'km' } },
    // The map and each stop's time follow the stops and the departure.
    watch: ['stops', 'departureTime'],
  });
  const stops = useFieldArray({ control: form.control, name: 'stops' });
  const at = (i: number, field: keyof RouteStop) => `stops.${i}.${field}` as Path<RouteInput>;
  const current = useMemo(() => values.stops ?? [], [values.stops]);
  const map = useMemo(() => stopsOnMap(current, props.offices), [current, props.offices]);
  const officeChoices = officeItems(props.offices.filter((o) => o.active || current.some((s) => s.officeId === o.id)));

  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (event) => {
      const from = stops.fields.findIndex((f) => event.keys.has(f.id));
      let to = stops.fields.findIndex((f) => f.id === event.target.key);
      if (from < 0 || to < 0) return;
      if (event.target.dropPosition === 'after' && to < from) to += 1;
      if (event.target.dropPosition === 'before' && to > from) to -= 1;
      const slots = form.getValues('stops').map((s) => s.offsetMin);
      stops.move(from, to);
      slots.forEach((offset, i) => form.setValue(at(i, 'offsetMin'), offset, { shouldDirty: true }));
    },
  });

  const stopsError = message('stops');
  return (
    <RecordForm
      title={props.mode === 'create' ? t('routes.new') : t('routes.edit')}
      onSubmit={submit(props.onSubmit)}
      onCancel={props.onCancel}
      submitLabel={props.mode === 'create' ? t('records.create') : t('common.save')}
      isSubmitting={form.formState.isSubmitting}
      error={props.error}
    >
      <Card as="section" title={t('routes.identity')}>
        <div className={styles.formGrid}>
          {text('code', t('routes.code'), { description: t('routes.codeHint') })}
          {text('name', t('routes.name'), { className: styles.span2 })}
          {select(
            'type',
            t('routes.type'),
            routeTypes.map((type) => ({ id: type, label: t(`routes.types.${type}`) })),
          )}
          {number('distanceKm', t('routes.distance'), 'km', { digits: 1 })}
          {text('departureTime', t('routes.departureTime'), { description: t('routes.departureHint') })}
          {checks('days', t('routes.days'), weekdays, { className: styles.wide })}
          {check('active', t('records.active'))}
        </div>
      </Card>
      <Card as="section" title={t('routes.stopsCount', { count: stops.fields.length })}>
        <p className={styles.muted}>{t('routes.reorderHint')}</p>
        <GridList
          aria-label={t('routes.stops')}
          items={stops.fields}
          dragAndDropHooks={dragAndDropHooks}
          keyboardNavigationBehavior="tab"
          className={routeStyles.editor}
        >
          {(field) => {
            const i = stops.fields.findIndex((f) => f.id === field.id);
            const stop = current[i];
            const office = props.offices.find((o) => o.id === stop?.officeId);
            const name = office?.code ?? t('routes.stopN', { n: i + 1 });
            return (
              <GridListItem id={field.id} textValue={name} className={routeStyles.editorRow}>
                <DragHandle label={t('routes.moveStop', { name })} />
                <span className={routeStyles.position} aria-hidden="true">
                  {i + 1}
                </span>
                <div className={routeStyles.editorFields}>
                  {select(at(i, 'officeId'), t('routes.stopOffice', { n: i + 1 }), officeChoices)}
                  {number(at(i, 'offsetMin'), t('routes.offset'), t('routes.min'), {
                    digits: 0,
                    description:
                      stop && Number.isFinite(stop.offsetMin) && /^\d\d:\d\d$/.test(values.departureTime ?? '')
                        ? t('routes.reachedAt', { time: clock(values.departureTime, stop.offsetMin) })
                        : undefined,
                  })}
                </div>
                {stops.fields.length > 2 ? (
                  <IconButton
                    icon="heroicons_outline:trash"
                    label={t('routes.removeStop', { name })}
                    size="sm"
                    onPress={() => stops.remove(i)}
                  />
                ) : null}
              </GridListItem>
            );
          }}
        </GridList>
        {stopsError ? (
          <p className={styles.warn} role="alert">
            {stopsError}
          </p>
        ) : null}
        {stops.fields.length < 20 ? (
          <Button
            variant="secondary"
            size="sm"
            icon="heroicons_outline:plus"
            className={styles.startButton}
            onPress={() => stops.append({ officeId: '', offsetMin: (current.at(-1)?.offsetMin || 0) + 60 })}
          >
            {t('routes.addStop')}
          </Button>
        ) : null}
      </Card>
      <Card as="section" title={t('routes.map')}>
        <RecordMap
          label={t('routes.mapPreview')}
          markers={map.markers}
          lines={map.lines}
          tiles={props.tiles}
          height={260}
        />
      </Card>
    </RecordForm>
  );
}
