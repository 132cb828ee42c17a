import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import type { Dashboard as DashboardData, ListLink, Office, ParcelEvent } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Card } from '../../primitives/Card/Card';
import { Link } from '../../primitives/Link/Link';
import { NativeSelect } from '../../primitives/NativeSelect/NativeSelect';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { StatCard } from '../../primitives/StatCard/StatCard';
import * as recordStyles from '../../records/Record.css';
import { RetryAlert } from '../../records/RetryAlert';
import { useCourierFormat } from '../format';
import { officeCode } from '../MasterData/shared';
import * as styles from './Dashboard.css';

export interface DashboardProps {
  /** Undefined while the first answer loads. */
  data?: DashboardData;
  error?: string | null;
  onRetry?: () => void;
  offices: Office[];
  /** The office the figures are for; null for the whole network. */
  officeId: string | null;
  /** Another office, or the network; absent where the figures are the reader's office's only (a clerk's). */
  onOfficeChange?: (officeId: string | null) => void;
  /** The list behind a figure, as a link of the app. */
  linkOf: (link: ListLink) => string;
  parcelHref: (event: ParcelEvent) => string;
  /** Revenue and cash on delivery are for those who read the money (reports roles). */
  showMoney: boolean;
  /** When the figures were last fetched (ms). */
  updatedAt?: number;
}

const all = 'all';

/** `IST · İstanbul Avrupa` for an office id, once the offices are there. */
const officeLabel = (offices: readonly Office[], officeId: string | null) => {
  const office = officeId ? offices.find((o) => o.id === officeId) : undefined;
  return office ? `${office.code} · ${office.name}` : undefined;
};

// The chart library loads after the figures, in its own chunk: the morning's first look stays light.
const DeliveriesChart = lazy(() => import('./DeliveriesChart').then((m) => ({ default: m.DeliveriesChart })));

/**
 * The chart's place: the chart (its code and some three hundred shapes) is drawn once the figures
 * have been on screen for a frame, in its place held at its height, not in the same pass. On a
 * phone it is far below them; on a wide screen it follows a frame later. Its own component, so that
 * drawing it later draws nothing else again.
 */
function LaterChart({ days }: { days: DashboardData['deliveries30d'] }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (drawn) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame that paints the figures, then a task after it; drawn in a transition, in slices
    // that let the browser in between, not in one task (a plain update is drawn at once).
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => startTransition(() => setDrawn(true)))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawn]);
  const held = <Skeleton height="260px" shape="block" />;
  return <Suspense fallback={held}>{drawn ? <DeliveriesChart days={days} /> : held}</Suspense>;
}

/**
 * Today at a glance, for the whole network or one office: what was booked, received, moved,
 * delivered and failed, the on-time rate, cash to collect, revenue against last month, trips on
 * the road and complaints; each figure links to the list that explains it. Below, the last 30
 * days of deliveries and the latest scans.
 */
