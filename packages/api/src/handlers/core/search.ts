/**
 * The top bar's search (`POST /api/common/search`, core spec section 5): the spec's groups
 * (customers as contacts, pages, one's tasks) and the network's records each in a group of its
 * own (parcels, complaints, offices, drivers, trucks, trips), every group within what the role may
 * open and within its scope. The stores find the records (`Table.find`: folded text and phone
 * digits, the newest few, no count).
 */
import { z } from 'zod';
import {
  canOpen,
  checkTrackingNumber,
  navigationFor,
  searchMinLength,
  type Feature,
  type NavigationItem,
  type Office,
  type SearchRecordGroup,
  type SearchRecordResult,
  type SearchResultSet,
} from '@courier/domain';
import { findTerms, searchFold, type FindableTable, type Tables, type UserRecord } from '@courier/store';
import { sampleDataOf, type Api } from '../../http/api';
import { parseBody } from '../../http/respond';
import { parcelByTracking } from '../v1/parcels';
import { complaintSpec, driverSpec, parcelSpec, readsParcel, tripSpec, type ReadSpec } from '../v1/resources';

/** Results per group: the top few, newest first. */
export const searchGroupSize = 5;

const groupLabels: Record<SearchRecordGroup, string> = {
  parcels: 'Parcels',
  complaints: 'Complaints',
  offices: 'Offices',
  drivers: 'Drivers',
  trucks: 'Trucks',
  trips: 'Trips',
};

/** The records of one table that hold the text, when the role may open their module, within the role's scope. */
async function found<K extends FindableTable>(
  api: Api,
  user: UserRecord,
  q: string,
  feature: Feature,
  table: K,
  scope?: ReadSpec<K>['scope'],
): Promise<Tables[K][]> {
  if (!canOpen(user.role, feature)) return [];
  const where = (await scope?.(api, user)) ?? [];
  return api.store.table(table).find({ where, text: q, size: searchGroupSize });
}

