import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import {
  arrivalProblem,
  currentStopIndex,
  departureProblem,
  earliestArrival,
  earliestDeparture,
  mayOverride,
  recentTurkeyInstant,
  tripMoves,
  type ParcelView,
  type Trip,
  type TripMoveProblem,
} from '@courier/domain';
import { DataTable, type DataColumn } from '../../data/DataTable/DataTable';
import { useUiTranslation } from '../../i18n';
import { Button, ButtonLink } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';
import { ConfirmationDialog } from '../../primitives/ConfirmationDialog/ConfirmationDialog';
import { Link } from '../../primitives/Link/Link';
import { TextField } from '../../primitives/TextField/TextField';
import { Facts } from '../../records/Facts';
import { RecordPage } from '../../records/RecordPage';
import * as styles from '../../records/Record.css';
import { Alert } from '../../shell/auth/AuthPage';
import { useCourierFormat } from '../format';
import { ParcelStatusBadge } from '../ParcelStatusBadge';
import { TripStatusBadge } from '../StatusBadges';
import { CapacityBar, refName, TripStops, type TripRefs } from './Trips';
import * as tripStyles from './Trips.css';

export type TripMove = 'depart' | 'arrive' | 'complete' | 'cancel';

/** When a move really happened (a move recorded late) and a manager's reason for setting a refusal aside. */
export interface TripMoveTime {
  at?: string;
  overrideReason?: string;
}

/** What a load or an unload did: the parcels done, and those refused with the reason in words. */
export interface LoadResult {
  done: string[];
  refused: { trackingNumber: string; reason: string }[];
}

export interface TripDetailProps {
  trip: Trip;
  refs: TripRefs;
  /** The parcels on board (loaded or in transit). */
  onBoard: ParcelView[];
  /** Parcels at the stop where the truck stands that could go with it (destination further on). */
  waiting: ParcelView[];
  backHref: string;
  backLabel: string;
  manifestHref: string;
  parcelHref: (parcel: ParcelView) => string;
  /** Depart, arrive, complete: absent for those who may not move this trip. Rejects with {message}. */
  onMove?: (move: Exclude<TripMove, 'cancel'>, officeId?: string, time?: TripMoveTime) => Promise<unknown>;
  /** A manager may record a depart or arrive that the timing rules refuse, with a reason. */
  mayOverride?: boolean;
  /** The moment the page judges the moves by; absent: the clock, read again every half minute. */
  now?: Date;
  /** Cancel: dispatchers and up. */
  onCancel?: () => Promise<unknown>;
  /** Loading and unloading at the stop, by tracking number. */
  onLoad?: (trackingNumbers: string[]) => Promise<LoadResult>;
  onUnload?: (trackingNumbers: string[]) => Promise<LoadResult>;
  /** Sets the seal number before departure (dispatchers and up); rejects with {message}. */
  onSeal?: (seal: string | null) => Promise<unknown>;
}

/**
 * One trip and its manifest: the stops with their times, the load against the truck's capacity,
 * the parcels on board and those waiting at the stop, loading by scan or by selection, and the
 * trip's moves (depart, arrive, complete, cancel), each confirmed, with the server's refusal
 * said in the dialog.
 */
