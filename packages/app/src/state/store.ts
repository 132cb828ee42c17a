/** A value with listeners: enough state management for the session and the settings. */
export interface Store<T> {
  get: () => T;
  set: (next: T | ((current: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T, onChange?: (value: T) => void): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      value = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      onChange?.(value);
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Reads JSON kept in storage; anything unreadable is treated as absent. */
export function readStored<T>(storage: Storage | undefined, key: string, parse: (raw: unknown) => T | null): T | null {
  try {
    const raw = storage?.getItem(key);
    return raw ? parse(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}
