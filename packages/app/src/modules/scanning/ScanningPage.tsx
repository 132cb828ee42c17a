import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkTrackingNumber, driverScanActions, scanRules, type ScanAction, type ScanInput } from '@courier/domain';
import { emptyScanContext, ParcelActionDialog, ScanStation, type ScanContext, type ScanEntry } from '@courier/ui';
import { ApiError } from '../../api/client';
import { useOffices } from '../../api/reference';
import { scanRefusalText, sendScan, useScanOptions } from '../../api/scans';
import { useAuth } from '../../auth/auth';
import { useTitle } from '../../pages/useTitle';
import { usePreference } from '../../state/preferences';

/** What the station scans (the status table's counter and road actions); cancelling and losing are done from a parcel's page. */
const stationActions: ScanAction[] = ['received', 'loaded', 'unloaded', 'out_for_delivery', 'delivered', 'delivery_failed', 'held', 'released', 'return_started', 'returned'];
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

/** /secure/scanning: the station, wired to the scan call. The session's list survives a reload of the tab. */
export function ScanningPage() {
  const { t } = useTranslation('ui');
  const client = useQueryClient();
  const { user } = useAuth();
  const role = user!.role;
  const offices = useOffices();
  const actions = role === 'driver' ? stationActions.filter((a) => driverScanActions.includes(a)) : stationActions;
  const [action, setAction] = useState<ScanAction>(actions[0]!);
  const [officeId, setOfficeId] = useState<string | null>(user?.officeId ?? null);
  const [context, setContext] = useState<ScanContext>({ ...emptyScanContext, driverId: role === 'driver' ? user!.driverId : null });
  const [entries, setEntries] = useState<ScanEntry[]>(restore);
  const [sound, setSound] = usePreference('scan.sound', true);
  const [sending, setSending] = useState(0);
  const [podFor, setPodFor] = useState<string | null>(null);
  const [podError, setPodError] = useState<string | null>(null);
  const options = useScanOptions(officeId, offices);
  // A driver delivers as himself.
  const scanOptions = role === 'driver' ? { ...options, drivers: [{ id: user!.driverId ?? '', label: user!.name }] } : options;
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  useTitle(t('scanStation.title'));
  useEffect(() => sessionStorage.setItem(sessionKey, JSON.stringify(entries.slice(0, 500))), [entries]);

  const add = (entry: Omit<ScanEntry, 'id' | 'at'>) =>
    setEntries((all) => [
      { ...entry, id: crypto.randomUUID(), at: new Date().toISOString() },
      // Only the newest accepted scan can be taken back.
      ...all.map((e) => (e.undoable && entry.outcome === 'accepted' ? { ...e, undoable: false } : e)),
    ]);

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
    const done = queue.current.then(async () => {
      try {
        const result = await sendScan(input);
        add({ code, trackingNumber, action: scanAction, outcome: 'accepted', message: t('scanStation.messages.accepted', { status: t(`parcel.status.${result.parcel.status}`) }), undoable: !!undoOf[scanAction] });
        void client.invalidateQueries({ queryKey: ['parcels'] });
        return result;
      } catch (error) {
        const status = error instanceof ApiError ? (error.body as { error?: { status?: string } } | undefined)?.error?.status : undefined;
        if (error instanceof ApiError && error.status === 404) add({ code, trackingNumber, action: scanAction, outcome: 'unknown', message: t('scanStation.messages.unknown') });
        else if (status && status === scanRules[scanAction].to) add({ code, trackingNumber, action: scanAction, outcome: 'already', message: t('scanStation.messages.already', { status: t(`parcel.status.${status}`) }) });
        else add({ code, trackingNumber, action: scanAction, outcome: 'refused', message: scanRefusalText(error) });
        throw error;
      } finally {
        setSending((n) => n - 1);
      }
    });
    queue.current = done.catch(() => undefined);
    return done;
  };

  const scan = (code: string) => {
    const number = checkTrackingNumber(code);
    // A misread or mistyped code is caught here, at once, without a call.
    if (!number.ok) return add({ code, trackingNumber: null, action, outcome: 'invalid', message: t('scanStation.messages.invalid') });
    if (action === 'delivered') {
      setPodError(null);
      return setPodFor(number.value);
    }
    void send(number.value, code, action).catch(() => undefined);
  };

  const undo = (entry: ScanEntry) => {
    const reverse = undoOf[entry.action];
    if (!reverse || !entry.trackingNumber) return;
    void send(entry.trackingNumber, entry.code, reverse, reverse === 'unloaded' ? { officeId: officeId ?? undefined, tripId: context.tripId ?? undefined } : {})
      .then(() => setEntries((all) => all.map((e) => (e.id === entry.id ? { ...e, undone: true, undoable: false } : e))))
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
