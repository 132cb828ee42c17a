import { requestAhead } from '../api/ahead';
import { currentToken, tokenStore } from '../api/session';
import { sessionCheck, shellCalls } from '../api/shellCalls';
import { dashboardCall, dashboardOffice } from '../modules/dashboard/scope';

/** The paths inside the signed-in area's frame. */
export const inShell = (pathname: string) =>
  ['/secure', '/apps', '/docs', '/dashboards'].some((area) => pathname.startsWith(area));

let asked = false;

/**
 * A start with a kept session at a signed-in address: the session's check, the frame's data and,
 * on the dashboard, its figures are sent at once, and the calls the app then makes take these
 * answers (api/ahead.ts) instead of asking once the app's code is here, the check has answered
 * and the router has started. The figures' scope is the office kept beside the token from the
 * last visit (api/session.ts); while it is not known, they wait for the router as before.
 *
 * The server's build runs this from a script of its own (ahead.ts), which the page runs as soon as
 * it is here, not after the page's styles and the app's first code as start.tsx; the static demo
 * runs it from start.tsx, once the in-browser API listens. Whichever comes first asks; the other
 * finds it done.
 */
export function askAheadFor({ pathname, search }: { pathname: string; search: string }) {
  const token = currentToken();
  const kept = tokenStore.get();
  if (asked || !token || !kept || !inShell(pathname)) return;
  asked = true;
  requestAhead(...sessionCheck(token));
  for (const path of Object.values(shellCalls)) requestAhead(path);
  const params = new URLSearchParams(search);
  if (pathname === '/secure/dashboard' && (params.has('office') || kept.office !== undefined)) {
    const [path, query] = dashboardCall(dashboardOffice(params, kept.office));
    requestAhead(path, { query });
  }
}
