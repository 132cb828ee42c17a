import { useEffect, useMemo, useRef } from 'react';
import { tripPlan, turkeyInstant, type Route, type TripAvailability, type TripPlan } from '@courier/domain';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { useUiTranslation } from '../../i18n';
import { Card } from '../../primitives/Card/Card';
import { RecordForm } from '../../records/RecordForm';
import * as styles from '../../records/Record.css';
import { useCourierFormat } from '../format';
import type { MasterDataFormProps } from '../MasterData/shared';
import { TripStops, type TripRefs } from './Trips';

export interface TripPlannerProps extends Omit<MasterDataFormProps<TripPlan>, 'mode'> {
  /** The routes a trip may run (active ones). */
  routes: Route[];
  refs: TripRefs;
  /** Which trucks and drivers are free at the chosen time, and why the others are not. */
  availability?: TripAvailability;
  /** The planned moment changed (null while the day or time is incomplete): the caller asks again who is free. */
  onScheduleChange: (scheduledAt: string | null) => void;
}

const validTime = (time: string | undefined) => !!time && /^([01]\d|2[0-3]):[0-5]\d$/.test(time);
const validDay = (day: string | undefined) => !!day && /^\d{4}-\d{2}-\d{2}$/.test(day);

/**
 * Planning a trip: a route on a day (its departure time is offered), then a truck and a driver
 * from those free at that moment. Those who are not free stay in the lists, greyed, with the
 * reason (on another trip, in maintenance, licence expired …). The stops and their ETAs follow
 * the choice. Times are Türkiye's.
 */
export function TripPlanner(props: TripPlannerProps) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const { form, values, text, select, date, submit } = useSchemaForm<TripPlan>({
    schema: tripPlan,
    defaultValues: props.initial,
    serverErrors: props.serverErrors,
    onDirtyChange: props.onDirtyChange,
    // The route brings its departure time; the day and the time make the schedule checked against the fleet.
    watch: ['routeId', 'day', 'time'],
  });
  const route = props.routes.find((r) => r.id === values.routeId);

  // A chosen route brings its departure time.
  const lastRoute = useRef(values.routeId);
  useEffect(() => {
    if (route && lastRoute.current !== route.id)
      form.setValue('time', route.departureTime, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    lastRoute.current = values.routeId;
  }, [route, values.routeId, form]);

  const scheduledAt = validDay(values.day) && validTime(values.time) ? turkeyInstant(values.day, values.time) : null;
  const onScheduleChange = props.onScheduleChange;
  useEffect(() => onScheduleChange(scheduledAt), [scheduledAt, onScheduleChange]);

  const trucks = useMemo(
    () =>
      [...(props.availability?.trucks ?? [])]
        .sort((a, b) => Number(!!a.problem) - Number(!!b.problem) || a.plate.localeCompare(b.plate))
        .map((truck) => ({
          id: truck.id,
          label: `${truck.plate} · ${format.kg(truck.capacityKg)}`,
          description: truck.problem
            ? t(`trips.problems.${truck.problem}`, { defaultValue: truck.problem })
            : undefined,
          isDisabled: !!truck.problem,
        })),
    [props.availability, format, t],
  );
  const drivers = useMemo(
    () =>
      [...(props.availability?.drivers ?? [])]
        .sort((a, b) => Number(!!a.problem) - Number(!!b.problem) || a.name.localeCompare(b.name, 'tr'))
        .map((driver) => ({
          id: driver.id,
          label: `${driver.name} · ${driver.licenseClass}`,
          description: driver.problem
            ? t(`trips.problems.${driver.problem}`, { defaultValue: driver.problem })
            : undefined,
          isDisabled: !!driver.problem,
        })),
    [props.availability, t],
  );
  const free = (list: { isDisabled: boolean }[]) => list.filter((x) => !x.isDisabled).length;

  const preview =
    route && scheduledAt
      ? {
          stops: route.stops.map((s) => ({
            officeId: s.officeId,
            eta: new Date(new Date(scheduledAt).getTime() + s.offsetMin * 60_000).toISOString(),
            arrivedAt: null,
            departedAt: null,
          })),
        }
      : null;
  return (
    <RecordForm
      title={t('trips.new')}
      onSubmit={submit(props.onSubmit)}
      onCancel={props.onCancel}
      submitLabel={t('trips.plan')}
      isSubmitting={form.formState.isSubmitting}
      error={props.error}
    >
      <Card as="section" title={t('trips.when')}>
        <div className={styles.formGrid}>
          {select(
            'routeId',
            t('trips.route'),
            props.routes.map((r) => ({ id: r.id, label: `${r.code} · ${r.name}` })),
            { className: styles.span2 },
          )}
          {date('day', t('trips.day'))}
          {text('time', t('trips.time'), { description: t('trips.timeHint') })}
        </div>
      </Card>
      <Card as="section" title={t('trips.crew')}>
        <div className={styles.stackGap}>
          <p className={styles.muted}>
            {props.availability
              ? t('trips.freeCount', { trucks: free(trucks), drivers: free(drivers) })
              : t('trips.chooseTimeFirst')}
          </p>
          <div className={styles.formGrid}>
            {select('truckId', t('trips.truck'), trucks, { className: styles.span2 })}
            {select('driverId', t('trips.driver'), drivers, { className: styles.span2 })}
            {text('seal', t('trips.seal'), { required: false, description: t('trips.sealHint') })}
          </div>
        </div>
      </Card>
      <Card as="section" title={t('trips.stopsEta')}>
        {preview ? (
          <TripStops trip={preview} refs={props.refs} />
        ) : (
          <p className={styles.muted}>{t('trips.chooseRoute')}</p>
        )}
      </Card>
    </RecordForm>
  );
}

/** A new plan: nothing chosen, today. */
export const blankTripPlan = (day: string): TripPlan => ({
  routeId: '',
  day,
  time: '',
  truckId: '',
  driverId: '',
  seal: '',
});
