import { useEffect } from 'react';

/**
 * React Aria announces a pending button by pointing a live-region entry at it (aria-labelledby)
 * for a few seconds. When the button leaves the page in that time (a dialog that closes on
 * success), the entry would point at nothing: an unnamed image to assistive technology. This
 * drops such entries as soon as something leaves the page; `all` drops every one (a new React
 * root, whose ids start again, would otherwise find an entry of the old one pointing at its own).
 */
export function sweepStaleAnnouncements(root: Document = document, all = false) {
  root.querySelectorAll('[data-live-announcer] [role="img"][aria-labelledby]').forEach((entry) => {
    const ids = entry.getAttribute('aria-labelledby')!.split(/\s+/);
    if (all || !ids.some((id) => root.getElementById(id))) entry.remove();
  });
}

export function useStaleAnnouncementSweep() {
  useEffect(() => {
    const observer = new MutationObserver((records) => {
      if (records.some((record) => record.removedNodes.length > 0)) sweepStaleAnnouncements();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
}