export function Dashboard(props: DashboardProps) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const { data, linkOf } = props;
  const f = data?.figures;
  const loading = !data;
  const count = (n: number | null | undefined) => (n === null || n === undefined ? '—' : format.count(n));
  const change =
    f?.revenueThisMonth && f.revenueLastMonth?.toDate
      ? (f.revenueThisMonth.value! - f.revenueLastMonth.toDate) / f.revenueLastMonth.toDate
      : null;

  return (
    <div className={recordStyles.root}>
      <div className={recordStyles.header}>
        <div className={recordStyles.headline}>
          <h1 className={recordStyles.title}>{t('dashboard.title')}</h1>
          {/* The day and the "updated" line hold their room while the figures load, so nothing below moves when they come. */}
          {data ? (
            <span className={recordStyles.subtitle}>{format.day(data.date)}</span>
          ) : loading && !props.error ? (
            <Skeleton width="6.5rem" className={recordStyles.subtitle} />
          ) : null}
        </div>
        <div className={styles.scope}>
          {props.onOfficeChange ? (
            /* The browser's own select: the page's first draw stays one pass (NativeSelect says why). */
            <NativeSelect
              label={t('dashboard.scope')}
              className={styles.scopeSelect}
              items={[
                { id: all, label: t('dashboard.network') },
                ...props.offices.map((o) => ({ id: o.id, label: `${o.code} · ${o.name}` })),
              ]}
              value={props.officeId ?? all}
              placeholder={t('common.loading')}
              onChange={(id) => props.onOfficeChange?.(id === all ? null : id)}
            />
          ) : (
            <span className={styles.scopeFixed}>
              {props.officeId
                ? (officeLabel(props.offices, props.officeId) ?? t('common.loading'))
                : t('dashboard.network')}
            </span>
          )}
          {props.updatedAt ? (
            <span className={recordStyles.muted}>
              {t('dashboard.updated', { time: format.clock(new Date(props.updatedAt).toISOString()) })}
            </span>
          ) : loading && !props.error ? (
            <Skeleton width="10rem" className={recordStyles.muted} />
          ) : null}
        </div>
      </div>
      {props.error ? <RetryAlert message={props.error} onRetry={props.onRetry} /> : null}
      <section className={styles.figures} aria-label={t('dashboard.today')}>
        <StatCard
          label={t('dashboard.booked')}
          value={count(f?.booked.value)}
          icon="heroicons_outline:document-text"
          href={f && linkOf(f.booked.link)}
          isLoading={loading}
        />
        <StatCard
          label={t('dashboard.received')}
          value={count(f?.received.value)}
          icon="heroicons_outline:building-office-2"
          href={f && linkOf(f.received.link)}
          isLoading={loading}
        />
        <StatCard
          label={t('dashboard.inTransit')}
          value={count(f?.inTransit.value)}
          icon="heroicons_outline:truck"
          tone="info"
          href={f && linkOf(f.inTransit.link)}
          isLoading={loading}
        />
        <StatCard
          label={t('dashboard.outForDelivery')}
          value={count(f?.outForDelivery.value)}
          icon="heroicons_outline:map-pin"
          tone="caution"
          href={f && linkOf(f.outForDelivery.link)}
          isLoading={loading}
        />
        <StatCard
          label={t('dashboard.delivered')}
          value={count(f?.delivered.value)}
          icon="heroicons_outline:check-circle"
          tone="success"
          href={f && linkOf(f.delivered.link)}
          isLoading={loading}
        />
        <StatCard
          label={t('dashboard.failed')}
          value={count(f?.failed.value)}
          icon="heroicons_outline:x-circle"
          tone="warn"
          href={f && linkOf(f.failed.link)}
          isLoading={loading}
        />
        <StatCard
          label={t('dashboard.onTime')}
          value={
            f?.onTimeRate.value === null || f?.onTimeRate.value === undefined ? '—' : format.rate(f.onTimeRate.value)
          }
          footnote={f?.onTimeRate.value === null ? t('dashboard.noDeliveries') : t('dashboard.ofToday')}
          icon="heroicons_outline:clock"
          href={f && linkOf(f.onTimeRate.link)}
          isLoading={loading}
        />
        <StatCard
          label={t('dashboard.tripsOnRoad')}
          value={count(f?.tripsOnRoad.value)}
          icon="heroicons_outline:truck"
          tone="primary"
          href={f && linkOf(f.tripsOnRoad.link)}
          isLoading={loading}
        />
        {props.showMoney && (!f || f.codToCollect) ? (
          <>
            <StatCard
              label={t('dashboard.codToCollect')}
              value={f?.codToCollect ? format.money(f.codToCollect.value ?? 0) : ''}
              footnote={f?.codToCollect ? t('dashboard.parcelsCount', { count: f.codToCollect.count }) : undefined}
              icon="heroicons_outline:banknotes"
              href={f?.codToCollect && linkOf(f.codToCollect.link)}
              isLoading={loading}
            />
            <StatCard
              label={t('dashboard.revenue')}
              value={f?.revenueThisMonth ? format.money(f.revenueThisMonth.value ?? 0) : ''}
              delta={change === null ? undefined : format.signedRate(change)}
              deltaTone={change === null ? 'neutral' : change >= 0 ? 'good' : 'bad'}
              deltaDirection={change === null ? undefined : change >= 0 ? 'up' : 'down'}
              footnote={
                f?.revenueLastMonth
                  ? t('dashboard.vsLastMonth', { amount: format.money(f.revenueLastMonth.toDate) })
                  : undefined
              }
              icon="heroicons_outline:chart-bar"
              href={f?.revenueThisMonth && linkOf(f.revenueThisMonth.link)}
              isLoading={loading}
            />
          </>
        ) : null}
        <StatCard
          label={t('dashboard.openComplaints')}
          value={count(f?.openComplaints.value)}
          footnote={
            f
              ? (['urgent', 'high', 'medium', 'low'] as const)
                  .map((p) => `${t(`complaints.priorities.${p}`)} ${f.openComplaints.byPriority[p] ?? 0}`)
                  .join(' · ')
              : undefined
          }
          icon="heroicons_outline:chat-bubble-left-right"
          href={f && linkOf(f.openComplaints.link)}
          isLoading={loading}
        />
        <StatCard
          label={t('dashboard.pastSla')}
          value={count(f?.openComplaints.pastSla)}
          icon="heroicons_outline:exclamation-triangle"
          tone={f && f.openComplaints.pastSla > 0 ? 'warn' : 'neutral'}
          href={f && linkOf(f.openComplaints.pastSlaLink)}
          isLoading={loading}
        />
      </section>
      <div className={recordStyles.grid}>
        <Card as="section" title={t('dashboard.deliveries30')} className={recordStyles.wide}>
          {data ? (
            <LaterChart days={data.deliveries30d} />
          ) : (
            <p className={recordStyles.muted}>{t('common.loading')}</p>
          )}
        </Card>
        <Card as="section" title={t('dashboard.latestScans')} className={recordStyles.wide}>
          {data?.latestScans.length ? (
            <ol className={styles.scans}>
              {data.latestScans.map((e) => (
                <li key={e.id} className={styles.scan}>
                  <Link href={props.parcelHref(e)} className={recordStyles.code}>
                    {e.trackingNumber}
                  </Link>
                  <span>
                    {t(`parcel.event.${e.type}`)}
                    {e.officeId ? ` · ${officeCode(props.offices, e.officeId)}` : ''}
                  </span>
                  <span className={styles.time}>{format.moment(e.at)}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className={recordStyles.muted}>{data ? t('dashboard.noScans') : t('common.loading')}</p>
          )}
        </Card>
      </div>
    </div>
  );
}