export function TripDetail(props: TripDetailProps) {
  const { trip, refs } = props;
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const moves = tripMoves(trip);
  const at = currentStopIndex(trip);
  const here = at >= 0 ? trip.stops[at] : undefined;
  const capacityKg = refs.trucks.find((x) => x.id === trip.truckId)?.capacityKg;

  const now = useNow(props.now);
  const [asking, setAsking] = useState<TripMove | null>(null);
  const [overriding, setOverriding] = useState(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [movedAt, setMovedAt] = useState('');
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<{ time?: string; reason?: string }>({});
  const ask = (move: TripMove, override = false) => {
    setRefusal(null);
    setMovedAt('');
    setReason('');
    setFieldError({});
    setOverriding(override);
    setAsking(move);
  };
  // What the last move or seal did, said on the page (a toast would cover the manifest).
  const [done, setDone] = useState<string | null>(null);
  const nextOffice = moves.arriveAt >= 0 ? trip.stops[moves.arriveAt]!.officeId : undefined;
  const timed = asking === 'depart' || asking === 'arrive';
  const confirm = async () => {
    if (!asking) return;
    // The typed time is the latest such clock time (today, else yesterday); the server checks its limits.
    const errors = {
      time: movedAt && !/^([01]\d|2[0-3]):[0-5]\d$/.test(movedAt.trim()) ? t('trips.movedAtFormat') : undefined,
      reason: overriding && reason.trim().length < 5 ? t('trips.overrideReasonNeeded') : undefined,
    };
    setFieldError(errors);
    if (errors.time || errors.reason) return;
    const time =
      timed && (movedAt || overriding)
        ? {
            ...(movedAt ? { at: recentTurkeyInstant(movedAt.trim(), now) } : {}),
            ...(overriding ? { overrideReason: reason.trim() } : {}),
          }
        : undefined;
    setPending(true);
    setRefusal(null);
    try {
      if (asking === 'cancel') await props.onCancel!();
      else if (time) await props.onMove!(asking, asking === 'arrive' ? nextOffice : undefined, time);
      else await props.onMove!(asking, asking === 'arrive' ? nextOffice : undefined);
      setDone(t(`trips.moved.${asking}`, { code: trip.code }));
      setAsking(null);
    } catch (caught) {
      setRefusal((caught as { message?: string }).message ?? t('trips.refused'));
    } finally {
      setPending(false);
    }
  };
  const officeName = (id: string | undefined) => (id ? refName.office(refs, id) : '');
  // How soon the truck may leave its first stop, or reach the next one (the server holds to both).
  const locate = (id: string) => refs.offices.find((o) => o.id === id)?.location;
  const soonest =
    trip.status === 'planned' || trip.status === 'loading'
      ? t('trips.leavesFrom', { time: format.moment(earliestDeparture(trip)) })
      : moves.arriveAt >= 0 && earliestArrival(trip, moves.arriveAt, locate)
        ? t('trips.arrivesFrom', {
            office: officeName(nextOffice),
            time: format.moment(earliestArrival(trip, moves.arriveAt, locate)!),
          })
        : null;
  // Why Depart or Arrive cannot be pressed yet: said beside the button, which waits until then.
  const blockedBy: Partial<Record<TripMove, TripMoveProblem>> = {};
  const departBlock = moves.depart ? departureProblem(trip, now) : null;
  if (departBlock) blockedBy.depart = departBlock;
  const arriveBlock = moves.arriveAt >= 0 ? arrivalProblem(trip, moves.arriveAt, locate, now) : null;
  if (arriveBlock) blockedBy.arrive = arriveBlock;
  const blockText = (problem: TripMoveProblem) =>
    t(`trips.refusals.${problem.reason}`, { time: 'notBefore' in problem ? format.moment(problem.notBefore) : '' });
  const sealForm = props.onSeal && moves.cancel;
  const moveText: Record<TripMove, { title: string; text: string; label: string }> = {
    depart: {
      title: t('trips.moves.departTitle', { office: officeName(here?.officeId) }),
      text: t('trips.moves.departText', { count: props.onBoard.filter((p) => p.status === 'loaded').length }),
      label: t('trips.moves.depart'),
    },
    arrive: {
      title: t('trips.moves.arriveTitle', { office: officeName(nextOffice) }),
      text: t('trips.moves.arriveText', { office: officeName(nextOffice) }),
      label: t('trips.moves.arrive', { office: officeName(nextOffice) }),
    },
    complete: {
      title: t('trips.moves.completeTitle'),
      text: t('trips.moves.completeText'),
      label: t('trips.moves.complete'),
    },
    cancel: { title: t('trips.moves.cancelTitle'), text: t('trips.moves.cancelText'), label: t('trips.moves.cancel') },
  };
  const offered: TripMove[] = [
    ...(props.onMove && moves.depart ? (['depart'] as const) : []),
    ...(props.onMove && moves.arriveAt >= 0 ? (['arrive'] as const) : []),
    ...(props.onMove && moves.complete ? (['complete'] as const) : []),
    ...(props.onCancel && moves.cancel ? (['cancel'] as const) : []),
  ];

  return (
    <RecordPage
      backHref={props.backHref}
      backLabel={props.backLabel}
      title={trip.code}
      monoTitle
      badges={<TripStatusBadge status={trip.status} size="md" />}
      subtitle={refName.route(refs, trip.routeId)}
      actions={
        <>
          {offered.map((move) => {
            const blocked = blockedBy[move];
            return (
              <span key={move} className={tripStyles.move}>
                <Button
                  variant={move === 'cancel' ? 'ghost' : 'primary'}
                  isDisabled={!!blocked}
                  aria-describedby={blocked ? `${move}-blocked` : undefined}
                  onPress={() => ask(move)}
                >
                  {moveText[move].label}
                </Button>
                {blocked ? (
                  <span id={`${move}-blocked`} className={tripStyles.moveBlocked}>
                    {blockText(blocked)}
                  </span>
                ) : null}
                {blocked && props.mayOverride && mayOverride(blocked.reason) ? (
                  <Button variant="secondary" size="sm" onPress={() => ask(move, true)}>
                    {t('trips.override')}
                  </Button>
                ) : null}
              </span>
            );
          })}
          <ButtonLink variant="secondary" href={props.manifestHref} icon="heroicons_outline:printer">
            {t('trips.printManifest')}
          </ButtonLink>
        </>
      }
    >
      <Card as="section" title={t('trips.trip')}>
        <Facts
          items={[
            [
              t('trips.truck'),
              <span key="truck" className={styles.code}>
                {refName.truck(refs, trip.truckId)}
              </span>,
            ],
            [t('trips.driver'), refName.driver(refs, trip.driverId)],
            [t('trips.scheduledAt'), format.moment(trip.scheduledAt)],
            [t('trips.departedAt'), trip.departedAt ? format.moment(trip.departedAt) : '—'],
            [t('trips.completedAt'), trip.completedAt ? format.moment(trip.completedAt) : '—'],
            // Where the seal can still be set, its field shows it.
            ...(sealForm
              ? []
              : [
                  [
                    t('trips.seal'),
                    trip.seal ? (
                      <span key="seal" className={styles.code}>
                        {trip.seal}
                      </span>
                    ) : (
                      '—'
                    ),
                  ] as [string, ReactNode],
                ]),
          ]}
        />
        {sealForm ? (
          <SealForm
            key={trip.seal ?? ''}
            seal={trip.seal}
            onSeal={async (seal) => (await props.onSeal!(seal), setDone(t('trips.sealSet', { code: trip.code })))}
          />
        ) : null}
      </Card>
      <Card as="section" title={t('trips.stopsCount', { count: trip.stops.length })}>
        <TripStops trip={trip} refs={refs} />
      </Card>
      {trip.history?.length ? (
        <Card as="section" title={t('trips.history')}>
          <TripHistory trip={trip} officeName={officeName} />
        </Card>
      ) : null}
      <Card as="section" title={t('trips.manifest')} className={styles.wide}>
        <div className={styles.stackGap}>
          <CapacityBar loadKg={trip.loadKg} capacityKg={capacityKg} />
          <p role="status" className={tripStyles.done}>
            {done}
          </p>
          <p className={styles.muted}>
            {here
              ? t('trips.standsAt', { office: officeName(here.officeId) })
              : trip.status === 'in_transit'
                ? t('trips.onTheRoad')
                : t('trips.closed')}
          </p>
          {soonest ? <p className={styles.muted}>{soonest}</p> : null}
          {moves.canLoad && props.onLoad ? <ScanToLoad onLoad={props.onLoad} /> : null}
          <ParcelTable
            title={t('trips.onBoard', { count: props.onBoard.length })}
            parcels={props.onBoard}
            refs={refs}
            parcelHref={props.parcelHref}
            empty={t('trips.noneOnBoard')}
            action={
              moves.canLoad && props.onUnload ? { label: t('trips.unloadSelected'), run: props.onUnload } : undefined
            }
          />
          {moves.canLoad ? (
            <ParcelTable
              title={t('trips.waiting', { count: props.waiting.length, office: officeName(here?.officeId) })}
              parcels={props.waiting}
              refs={refs}
              parcelHref={props.parcelHref}
              empty={t('trips.noneWaiting')}
              action={props.onLoad ? { label: t('trips.loadSelected'), run: props.onLoad } : undefined}
            />
          ) : null}
        </div>
      </Card>
      <ConfirmationDialog
        isOpen={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking ? moveText[asking].title : ''}
        message={asking ? moveText[asking].text : ''}
        tone={asking === 'cancel' ? 'warn' : 'primary'}
        confirmLabel={refusal ? null : asking ? moveText[asking].label : undefined}
        cancelLabel={refusal ? t('common.close') : undefined}
        isPending={pending}
        onConfirm={() => void confirm()}
      >
        {timed && !refusal ? (
          <div className={styles.stackGap}>
            {overriding && asking && blockedBy[asking] ? (
              <Alert tone="warn">{t('trips.overrideOf', { rule: blockText(blockedBy[asking]) })}</Alert>
            ) : null}
            <TextField
              label={t('trips.movedAt')}
              description={t('trips.movedAtHint')}
              value={movedAt}
              onChange={setMovedAt}
              placeholder="07:40"
              inputMode="numeric"
              autoComplete="off"
              errorMessage={fieldError.time}
            />
            {overriding ? (
              <TextField
                label={t('trips.overrideReason')}
                description={t('trips.overrideReasonHint')}
                value={reason}
                onChange={setReason}
                isRequired
                maxLength={300}
                errorMessage={fieldError.reason}
              />
            ) : null}
          </div>
        ) : null}
        {refusal ? <Alert tone="warn">{refusal}</Alert> : null}
      </ConfirmationDialog>
    </RecordPage>
  );
}

/** The clock the moves are judged by: the given moment, else now, read again every half minute. */
function useNow(fixed: Date | undefined): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (fixed) return;
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, [fixed]);
  return fixed ?? now;
}

