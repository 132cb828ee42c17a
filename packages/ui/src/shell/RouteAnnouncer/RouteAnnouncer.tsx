import { useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../../primitives/shared/visuallyHidden.css';

/** How long a new page may take to draw its heading (a module loading on demand). */
const waitMs = 5_000;

/**
 * Tells keyboard and screen-reader users that the page changed, as a full page load would: once
 * the new page has drawn its heading, the heading takes focus (unless something on the page took
 * it already, such as the scan field) and the page's title is read out in a polite live region.
 * The first page of a visit is left alone: the browser announces it; `announceFirst` when the
 * first page this announcer sees is already a change (an app taking over from another).
 */
export function RouteAnnouncer({
  pathname,
  title = () => document.title,
  announceFirst = false,
}: {
  pathname: string;
  title?: () => string;
  announceFirst?: boolean;
}) {
  const [said, setSaid] = useState('');
  const first = useRef(!announceFirst);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let done = false;
    const settle = () => {
      const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
      if (!heading || done) return false;
      done = true;
      const lost =
        !document.activeElement || document.activeElement === document.body || !document.activeElement.isConnected;
      if (lost) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      setSaid(title());
      return true;
    };
    // The heading may come later than the route (data, a module loaded on demand).
    const frame = requestAnimationFrame(() => {
      if (settle()) return;
      const watcher = new MutationObserver(() => settle() && watcher.disconnect());
      watcher.observe(document.body, { childList: true, subtree: true });
      setTimeout(() => watcher.disconnect(), waitMs);
    });
    return () => {
      done = true;
      cancelAnimationFrame(frame);
    };
  }, [pathname, title]);
  return (
    <div className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {said}
    </div>
  );
}
