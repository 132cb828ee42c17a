import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canOpen,
  checkTrackingNumber,
  driverScanActions,
  scanRules,
  type PublicTracking,
  type ScanAction,
  type ScanInput,
} from '@courier/domain';
import { emptyScanContext, ParcelActionDialog, ScanStation, type ScanContext, type ScanEntry } from '@courier/ui';
import { ApiError, request } from '../../api/client';
import { useOffices } from '../../api/reference';
import { unreachable, type KeptScan } from '../../api/scanOutbox';
import { scanRefusalText, useScanOptions, wrongStatusText } from '../../api/scans';
import { useScanQueue } from '../../api/useScanQueue';
import { useAuth } from '../../auth/auth';
import { useTitle } from '../../pages/useTitle';
import { usePreference } from '../../state/preferences';

/** What the station scans (the status table's counter and road actions); cancelling and losing are done from a parcel's page. */
const stationActions: ScanAction[] = [
  'received',
  'loaded',
  'unloaded',
  'out_for_delivery',
  'delivered',
  'delivery_failed',
  'held',
  'released',
  'return_started',
  'returned',
];
/** The status table allows taking these back: a load comes off again where it was loaded, a hold is released. */
const undoOf: Partial<Record<ScanAction, ScanAction>> = { loaded: 'unloaded', held: 'released' };
const sessionKey = 'courier.scan.session';

function restore(): ScanEntry[] {
  try {
    return JSON.parse(sessionStorage.getItem(sessionKey) ?? '[]') as ScanEntry[];
  } catch {
    return [];
  }
}

/**
 * /secure/scanning: the station, wired to the scan call. The session's list survives a reload of
 * the tab. When the server cannot be reached the station goes on: each scan is kept in the
 * browser (api/scanOutbox.ts) and shown as kept; while any is kept, new scans join them, so the
 * order of scanning is the order of sending. They are sent when the browser says it is online,
 * every 5 s, or when the operator asks; one the server refuses then (the parcel moved on
 * meanwhile) is listed to resolve.
 */