/** Each recorded move: when it happened, who recorded it and when, and a manager's override with its reason. */
function TripHistory({ trip, officeName }: { trip: Trip; officeName: (id: string | undefined) => string }) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  return (
    <ol className={tripStyles.history}>
      {[...(trip.history ?? [])].reverse().map((entry, i) => (
        <li key={`${entry.recordedAt}-${i}`}>
          <span className={tripStyles.historyWhat}>
            {t(`trips.historyAction.${entry.action}`, { office: officeName(entry.officeId ?? undefined) })}
          </span>{' '}
          <span>{format.moment(entry.movedAt)}</span>
          <span className={styles.muted}>
            {' · '}
            {entry.recordedAt.slice(0, 16) === entry.movedAt.slice(0, 16)
              ? t('trips.historyBy', { name: entry.byName })
              : t('trips.historyRecordedLate', { name: entry.byName, time: format.moment(entry.recordedAt) })}
          </span>
          {entry.overrode ? (
            <p className={styles.warn}>
              {t('trips.historyOverride', {
                rules: entry.overrode
                  .split(',')
                  .map((rule) => t(`trips.overriddenRule.${rule}`, { defaultValue: rule }))
                  .join(', '),
                reason: entry.reason ?? '',
              })}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** The seal number, set or changed until the truck leaves. */
function SealForm({ seal, onSeal }: { seal: string | null; onSeal: (seal: string | null) => Promise<unknown> }) {
  const { t } = useUiTranslation();
  const [value, setValue] = useState(seal ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = value.trim();
    if (next && (next.length < 4 || next.length > 20)) return setError(t('trips.sealLength'));
    setBusy(true);
    setError(null);
    try {
      await onSeal(next || null);
    } catch (caught) {
      setError((caught as { message?: string }).message ?? t('trips.refused'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={tripStyles.loadRow} noValidate onSubmit={(e) => void submit(e)} aria-label={t('trips.setSeal')}>
      <TextField
        className={tripStyles.scanField}
        label={t('trips.seal')}
        value={value}
        onChange={setValue}
        autoComplete="off"
        errorMessage={error ?? undefined}
        isInvalid={!!error}
      />
      <Button type="submit" variant="secondary" isPending={busy} isDisabled={value.trim() === (seal ?? '')}>
        {t('trips.setSeal')}
      </Button>
    </form>
  );
}

/** A tracking number typed or scanned into the field loads the parcel at once; the result is said below. */
function ScanToLoad({ onLoad }: { onLoad: (trackingNumbers: string[]) => Promise<LoadResult> }) {
  const { t } = useUiTranslation();
  const [value, setValue] = useState('');
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const number = value.replace(/\s/g, '').toUpperCase();
    if (!number) return;
    setBusy(true);
    try {
      const result = await onLoad([number]);
      const refused = result.refused[0];
      setSaid(
        refused
          ? { ok: false, text: t('trips.loadRefused', { number, reason: refused.reason }) }
          : { ok: true, text: t('trips.loadedOne', { number }) },
      );
      setValue('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={tripStyles.loadRow} noValidate onSubmit={(e) => void submit(e)} aria-label={t('trips.loadByScan')}>
      <TextField
        className={tripStyles.scanField}
        label={t('trips.scanToLoad')}
        value={value}
        onChange={setValue}
        autoComplete="off"
        icon="heroicons_outline:qr-code"
        placeholder="CP123456785TR"
      />
      <Button type="submit" variant="secondary" isPending={busy}>
        {t('trips.load')}
      </Button>
      <p role="status" aria-live="polite" className={said ? (said.ok ? styles.muted : styles.warn) : styles.muted}>
        {said?.text}
      </p>
    </form>
  );
}

function ParcelTable(props: {
  title: string;
  parcels: ParcelView[];
  refs: TripRefs;
  parcelHref: (p: ParcelView) => string;
  empty: string;
  action?: { label: string; run: (trackingNumbers: string[]) => Promise<LoadResult> };
}) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const [selected, setSelected] = useState<string[]>([]);
  const [said, setSaid] = useState<string | null>(null);
  const { refs, parcelHref } = props;
  const columns = useMemo<DataColumn<ParcelView>[]>(
    () => [
      {
        id: 'trackingNumber',
        header: t('parcels.columns.trackingNumber'),
        hideable: false,
        cell: (p) => (
          <Link href={parcelHref(p)} className={styles.code}>
            {p.trackingNumber}
          </Link>
        ),
      },
      { id: 'destination', header: t('trips.destination'), cell: (p) => refName.office(refs, p.destinationOfficeId) },
      { id: 'weight', header: t('trips.weight'), align: 'end', cell: (p) => format.kg(p.weightKg) },
      {
        id: 'status',
        header: t('parcels.columns.status'),
        cell: (p) => <ParcelStatusBadge status={p.status} size="sm" />,
      },
    ],
    [t, format, refs, parcelHref],
  );
  const run = async (ids: string[]) => {
    const numbers = props.parcels.filter((p) => ids.includes(p.id)).map((p) => p.trackingNumber);
    const result = await props.action!.run(numbers);
    setSelected([]);
    setSaid(
      result.refused.length
        ? t('trips.someRefused', {
            done: result.done.length,
            count: result.refused.length,
            reason: result.refused[0]!.reason,
          })
        : t('trips.allDone', { count: result.done.length }),
    );
  };
  return (
    <section aria-label={props.title} className={styles.stackGap}>
      <h3 className={styles.legend}>{props.title}</h3>
      <DataTable
        aria-label={props.title}
        columns={columns}
        rows={props.parcels}
        getRowId={(p) => p.id}
        selectable={!!props.action}
        selectedIds={selected}
        onSelectionChange={setSelected}
        bulkActions={
          props.action
            ? (ids) => (
                <Button size="sm" onPress={() => void run(ids)}>
                  {props.action!.label}
                </Button>
              )
            : undefined
        }
        emptyState={props.empty}
        maxHeight="24rem"
      />
      {said ? (
        <p role="status" className={styles.muted}>
          {said}
        </p>
      ) : null}
    </section>
  );
}
