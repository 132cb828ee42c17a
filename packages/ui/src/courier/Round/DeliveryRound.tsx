import { useState } from 'react';
import type { ParcelView, ScanAction, ScanInput } from '@courier/domain';
import { phone } from '../../data/phone';
import { useUiTranslation } from '../../i18n';
import { Badge, type BadgeTone } from '../../primitives/Badge/Badge';
import { Button, ButtonLink } from '../../primitives/Button/Button';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { ParcelActionDialog } from '../Scan/ParcelActionDialog';
import { ConnectionBanner, type ScanConnection } from '../Scan/ConnectionBanner';
import { useCourierFormat } from '../format';
import * as styles from './DeliveryRound.css';

/** What has come of the driver's tap on a stop: kept on this device, done, or refused by the server. */
export const stopStates = ['queued', 'delivered', 'delivery_failed', 'refused'] as const;
export type StopState = (typeof stopStates)[number];

/** One parcel of the round, and what has come of it so far. */
export interface RoundStop {
  parcel: ParcelView;
  state?: StopState;
  /** Why the server refused it, in the user's words. */
  message?: string;
}

export interface DeliveryRoundProps {
  /** The round in stop order. */
  stops: RoundStop[];
  isLoading?: boolean;
  /** The round could not be read (and none is kept on this device). */
  error?: string | null;
  onReload?: () => void;
  connection?: ScanConnection;
  /** Send the kept scans now. */
  onRetry?: () => void;
  /** Sends a delivery or a failed attempt; a rejection's message is shown in the dialog, which stays open. */
  onScan: (trackingNumber: string, input: Omit<ScanInput, 'trackingNumber'>) => Promise<unknown>;
}

const stateTone: Record<StopState, BadgeTone> = {
  queued: 'neutral',
  delivered: 'success',
  delivery_failed: 'caution',
  refused: 'warn',
};

/** A map search for the address, which phones open in their map app. */
export const mapHref = ({ line1, district, city, postalCode }: ParcelView['receiver']['address']) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${line1}, ${postalCode} ${district}/${city}`)}`;

/**
 * A driver's round ("My round"): the parcels out for delivery with him, in stop order, each with
 * the address, a call and a map link, the cash to collect, and one tap to record the delivery (the
 * receiver's name and signature) or a failed attempt (its reason), through the scans of the
 * station. Done stops go to the end; a stop kept on this device says so until it is sent.
 */
