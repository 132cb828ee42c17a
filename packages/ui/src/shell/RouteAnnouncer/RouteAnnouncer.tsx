import { useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../../primitives/shared/visuallyHidden.css';
import './RouteAnnouncer.css';

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
  // The page changes with the path alone: a new `title` function (a re-render) is no page change,
  // and must not pull focus from where the user is (the top bar's panels) to the heading.
  const titleOf = useRef(title);
  titleOf.current = title;
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
      // Focus left in the menu, the top bar or nowhere moves to the page; a field the page focused keeps it.
      const active = document.activeElement;
      const page = heading.closest('main') ?? document.querySelector('main');
      const lost = !active || active === document.body || !active.isConnected || !page?.contains(active);
      if (lost) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.setAttribute('data-route-heading', '');
        heading.focus({ preventScroll: true });
      }
      setSaid(titleOf.current());
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
  }, [pathname]);
  return (
    <div className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {said}
    </div>
  );
}