export function ScanningPage() {
  const { t } = useTranslation('ui');
  const { user } = useAuth();
  const role = user!.role;
  const offices = useOffices();
  const actions = role === 'driver' ? stationActions.filter((a) => driverScanActions.includes(a)) : stationActions;
  const [action, setAction] = useState<ScanAction>(actions[0]!);
  const [officeId, setOfficeId] = useState<string | null>(user?.officeId ?? null);
  const [context, setContext] = useState<ScanContext>({
    ...emptyScanContext,
    driverId: role === 'driver' ? user!.driverId : null,
  });
  const [entries, setEntries] = useState<ScanEntry[]>(restore);
  const [sound, setSound] = usePreference('scan.sound', true);
  const [sending, setSending] = useState(0);
  const [podFor, setPodFor] = useState<string | null>(null);
  const [podError, setPodError] = useState<string | null>(null);
  const options = useScanOptions(officeId, offices);
  // A driver delivers as himself.
  const scanOptions =
    role === 'driver' ? { ...options, drivers: [{ id: user!.driverId ?? '', label: user!.name }] } : options;
  const userId = user!.id;
  useTitle(t('scanStation.title'));
  useEffect(() => sessionStorage.setItem(sessionKey, JSON.stringify(entries.slice(0, 500))), [entries]);

  const add = (entry: Omit<ScanEntry, 'id' | 'at'>) =>
    setEntries((all) => [
      { ...entry, id: crypto.randomUUID(), at: new Date().toISOString() },
      // Only the newest accepted scan can be taken back.
      ...all.map((e) => (e.undoable && entry.outcome === 'accepted' ? { ...e, undoable: false } : e)),
    ]);

  /** What a refusal means at the station: an unknown parcel, one already where the scan would put it, or a refusal. */
  const refusal = (error: unknown, scanAction: ScanAction): Pick<ScanEntry, 'outcome' | 'message'> => {
    const status =
      error instanceof ApiError
        ? (error.body as { error?: { status?: string } } | undefined)?.error?.status
        : undefined;
    if (error instanceof ApiError && error.status === 404)
      return { outcome: 'unknown', message: t('scanStation.messages.unknown') };
    if (status && status === scanRules[scanAction].to)
      return {
        outcome: 'already',
        message: t('scanStation.messages.already', { status: t(`parcel.status.${status}`) }),
      };
    return { outcome: 'refused', message: scanRefusalText(error) };
  };

  /** A kept scan has been answered: its entry says how (or a new entry does, when the tab that made it has gone). */
  const settle = (kept: KeptScan, result: Pick<ScanEntry, 'outcome' | 'message'>) =>
    setEntries((all) =>
      all.some((e) => e.id === kept.entryId)
        ? all.map((e) => (e.id === kept.entryId ? { ...e, ...result } : e))
        : [
            {
              id: kept.entryId,
              code: kept.code,
              trackingNumber: kept.input.trackingNumber,
              action: kept.input.action,
              at: kept.at,
              ...result,
            },
            ...all,
          ],
    );
  /** A kept scan the server has now answered: accepted, already done meanwhile, or refused (listed to resolve). */
  const {
    offline,
    waiting,
    send: sendInOrder,
    sendKept,
  } = useScanQueue({
    userId,
    onKeptAnswered: (kept, answer) => {
      if ('result' in answer)
        return settle(kept, {
          outcome: 'accepted',
          message: t('scanStation.messages.sent', { status: t(`parcel.status.${answer.result.parcel.status}`) }),
        });
      const refused = refusal(answer.error, kept.input.action);
      settle(
        kept,
        refused.outcome === 'already'
          ? {
              outcome: 'already',
              message: t('scanStation.messages.sentAlready', {
                status: t(`parcel.status.${scanRules[kept.input.action].to}`),
              }),
            }
          : { outcome: 'conflict', message: refused.message },
      );
    },
  });

  /** Sends one scan and turns the answer into the session's entry. Scans go one after another, in the order they were read. */
  const send = (trackingNumber: string, code: string, scanAction: ScanAction, extra: Partial<ScanInput> = {}) => {
    const needs = scanRules[scanAction].needs;
    const input: ScanInput = {
      trackingNumber,
      action: scanAction,
      officeId: needs.includes('office') ? (officeId ?? undefined) : undefined,
      tripId: context.tripId && (needs.includes('trip') || scanAction === 'unloaded') ? context.tripId : undefined,
      driverId: needs.includes('driver') ? (context.driverId ?? undefined) : undefined,
      reason: needs.includes('reason') ? (context.reason ?? undefined) : undefined,
      ...extra,
    };
    setSending((n) => n + 1);
    return sendInOrder(input, {
      code,
      onKept: (kept) =>
        setEntries((all) => [
          {
            id: kept.entryId,
            at: kept.at,
            code,
            trackingNumber,
            action: scanAction,
            outcome: 'queued',
            message: t('scanStation.messages.queued'),
          },
          ...all,
        ]),
    })
      .then((result) => {
        if (result)
          add({
            code,
            trackingNumber,
            action: scanAction,
            outcome: 'accepted',
            message: t('scanStation.messages.accepted', { status: t(`parcel.status.${result.parcel.status}`) }),
            undoable: !!undoOf[scanAction],
          });
        return result;
      })
      .catch((error: unknown) => {
        add({ code, trackingNumber, action: scanAction, ...refusal(error, scanAction) });
        throw error;
      })
      .finally(() => setSending((n) => n - 1));
  };

  const scan = (code: string) => {
    const number = checkTrackingNumber(code);
    // A misread or mistyped code is caught here, at once, without a call.
    if (!number.ok)
      return add({
        code,
        trackingNumber: null,
        action,
        outcome: 'invalid',
        ...(number.reason === 'check_digit'
          ? { message: t('tracking.errors.check_digit'), suggestion: number.suggestion }
          : { message: t('scanStation.messages.invalid') }),
      });
    if (action === 'delivered') return void askForProof(number.value, code);
    void send(number.value, code, action).catch(() => undefined);
  };

  /**
   * A delivery asks for the receiver's name and signature, so the parcel's status is checked
   * first: one that cannot be delivered now is refused at the scan, naming its status. Without a
   * connection the proof is taken anyway and kept with the scan.
   */
  const askForProof = async (trackingNumber: string, code: string) => {
    setPodError(null);
    try {
      const { status } = await request<PublicTracking>(`/api/v1/parcels/track/${trackingNumber}`, {
        signal: AbortSignal.timeout(5_000),
      });
      if (status === scanRules.delivered.to)
        return add({
          code,
          trackingNumber,
          action: 'delivered',
          outcome: 'already',
          message: t('scanStation.messages.already', { status: t(`parcel.status.${status}`) }),
        });
      if (!scanRules.delivered.from.includes(status))
        return add({ code, trackingNumber, action: 'delivered', outcome: 'refused', message: wrongStatusText(status) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        return add({ code, trackingNumber, action: 'delivered', ...refusal(error, 'delivered') });
      if (!unreachable(error))
        return add({ code, trackingNumber, action: 'delivered', outcome: 'refused', message: scanRefusalText(error) });
    }
    setPodFor(trackingNumber);
  };

  const undo = (entry: ScanEntry) => {
    const reverse = undoOf[entry.action];
    if (!reverse || !entry.trackingNumber) return;
    void send(
      entry.trackingNumber,
      entry.code,
      reverse,
      reverse === 'unloaded' ? { officeId: officeId ?? undefined, tripId: context.tripId ?? undefined } : {},
    )
      // Undone once the server has it; a kept undo shows as kept, and the entry stays until it is sent.
      .then(
        (result) =>
          result &&
          setEntries((all) => all.map((e) => (e.id === entry.id ? { ...e, undone: true, undoable: false } : e))),
      )
      .catch(() => undefined);
  };

  return (
    <>
      <ScanStation
        actions={actions}
        action={action}
        onActionChange={(next) => {
          setAction(next);
          setContext((c) => ({ ...c, reason: null }));
        }}
        officeId={officeId}
        onOfficeChange={(next) => {
          setOfficeId(next);
          setContext((c) => ({ ...c, tripId: null, driverId: role === 'driver' ? c.driverId : null }));
        }}
        offices={offices}
        officeLocked={role === 'clerk' && !!user?.officeId}
        context={context}
        onContextChange={setContext}
        options={scanOptions}
        entries={entries}
        onScan={scan}
        isSending={sending > 0}
        onUndo={undo}
        sound={sound}
        onSoundChange={setSound}
        connection={{ offline, waiting }}
        onRetry={() => void sendKept().catch(() => undefined)}
        onResolve={(entry) => setEntries((all) => all.map((e) => (e.id === entry.id ? { ...e, resolved: true } : e)))}
        parcelHref={
          canOpen(role, 'parcels') ? (trackingNumber) => `/secure/parcels/tracking/${trackingNumber}` : undefined
        }
      />
      {podFor ? (
        <ParcelActionDialog
          action="delivered"
          trackingNumber={podFor}
          options={scanOptions}
          onClose={() => setPodFor(null)}
          error={podError}
          onSubmit={async (input) => {
            setPodError(null);
            try {
              await send(podFor, podFor, 'delivered', { pod: input.pod, note: input.note });
            } catch (error) {
              setPodError(scanRefusalText(error));
              throw error;
            }
          }}
        />
      ) : null}
    </>
  );
}