export function DeliveryRound({ stops, isLoading, error, onReload, connection, onRetry, onScan }: DeliveryRoundProps) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const [acting, setActing] = useState<{ trackingNumber: string; action: ScanAction } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const isDone = (s: RoundStop) => s.state === 'delivered' || s.state === 'delivery_failed' || s.state === 'queued';
  const open = stops.filter((s) => !isDone(s));
  const cod = open.reduce((sum, s) => sum + (s.parcel.codAmount ?? 0), 0);
  const ordered = [...open, ...stops.filter(isDone)];

  const act = (trackingNumber: string, action: ScanAction) => {
    setRefusal(null);
    setActing({ trackingNumber, action });
  };

  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('round.title')}</h1>
        {isLoading ? null : (
          <p className={styles.summary}>
            {[
              t('round.left', { count: open.length, n: format.count(open.length) }),
              ...(cod > 0 ? [t('round.codTotal', { amount: format.money(cod) })] : []),
            ].join(' · ')}
          </p>
        )}
      </header>
      <ConnectionBanner connection={connection ?? { offline: false, waiting: 0 }} onRetry={onRetry} />
      {isLoading ? (
        <div role="status" aria-busy="true" aria-label={t('round.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={120} />
          ))}
        </div>
      ) : error ? (
        <EmptyState
          isError
          icon="heroicons_outline:exclamation-triangle"
          title={t('round.error')}
          description={error}
          action={
            onReload ? (
              <Button variant="secondary" icon="heroicons_outline:arrow-path" onPress={onReload}>
                {t('round.reload')}
              </Button>
            ) : undefined
          }
        />
      ) : stops.length === 0 ? (
        <EmptyState icon="heroicons_outline:map-pin" title={t('round.empty')} description={t('round.emptyHint')} />
      ) : (
        <ol className={styles.stops} aria-label={t('round.stops')}>
          {ordered.map((stop) => {
            const p = stop.parcel;
            const call = phone(p.receiver.phone);
            const done = isDone(stop);
            const number = open.indexOf(stop) + 1;
            return (
              <li
                key={p.id}
                className={styles.stop}
                data-done={done || undefined}
                aria-label={`${p.receiver.name} · ${p.trackingNumber}`}
              >
                <span className={styles.number} aria-hidden="true">
                  {done ? '✓' : number}
                </span>
                <div className={styles.body}>
                  <div className={styles.who}>
                    <h2 className={styles.name}>{p.receiver.name}</h2>
                    <span className={styles.tracking}>{p.trackingNumber}</span>
                  </div>
                  <address className={styles.address}>
                    {p.receiver.address.line1}
                    <br />
                    {`${p.receiver.address.postalCode} ${p.receiver.address.district} / ${p.receiver.address.city}`}
                  </address>
                  <div className={styles.facts}>
                    {p.codAmount ? (
                      <Badge tone="caution" size="md">
                        {t('round.cod', { amount: format.money(p.codAmount) })}
                      </Badge>
                    ) : null}
                    <Badge size="md">{t('round.pieces', { count: p.pieces, n: format.count(p.pieces) })}</Badge>
                    {p.fragile ? <Badge tone="warn">{t('round.fragile')}</Badge> : null}
                    {p.attempts > 0 ? (
                      <Badge tone="info">{t('round.attempt', { n: format.count(p.attempts + 1) })}</Badge>
                    ) : null}
                    {stop.state ? (
                      <Badge tone={stateTone[stop.state]} size="md">
                        {t(`round.state.${stop.state}`)}
                      </Badge>
                    ) : null}
                  </div>
                  {stop.message ? <p className={styles.message}>{stop.message}</p> : null}
                  <div className={styles.actions}>
                    <ButtonLink
                      href={call.href}
                      variant="secondary"
                      icon="heroicons_outline:phone"
                      aria-label={t('round.callLabel', { name: p.receiver.name, phone: call.text })}
                    >
                      {t('round.call')}
                    </ButtonLink>
                    <ButtonLink
                      href={mapHref(p.receiver.address)}
                      target="_blank"
                      rel="noopener noreferrer"
                      variant="secondary"
                      icon="heroicons_outline:map"
                      aria-label={t('round.mapLabel', { address: p.receiver.address.line1 })}
                    >
                      {t('round.map')}
                    </ButtonLink>
                    {done ? null : (
                      <>
                        <Button
                          icon="heroicons_outline:check"
                          onPress={() => act(p.trackingNumber, 'delivered')}
                          aria-label={`${t('round.deliver')}: ${p.trackingNumber}`}
                        >
                          {t('round.deliver')}
                        </Button>
                        <Button
                          variant="secondary"
                          icon="heroicons_outline:x-mark"
                          onPress={() => act(p.trackingNumber, 'delivery_failed')}
                          aria-label={`${t('round.fail')}: ${p.trackingNumber}`}
                        >
                          {t('round.fail')}
                        </Button>
                      </>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {acting ? (
        <ParcelActionDialog
          action={acting.action}
          trackingNumber={acting.trackingNumber}
          options={{ offices: [], trips: [], drivers: [] }}
          onClose={() => setActing(null)}
          error={refusal}
          onSubmit={async (input) => {
            setRefusal(null);
            try {
              await onScan(acting.trackingNumber, input);
            } catch (e) {
              setRefusal(e instanceof Error ? e.message : String(e));
              throw e;
            }
          }}
        />
      ) : null}
    </div>
  );
}