export async function search(api: Api, user: UserRecord, query: string): Promise<SearchResultSet[]> {
  const q = query.trim();
  // Search runs from 2 characters (core spec section 5).
  if (q.length < searchMinLength) return [];
  const terms = findTerms(q);
  if (!terms.words.length && terms.digits === null) return [];
  const tracking = checkTrackingNumber(q);
  const [parcels, exact, complaints, customers, offices, drivers, trucks, trips, allOffices, samples] =
    await Promise.all([
      found(api, user, q, 'parcels', 'parcels', parcelSpec.scope),
      // By its exact number a clerk finds another office's parcel too (as parcels/by-tracking does).
      tracking.ok && canOpen(user.role, 'parcels') ? parcelByTracking(api, tracking.value) : undefined,
      found(api, user, q, 'complaints', 'complaints', complaintSpec.scope),
      found(api, user, q, 'customers', 'customers'),
      found(api, user, q, 'destinations', 'offices'),
      found(api, user, q, 'drivers', 'drivers', driverSpec.scope),
      found(api, user, q, 'trucks', 'trucks'),
      found(api, user, q, 'trips', 'trips', tripSpec.scope),
      api.store.table('offices').all([]),
      sampleDataOf(api, user.id),
    ]);
  const officeById = new Map<string, Office>(allOffices.map((o) => [o.id, o]));
  const code = (officeId: string | null) => (officeId ? (officeById.get(officeId)?.code ?? '') : '');
  const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

  const records: Record<SearchRecordGroup, SearchRecordResult[]> = {
    parcels: parcels.map((p) => ({
      id: p.id,
      title: p.trackingNumber,
      subtitle: join(`${p.sender.name} → ${p.receiver.name}`, p.receiver.address.city, p.reference),
      status: p.status,
      link: `/secure/parcels/${p.id}`,
    })),
    complaints: complaints.map((c) => ({
      id: c.id,
      title: c.code,
      subtitle: c.subject,
      status: c.status,
      link: `/secure/complaints/${c.id}`,
    })),
    offices: offices.map((o) => ({
      id: o.id,
      title: `${o.code} · ${o.name}`,
      subtitle: join(o.address.district, o.address.city),
      status: null,
      link: `/secure/destinations/${o.id}`,
    })),
    drivers: drivers.map((d) => ({
      id: d.id,
      title: d.name,
      subtitle: join(d.employeeNo, code(d.homeOfficeId)),
      status: null,
      link: `/secure/drivers/${d.id}`,
    })),
    trucks: trucks.map((t) => ({
      id: t.id,
      title: t.plate,
      subtitle: join(`${t.make} ${t.model}`, code(t.homeOfficeId)),
      status: null,
      link: `/secure/trucks/${t.id}`,
    })),
    trips: trips.map((t) => ({
      id: t.id,
      title: t.code,
      subtitle: t.stops.map((s) => code(s.officeId)).join(' → '),
      status: t.status,
      link: `/secure/trips/${t.id}`,
    })),
  };
  if (exact) {
    // Another office's parcel opens by its number (an opening the audit log keeps), not by its id.
    const link = (await readsParcel(api, user, exact))
      ? `/secure/parcels/${exact.id}`
      : `/secure/parcels/tracking/${exact.trackingNumber}`;
    records.parcels = [
      {
        id: exact.id,
        title: exact.trackingNumber,
        subtitle: join(`${exact.sender.name} → ${exact.receiver.name}`, exact.receiver.address.city, exact.reference),
        status: exact.status,
        link,
      },
      ...records.parcels.filter((p) => p.id !== exact.id),
    ];
  }

  const sets: SearchResultSet[] = [];
  for (const id of ['parcels', 'complaints'] as const)
    if (records[id].length) sets.push({ id, label: groupLabels[id], results: records[id] });
  if (customers.length) {
    const folded = terms.words.join(' ');
    // A business is shown by its company name; when it matched on its contact's name, that name is shown too, so the match is seen.
    const shown = (c: (typeof customers)[number]) =>
      c.companyName && !searchFold(c.companyName).includes(folded) && searchFold(c.name).includes(folded)
        ? `${c.companyName} (${c.name})`
        : (c.companyName ?? c.name);
    sets.push({
      id: 'contacts',
      label: 'Customers',
      results: customers.map((c) => ({
        id: c.id,
        avatar: null,
        name: shown(c),
        subtitle: join(c.code, c.addresses[0]?.city),
        link: `/secure/customers/${c.id}`,
      })),
    });
  }
  for (const id of ['offices', 'drivers', 'trucks', 'trips'] as const)
    if (records[id].length) sets.push({ id, label: groupLabels[id], results: records[id] });

  const folded = terms.words.join(' ');
  // A page under a menu group is told by that group's title.
  const pages = navigationFor(user.role).default.flatMap((item): { item: NavigationItem; parent?: string }[] => [
    { item },
    ...(item.children ?? []).map((child) => ({ item: child, parent: item.title })),
  ]);
  const pageResults = pages
    .filter(({ item }) => item.link && folded && searchFold(item.title).includes(folded))
    .map(({ item, parent }) => ({
      id: item.id,
      title: item.title,
      link: item.link!,
      ...(parent ? { subtitle: parent } : {}),
    }))
    .filter((p, i, all) => all.findIndex((x) => x.link === p.link) === i);
  if (pageResults.length) sets.push({ id: 'pages', label: 'Pages', results: pageResults });

  const tasks = samples.tasks
    .filter((t) => t.type === 'task' && folded && searchFold(t.title).includes(folded))
    .slice(0, 8);
  if (tasks.length)
    sets.push({
      id: 'tasks',
      label: 'Tasks',
      results: tasks.map((t) => ({ id: t.id, title: t.title, completed: t.completed, link: `/apps/tasks/${t.id}` })),
    });
  return sets;
}

export const searchBody = z.object({ query: z.string().max(200) });

/** The body of `POST /api/common/search`, answered for the signed-in user. */
export async function searchCall(api: Api, request: Request) {
  const user = await api.user(request);
  const { query } = await parseBody(request, searchBody);
  return search(api, user, query);
}
