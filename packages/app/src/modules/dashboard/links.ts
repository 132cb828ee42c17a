import type { ListLink } from '@courier/domain';

/** The app's names for the API's list parameters, per list (what each list page reads from its URL). */
const names: Record<ListLink['resource'], { path: string; params: Record<string, string> }> = {
  parcels: {
    path: '/secure/parcels',
    params: {
      status: 'status',
      service: 'service',
      originOfficeId: 'from_office',
      destinationOfficeId: 'to_office',
      paymentMode: 'payment',
      codStatus: 'cod',
      from: 'from',
      to: 'to',
    },
  },
  'parcel-events': {
    path: '/secure/parcels-history',
    params: { type: 'type', officeId: 'office', from: 'from', to: 'to' },
  },
  trips: {
    path: '/secure/trips',
    params: { status: 'status', officeId: 'officeId', routeId: 'routeId', from: 'from', to: 'to' },
  },
  complaints: {
    path: '/secure/complaints',
    params: { status: 'status', pastSla: 'pastSla', priority: 'priority', category: 'category' },
  },
};

/**
 * The list page that explains a dashboard figure: the same filters, under the names the page
 * keeps in its URL, so the page counts the same rows as the figure. A parameter a page does not
 * know is an error here, not a silently wider list.
 */
export function listHref(link: ListLink): string {
  const list = names[link.resource];
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(link.params)) {
    const name = list.params[key];
    if (!name) throw new Error(`The ${link.resource} list has no filter for ${key}`);
    params.set(name, value);
  }
  const query = params.toString();
  return query ? `${list.path}?${query}` : list.path;
}
