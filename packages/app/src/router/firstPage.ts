import { requestAhead } from '../api/client';
import { tokenStore } from '../api/session';
import { shellCalls } from '../api/shellCalls';
import { dashboardCall, dashboardOffice } from '../modules/dashboard/scope';

/** The paths inside the signed-in area's frame. */
export const inShell = (pathname: string) => ['/secure', '/apps', '/docs', '/dashboards'].some((area) => pathname.startsWith(area));

/**
 * A start with a kept session at a signed-in address (main.tsx): the frame's data, and on the
 * dashboard its figures, are asked for beside the session's check rather than once it has
 * answered and the router has started (a round trip and the app's code later). The calls the
 * router then makes take these answers (api/client.ts). The figures' scope is the office kept
 * beside the token from the last visit (api/session.ts); while it is not known, they wait for the
 * router as before.
 */
export function askAheadFor({ pathname, search }: { pathname: string; search: string }) {
  const kept = tokenStore.get();
  if (!kept || !inShell(pathname)) return;
  for (const path of Object.values(shellCalls)) requestAhead(path);
  const params = new URLSearchParams(search);
  if (pathname === '/secure/dashboard' && (params.has('office') || kept.office !== undefined)) requestAhead(...dashboardCall(dashboardOffice(params, kept.office)));
}
