import type { TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { daysUntil, dueState, type Office, type Route, type Trip } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Badge } from '../../primitives/Badge/Badge';
import { Link } from '../../primitives/Link/Link';
import type { ActiveFilter } from '../../records/RecordBulkActions';
import type { RecordPageProps } from '../../records/RecordPage';
import * as styles from '../../records/Record.css';
import { useCourierFormat } from '../format';
import { TripStatusBadge } from '../StatusBadges';

/** What a master-data detail page takes besides its record: the way back, edit and delete. */
export type MasterDataPageProps = Pick<RecordPageProps, 'backHref' | 'backLabel' | 'editHref' | 'onDelete'>;

/** What a master-data form takes: the values to start from, and what the server said. */
export interface MasterDataFormProps<V> {
  mode: 'create' | 'edit';
  initial: V;
  /** Saves; rejects to keep the form (the caller passes the server's field errors back). */
  onSubmit: (values: V) => Promise<unknown>;
  onCancel: () => void;
  serverErrors?: Record<string, string>;
  error?: string | null;
  onDirtyChange?: (dirty: boolean) => void;
}

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useUiTranslation();
  return (
    <Badge tone={active ? 'success' : 'neutral'} withDot>
      {active ? t('records.active') : t('records.inactive')}
    </Badge>
  );
}

export const activeItems = (t: TFunction): { id: Exclude<ActiveFilter, null>; label: string }[] => [
  { id: 'true', label: t('records.active') },
  { id: 'false', label: t('records.inactive') },
];

/** Offices as choices: "IST · İstanbul Hub". */
export const officeItems = (offices: Office[]) => offices.map((o) => ({ id: o.id, label: `${o.code} · ${o.name}` }));

/** An office's code, or the id if the office is not (or no longer) known. */
export const officeCode = (offices: Pick<Office, 'id' | 'code'>[], id: string) =>
  offices.find((o) => o.id === id)?.code ?? id;

/**
 * A licence, service or insurance date with its warning: red once passed, amber within the
 * warning window (DOMAIN.md: an active driver needs a licence that has not expired).
 */
export function DueDate({ day, today, kind }: { day: string; today: string; kind: 'expiry' | 'due' }) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const state = dueState(day, today, kind);
  const days = daysUntil(day, today);
  const warning =
    state === 'ok'
      ? null
      : kind === 'expiry'
        ? state === 'overdue'
          ? t('records.due.expired')
          : t('records.due.expiresIn', { count: days })
        : state === 'overdue'
          ? t('records.due.overdue', { count: -days })
          : days === 0
            ? t('records.due.today')
            : t('records.due.dueIn', { count: days });
  return (
    <span className={styles.headline}>
      {format.day(day)}
      {warning ? (
        <Badge tone={state === 'overdue' ? 'warn' : 'caution'} withDot>
          {warning}
        </Badge>
      ) : null}
    </span>
  );
}

export interface RelatedListProps<T> {
  items: T[];
  /** How many there are in all, when the list shows only the newest. */
  total?: number;
  empty: string;
  getKey: (item: T) => string;
  href: (item: T) => string;
  /** The link text (a code), then what follows it. */
  label: (item: T) => string;
  detail: (item: T) => ReactNode;
}

/** Records related to this one (a customer's parcels, a driver's trips): links, newest first. */
export function RelatedList<T>({
  items,
  total = items.length,
  empty,
  getKey,
  href,
  label,
  detail,
}: RelatedListProps<T>) {
  const { t } = useUiTranslation();
  if (!items.length) return <p className={styles.muted}>{empty}</p>;
  return (
    <>
      {total > items.length ? (
        <p className={styles.muted}>{t('records.newestOf', { shown: items.length, count: total })}</p>
      ) : null}
      <ul className={styles.related}>
        {items.map((item) => (
          <li key={getKey(item)}>
            <Link href={href(item)} className={styles.code}>
              {label(item)}
            </Link>{' '}
            {detail(item)}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Today in the browser's calendar, `YYYY-MM-DD` (due dates are calendar days). */
export function localToday(now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface TripsCardProps {
  trips: { total: number; items: Trip[] };
  routes: Pick<Route, 'id' | 'code' | 'name'>[];
  tripHref: (trip: Trip) => string;
  empty: string;
}

/** The trips of a driver or a truck, newest first: code, route, when, and how it stands. */
export function TripsList({ trips, routes, tripHref, empty }: TripsCardProps) {
  const format = useCourierFormat();
  return (
    <RelatedList
      items={trips.items}
      total={trips.total}
      empty={empty}
      getKey={(trip) => trip.id}
      href={tripHref}
      label={(trip) => trip.code}
      detail={(trip) => {
        const route = routes.find((r) => r.id === trip.routeId);
        return (
          <>
            <span className={styles.muted}>
              {route ? `${route.code} ${route.name}` : trip.routeId} · {format.moment(trip.scheduledAt)}
            </span>{' '}
            <TripStatusBadge status={trip.status} />
          </>
        );
      }}
    />
  );
}

/**
 * A server's refusal of a form in a dialog, split: the codes on the form's own fields (shown at
 * them), or, when it names none of them, one line above the form: `tooMany` for the limit's code
 * (`_: too_many`), the server's message otherwise.
 */
export function useRefusalOfForm(
  error: { message: string; fields?: Record<string, string> } | null | undefined,
  formFields: readonly string[],
  tooMany: string,
) {
  const serverErrors = useMemo(() => {
    const onFields = Object.entries(error?.fields ?? {}).filter(([field]) => formFields.includes(field));
    return onFields.length ? Object.fromEntries(onFields) : undefined;
  }, [error, formFields]);
  const said = !error || serverErrors ? null : error.fields?._ === 'too_many' ? tooMany : error.message;
  return { serverErrors, said };
}
