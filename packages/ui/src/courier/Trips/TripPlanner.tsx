import { useCallback, useEffect, useMemo, useRef } from 'react';
import { tripPlan, turkeyInstant, type Route, type TripAvailability, type TripPlan } from '@courier/domain';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { useUiTranslation } from '../../i18n';
import { Card } from '../../primitives/Card/Card';
import { RecordForm } from '../../records/RecordForm';
import * as styles from '../../records/Record.css';
import { useCourierFormat } from '../format';
import type { MasterDataFormProps } from '../MasterData/shared';
import { refName, TripStops, type TripRefs } from './Trips';

/** What the fleet's answer depends on besides the time: the route (its first stop) and the truck and driver chosen. */
export interface TripCrewChoice {
  routeId: string;
  truckId: string;
  driverId: string;
}

export interface TripPlannerProps extends Omit<MasterDataFormProps<TripPlan>, 'mode'> {
  /** The routes a trip may run (active ones). */
  routes: Route[];
  refs: TripRefs;
  /** Which trucks and drivers are free at the chosen time, and why the others are not. */
  availability?: TripAvailability;
  /**
   * The planned moment or a choice changed (the moment null while the day or time is incomplete):
   * the caller asks again who may go (free then, at or near the first stop, a licence for the truck).
   */
  onScheduleChange: (scheduledAt: string | null, choice: TripCrewChoice) => void;
}

const validTime = (time: string | undefined) => !!time && /^([01]\d|2[0-3]):[0-5]\d$/.test(time);
const validDay = (day: string | undefined) => !!day && /^\d{4}-\d{2}-\d{2}$/.test(day);

/**
 * Planning a trip: a route on a day (its departure time is offered), then a truck and a driver
 * from those who may go: free at that moment, at or near the route's first stop, with a licence
 * for the truck. The others stay in the lists, greyed, with the reason (on another trip, in
 * maintenance, at Samsun: too far …); the server refuses the same. The stops and their ETAs
 * follow the choice. Times are Türkiye's.
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
    watch: ['routeId', 'day', 'time', 'truckId', 'driverId'],
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
  const { routeId, truckId, driverId } = values;
  useEffect(
    () => onScheduleChange(scheduledAt, { routeId, truckId, driverId }),
    [scheduledAt, routeId, truckId, driverId, onScheduleChange],
  );
  // Why one may not go, in words: where he stands when that is the reason.
  const startOfficeId = route?.stops[0]?.officeId;
  const { refs } = props;
  const problemText = useCallback(
    (problem: string, atOfficeId: string | undefined) =>
      t(`trips.problems.${problem}`, {
        defaultValue: problem,
        office: atOfficeId ? refName.office(refs, atOfficeId) : '',
        start: startOfficeId ? refName.office(refs, startOfficeId) : '',
      }),
    [t, refs, startOfficeId],
  );
  // A truck or driver already chosen that may not go (another trip took him, the other choice needs
  // another licence, the time moved) says so at its field at once, not after sending.
  const truckRefusal = props.availability?.trucks.find((x) => x.id === truckId)?.problem ?? null;
  const driverRefusal = props.availability?.drivers.find((x) => x.id === driverId)?.problem ?? null;
  const toldAtField = useRef(new Set<string>());
  useEffect(() => {
    for (const [field, problem] of [
      ['truckId', truckRefusal],
      ['driverId', driverRefusal],
    ] as const) {
      const shown = form.getFieldState(field).error?.type;
      if (problem && shown !== problem) {
        form.setError(field, { type: problem, message: problem });
        toldAtField.current.add(field);
      } else if (!problem && toldAtField.current.has(field)) {
        // Only what this check said is taken back: a server's refusal stays until the next send.
        toldAtField.current.delete(field);
        if (shown) form.clearErrors(field);
      }
    }
  }, [truckRefusal, driverRefusal, form]);

  const trucks = useMemo(
    () =>
      [...(props.availability?.trucks ?? [])]
        .sort((a, b) => Number(!!a.problem) - Number(!!b.problem) || a.plate.localeCompare(b.plate))
        .map((truck) => ({
          id: truck.id,
          label: `${truck.plate} · ${format.kg(truck.capacityKg)}`,
          description: truck.problem ? problemText(truck.problem, truck.atOfficeId) : undefined,
          isDisabled: !!truck.problem,
        })),
    [props.availability, format, problemText],
  );
  const drivers = useMemo(
    () =>
      [...(props.availability?.drivers ?? [])]
        .sort((a, b) => Number(!!a.problem) - Number(!!b.problem) || a.name.localeCompare(b.name, 'tr'))
        .map((driver) => ({
          id: driver.id,
          label: `${driver.name} · ${driver.licenseClass}`,
          description: driver.problem ? problemText(driver.problem, driver.atOfficeId) : undefined,
          isDisabled: !!driver.problem,
        })),
    [props.availability, problemText],
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
              ? t('trips.freeCount', {
                  trucks: t('trips.freeTrucks', { count: free(trucks) }),
                  drivers: t('trips.freeDrivers', { count: free(drivers) }),
                })
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
