/**
 * What the loading bar shows: requests in flight (indeterminate) or a progress value. The
 * errors are the core spec's, logged to the console as it says.
 */
export interface LoadingState {
  show: boolean;
  mode: 'determinate' | 'indeterminate';
  progress: number;
}

export class LoadingTracker {
  private urls = new Map<string, number>();
  private state: LoadingState = { show: false, mode: 'indeterminate', progress: 0 };
  private listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getSnapshot = () => this.state;

  private set(next: Partial<LoadingState>) {
    this.state = { ...this.state, ...next };
    this.listeners.forEach((listener) => listener());
  }

  /** A determinate value, 0 to 100. */
  setProgress(value: number) {
    if (!(value >= 0 && value <= 100)) {
      console.error('Progress value must be between 0 and 100!');
      return;
    }
    this.set({ mode: 'determinate', progress: value, show: true });
  }

  setMode(mode: LoadingState['mode']) {
    this.set({ mode });
  }

  /** Marks a request as started (true) or finished (false); the bar shows while any is in flight. */
  setStatus(status: boolean, url?: string) {
    if (!url) {
      console.error('The request URL must be provided!');
      return;
    }
    const count = (this.urls.get(url) ?? 0) + (status ? 1 : -1);
    if (count > 0) this.urls.set(url, count);
    else this.urls.delete(url);
    this.set({ show: this.urls.size > 0, ...(status ? { mode: 'indeterminate' as const } : {}) });
  }

  /** Shows or hides the bar by hand (for work that is not a request). */
  show(visible: boolean) {
    this.set({ show: visible });
  }
}
