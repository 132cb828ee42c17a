import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ScanInput, ScanResult } from '@courier/domain';
import { aloneInBrowser, forgetScan, keepScan, keptScans, unreachable, type KeptScan } from './scanOutbox';
import { sendScan } from './scans';

/** How often kept scans are tried again while the server cannot be reached. */
const retryEveryMs = 5_000;

export interface ScanQueueOptions {
  userId: string;
  /** A kept scan has been answered: its result, or the server's refusal (the parcel moved on meanwhile). */
  onKeptAnswered: (kept: KeptScan, answer: { result: ScanResult } | { error: unknown }) => void;
}

export interface ScanQueue {
  /** The last call could not reach the server: new scans are kept on this device. */
  offline: boolean;
  /** Scans kept on this device, not yet sent. */
  waiting: number;
  /**
   * Sends a scan after the ones before it. Without the server (or while earlier scans are kept)
   * it is kept on this device and `onKept` is told: the answer is then null. A refusal rejects.
   */
  send: (
    input: ScanInput,
    meta: { code: string; onKept: (kept: Omit<KeptScan, 'key'>) => void },
  ) => Promise<ScanResult | null>;
  /** Sends the kept scans now, oldest first, until one cannot reach the server. */
  sendKept: () => Promise<void>;
}

/**
 * The scans of one person, sent one after another in the order they were made, with the outbox
 * (scanOutbox.ts) for when the server cannot be reached: the scanning station and a driver's round
 * share it. Kept scans go at once on opening, whenever the browser says it is online, every 5 s
 * while any wait, or when asked; the server answers a client scan id it already has from its record.
 */
export function useScanQueue({ userId, onKeptAnswered }: ScanQueueOptions): ScanQueue {
  const client = useQueryClient();
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [offline, setOffline] = useState(false);
  const [waiting, setWaiting] = useState(0);
  const answered = useRef(onKeptAnswered);
  answered.current = onKeptAnswered;
  const countKept = useCallback(async () => setWaiting((await keptScans(userId)).length), [userId]);

  const sendKept = useCallback(() => {
    const run = queue.current.then(() =>
      aloneInBrowser(async () => {
        for (const kept of await keptScans(userId)) {
          try {
            const result = await sendScan(kept.input, kept.clientScanId);
            answered.current(kept, { result });
          } catch (error) {
            if (unreachable(error)) return setOffline(true);
            answered.current(kept, { error });
          }
          await forgetScan(kept.key);
        }
        setOffline(false);
        void client.invalidateQueries({ queryKey: ['parcels'] });
      }),
    );
    queue.current = run.catch(() => undefined).finally(() => void countKept());
    return run;
  }, [userId, countKept, client]);

  useEffect(() => {
    void sendKept().catch(() => undefined);
    const online = () => void sendKept().catch(() => undefined);
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [sendKept]);
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void sendKept().catch(() => undefined), retryEveryMs);
    return () => clearInterval(timer);
  }, [waiting, sendKept]);

  const send: ScanQueue['send'] = (input, { code, onKept }) => {
    const clientScanId = crypto.randomUUID();
    const keep = async () => {
      const kept = { clientScanId, entryId: crypto.randomUUID(), userId, code, input, at: new Date().toISOString() };
      await keepScan(kept);
      onKept(kept);
      await countKept();
      return null;
    };
    const done = queue.current.then(async () => {
      try {
        // While scans are kept, a new one waits behind them: they are sent in the order they were made.
        if ((await keptScans(userId)).length) return await keep();
        const result = await sendScan(input, clientScanId);
        void client.invalidateQueries({ queryKey: ['parcels'] });
        return result;
      } catch (error) {
        if (!unreachable(error)) throw error;
        setOffline(true);
        // Kept with the same client scan id: if the server did record it, sending it again is answered from that record.
        return await keep();
      }
    });
    queue.current = done.catch(() => undefined);
    return done;
  };

  return { offline, waiting, send, sendKept };
}
