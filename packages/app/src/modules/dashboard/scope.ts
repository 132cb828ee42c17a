/**
 * The dashboard's scope: `?office=` when given (empty: the whole network), else the user's office,
 * else the network; for an office-scoped user (a clerk) always his office, the only figures the
 * server gives him. Apart from the query (query.ts) so that the start can ask for the figures
 * ahead without the query code (router/firstPage.ts).
 */
export const dashboardOffice = (
  params: URLSearchParams,
  userOffice: string | null | undefined,
  officeScoped = false,
): string | null => (params.has('office') && !officeScoped ? params.get('office') || null : (userOffice ?? null));

/** The figures' call for a scope: its path and query. */
export const dashboardCall = (officeId: string | null) => ['/api/v1/dashboard', officeId ? { officeId } : {}] as const;
