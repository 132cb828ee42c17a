import { useState } from 'react';

/**
 * A small per-browser preference (a list's hidden columns), kept in localStorage. It is the
 * user's own arrangement, not part of a shared view, so it stays out of the URL.
 */
export function usePreference<T>(name: string, initial: T): [T, (value: T) => void] {
  const key = `courier.pref.${name}`;
  const [value, setValue] = useState<T>(() => {
    try {
      const raw = localStorage.getItem(key);
      return raw ? (JSON.parse(raw) as T) : initial;
    } catch {
      return initial;
    }
  });
  return [
    value,
    (next) => {
      setValue(next);
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Kept for this visit only.
      }
    },
  ];
}
