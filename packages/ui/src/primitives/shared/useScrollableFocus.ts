import { useLayoutEffect, useRef } from 'react';

/**
 * Makes a scrolling region reachable by Tab while its content overflows, so keyboard users can
 * scroll it (axe: scrollable-region-focusable), without adding a tab stop when it does not.
 */
export function useScrollableFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      if (el.scrollHeight > el.clientHeight + 1) el.tabIndex = 0;
      else el.removeAttribute('tabindex');
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    for (const child of Array.from(el.children)) observer.observe(child);
    return () => observer.disconnect();
  });
  return ref;
}
