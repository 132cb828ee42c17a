/**
 * One reader of the change log per server. However many event streams are open (a tab each of
 * every member of staff), each committed change is read from the store once, and handed to every
 * stream in memory; each stream then keeps what its user hears of (http/events.ts). The hub
 * listens to the store only while a stream is open.
 */
import type { Change, HostedStore } from '@courier/store';

/** How many changes are read from the log at a time. */
export const changeBatch = 200;

export type ChangeListener = (changes: readonly Change[]) => void;

export class ChangeHub {
  private readonly listeners = new Set<ChangeListener>();
  private cursor = 0;
  /** Listening to the store: from the first stream's join to the last one's leave. */
  private started: Promise<void> | null = null;
  private unsubscribe: (() => void) | null = null;
  private pumping = false;
  private again = false;

  constructor(private readonly store: HostedStore) {}

  /**
   * Hands `listener` the changes committed from now on, in order, in batches (a change committed
   * while it joins may come too: a listener keeps the ids it has told, and skips those).
   */
  async join(listener: ChangeListener): Promise<() => void> {
    this.listeners.add(listener);
    // Told first, then the cursor read: a change committed in between is read by the first pump.
    this.started ??= (async () => {
      this.unsubscribe = this.store.changes.subscribe(() => void this.pump());
      this.cursor = (await this.store.changes.range()).last;
    })();
    await this.started;
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size || !this.unsubscribe) return;
      this.unsubscribe();
      this.unsubscribe = null;
      this.started = null;
    };
  }

  private async pump() {
    if (this.pumping) return void (this.again = true);
    this.pumping = true;
    try {
      await this.started;
      do {
        this.again = false;
        let read: Change[];
        do {
          read = await this.store.changes.since(this.cursor, changeBatch);
          if (!read.length) break;
          this.cursor = read[read.length - 1]!.id;
          for (const listener of this.listeners) listener(read);
        } while (read.length === changeBatch && this.unsubscribe);
      } while (this.again && this.unsubscribe);
    } catch {
      // The database is away: the next notice reads again from the same place.
    } finally {
      this.pumping = false;
    }
  }
}
