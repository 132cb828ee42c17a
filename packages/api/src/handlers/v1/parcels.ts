/** Booking, editing and deleting parcels, their notes, and the public tracking call. */
import {
  bookedParcel,
  bookingFigures,
  checkTrackingNumber,
  isFinalStatus,
  parcelInput,
  parcelNoteRoles,
  parcelPatch,
  officeScopedRoles,
  readRoles,
  writeRoles,
  type Customer,
  type ImportResult,
  type Office,
  type Parcel,
  type ParcelEvent,
  type ParcelInput,
  type PublicTracking,
} from '@courier/domain';
import { z } from 'zod';
import type { UserRecord } from '@courier/store';
import { audit, auditDeletion, recordLabel } from '../../http/audit';
import { route, type Api } from '../../http/api';
import { conflict, forbidden, notFound, validation } from '../../http/errors';
import { checkImport } from '../../http/imports';
import { parseBody, parseValue } from '../../http/respond';
import { asRead, findVisible } from './crud';
import { parcelSpec, readsParcel } from './resources';

/** Fields a clerk may still correct after the parcel is in the network. */
const editableInNetwork = new Set(['receiver', 'reference']);

/** A clerk writes to the parcels of his office: booked there, or standing there now. Other roles write network-wide. */
export const inWriteScope = (user: UserRecord, parcel: Parcel) =>
  user.role !== 'clerk' ||
  (!!user.officeId && (parcel.originOfficeId === user.officeId || parcel.currentOfficeId === user.officeId));

type References = Pick<ParcelInput, 'customerId' | 'originOfficeId' | 'destinationOfficeId' | 'service'>;

/** What a booking's customer and offices say against it, from records already looked up (an import looks each up once). */
function bookingProblems(
  value: References,
  user: UserRecord,
  customers: ReadonlyMap<string, Customer>,
  offices: ReadonlyMap<string, Office>,
  originChanges = true,
) {
  const problems: Record<string, string> = {};
  const customer = customers.get(value.customerId);
  if (!customer) problems.customerId = 'not_found';
  else if (!customer.active) problems.customerId = 'inactive';
  const origin = offices.get(value.originOfficeId);
  const destination = offices.get(value.destinationOfficeId);
  if (!origin) problems.originOfficeId = 'not_found';
  else if (!origin.active) problems.originOfficeId = 'inactive';
  if (!destination) problems.destinationOfficeId = 'not_found';
  else if (!destination.active) problems.destinationOfficeId = 'inactive';
  // Same day only between offices of one city (DOMAIN.md).
  if (origin && destination && value.service === 'same_day' && origin.address.city !== destination.address.city)
    problems.service = 'same_day_city';
  // A clerk books at his own counter.
  if (originChanges && user.role === 'clerk' && user.officeId && value.originOfficeId !== user.officeId)
    problems.originOfficeId = 'not_your_office';
  return problems;
}

export async function referenceProblems(api: Api, value: References, user: UserRecord, originChanges = true) {
  const byId = async <T extends { id: string }>(rows: Promise<T | undefined>[]) => {
    const found: T[] = [];
    for (const row of await Promise.all(rows)) if (row) found.push(row);
    return new Map(found.map((r) => [r.id, r]));
  };
  const customers = await byId([api.store.table('customers').get(value.customerId)]);
  const offices = await byId([
    api.store.table('offices').get(value.originOfficeId),
    api.store.table('offices').get(value.destinationOfficeId),
  ]);
  return bookingProblems(value, user, customers, offices, originChanges);
}

/** One booking, by a staff member or a customer's key: its references checked, the parcel and its first event kept. */
export async function bookParcel(api: Api, input: ParcelInput, actor: UserRecord) {
  const problems = await referenceProblems(api, input, actor);
  if (Object.keys(problems).length) throw validation(problems);
  const parcel = bookedParcel(input, await api.store.nextId('par'), await api.store.next('parcelSerial'), api.now());
  await api.store.table('parcels').insert(parcel);
  await api.store
    .table('parcel-events')
    .insert(await newEvent(api, parcel, actor, { type: 'created', officeId: parcel.originOfficeId }));
  return parcel;
}

/** The parcel with this tracking number, if any. */
export const parcelByTracking = async (api: Api, trackingNumber: string) =>
  (await api.store.table('parcels').all([{ field: 'trackingNumber', in: [trackingNumber] }]))[0];

/** A parcel's scans, oldest first. */
export const eventsOf = (api: Api, parcelId: string) =>
  api.store.table('parcel-events').all([{ field: 'parcelId', in: [parcelId] }]);

/** A scan-log entry for the parcel as it now is; kept with `api.store.table('parcel-events').insert`. */
export async function newEvent(
  api: Api,
  parcel: Parcel,
  user: UserRecord,
  fields: Partial<ParcelEvent> & Pick<ParcelEvent, 'type'>,
): Promise<ParcelEvent> {
  const office = fields.officeId ? await api.store.table('offices').get(fields.officeId) : undefined;
  return {
    id: await api.store.nextId('evt'),
    parcelId: parcel.id,
    trackingNumber: parcel.trackingNumber,
    statusAfter: parcel.status,
    officeId: null,
    tripId: null,
    driverId: null,
    userId: user.id,
    at: api.nowIso(),
    location: office ? office.location : null,
    reason: null,
    note: null,
    ...fields,
  };
}

/**
 * POST api/v1/parcels/import: many bookings in one call, each checked as a single booking is
 * (the schema, then the customer and offices, once each), in the modes of every import
 * (../../http/imports.ts). Booked rows go in one transaction, their ids and S10 serials drawn as
 * one block each, and are written many rows a statement.
 */
async function importParcels(api: Api, request: Request): Promise<ImportResult> {
  const user = await api.userWithRole(request, writeRoles.parcels.create);
  const offices = new Map((await api.store.table('offices').all([])).map((o) => [o.id, o]));
  const { valid, rejected } = await checkImport(
    request,
    parcelInput,
    async (rows) => {
      const customers = new Map(
        (
          await api.store
            .table('customers')
            .all([{ field: 'id', in: [...new Set(rows.map((r) => r.value.customerId))] }])
        ).map((c) => [c.id, c]),
      );
      return rows.map((r) => bookingProblems(r.value, user, customers, offices));
    },
    'booked',
  );
  if (!valid.length) return { booked: [], rejected };

  const lastId = await api.store.next('id:par', valid.length);
  const lastSerial = await api.store.next('parcelSerial', valid.length);
  const lastEvent = await api.store.next('id:evt', valid.length);
  const now = api.now();
  const first = (last: number) => last - valid.length + 1;
  const parcels = valid.map(({ value }, i) =>
    bookedParcel(value, `par_${String(first(lastId) + i).padStart(6, '0')}`, first(lastSerial) + i, now),
  );
  const events: ParcelEvent[] = parcels.map((parcel, i) => ({
    id: `evt_${String(first(lastEvent) + i).padStart(6, '0')}`,
    parcelId: parcel.id,
    trackingNumber: parcel.trackingNumber,
    statusAfter: parcel.status,
    type: 'created',
    officeId: parcel.originOfficeId,
    tripId: null,
    driverId: null,
    userId: user.id,
    at: now.toISOString(),
    location: offices.get(parcel.originOfficeId)?.location ?? null,
    reason: null,
    note: null,
  }));
  await api.store.table('parcels').insertMany(parcels);
  await api.store.table('parcel-events').insertMany(events);
  await audit(api, request, user, {
    action: 'parcels.imported',
    recordType: 'parcel',
    recordId: parcels.length === 1 ? parcels[0]!.id : `${parcels[0]!.id}…${parcels.at(-1)!.id}`,
    recordLabel: `${parcels[0]!.trackingNumber} – ${parcels.at(-1)!.trackingNumber} (${parcels.length})`,
  });
  return {
    booked: parcels.map((p, i) => ({ row: valid[i]!.row, id: p.id, trackingNumber: p.trackingNumber })),
    rejected,
  };
}

export function parcelHandlers(api: Api) {
  return [
    // Public: no token, and nothing personal (no names, phones, addresses or money).
    route(api, 'get', '/api/v1/parcels/track/:trackingNumber', async ({ params }) => {
      const check = checkTrackingNumber(params.trackingNumber ?? '');
      if (!check.ok) throw validation({ trackingNumber: check.reason });
      const parcel = await parcelByTracking(api, check.value);
      if (!parcel) throw notFound('Parcel');
      const offices = new Map((await api.store.table('offices').all([])).map((o) => [o.id, o]));
      const city = (officeId: string | null) => (officeId ? (offices.get(officeId)?.address.city ?? null) : null);
      const answer: PublicTracking = {
        trackingNumber: parcel.trackingNumber,
        status: parcel.status,
        service: parcel.service,
        originCity: city(parcel.originOfficeId)!,
        destinationCity: city(parcel.destinationOfficeId)!,
        promisedDate: parcel.promisedDate,
        deliveredAt: parcel.deliveredAt,
        events: (await eventsOf(api, parcel.id)).map((e) => ({
          type: e.type,
          status: e.statusAfter,
          at: e.at,
          city: city(e.officeId),
        })),
      };
      return answer;
    }),

    /**
     * A parcel by its exact tracking number, with its scans, for a question at the counter: a clerk
     * opens another office's parcel so, and the opening is kept in the audit log with the request.
     * A driver keeps to his own trips' parcels.
     */
    route(
      api,
      'get',
      '/api/v1/parcels/by-tracking/:trackingNumber',
      async ({ request, params }) => {
        const user = await api.userWithRole(request, readRoles.parcels);
        const check = checkTrackingNumber(params.trackingNumber ?? '');
        if (!check.ok) throw validation({ trackingNumber: check.reason });
        const parcel = await parcelByTracking(api, check.value);
        if (!parcel) throw notFound('Parcel');
        if (!(await readsParcel(api, user, parcel))) {
          if (!officeScopedRoles.includes(user.role)) throw notFound('Parcel');
          await audit(api, request, user, {
            action: 'parcel.opened_outside_office',
            recordType: 'parcel',
            recordId: parcel.id,
            recordLabel: recordLabel(parcel),
            // The office the parcel was opened from.
            changes: [{ field: 'officeId', before: null, after: user.officeId }],
          });
        }
        return { parcel: await asRead(api, parcelSpec, user, parcel), events: await eventsOf(api, parcel.id) };
      },
      { write: true },
    ),

    route(api, 'post', '/api/v1/parcels/import', ({ request }) => importParcels(api, request), { write: true }),

    route(
      api,
      'post',
      '/api/v1/parcels',
      async ({ request }) => {
        const user = await api.userWithRole(request, writeRoles.parcels.create);
        const parcel = await bookParcel(api, await parseBody(request, parcelInput), user);
        return asRead(api, parcelSpec, user, parcel);
      },
      { write: true, created: true },
    ),

    route(
      api,
      'patch',
      '/api/v1/parcels/:id',
      async ({ request, params }) => {
        const user = await api.userWithRole(request, writeRoles.parcels.update);
        const parcel = await findVisible(api, parcelSpec, user, params.id!);
        if (!inWriteScope(user, parcel)) throw forbidden('This parcel belongs to another office', 'other_office');
        const change = await parseBody(request, parcelPatch);
        const fields = Object.keys(change);
        if (!fields.length) throw validation({ _: 'empty' }, 'Nothing to change');
        if (isFinalStatus(parcel.status))
          throw conflict('A parcel in a final status cannot be edited', {
            status: parcel.status,
            reason: 'final_status',
          });
        if (fields.includes('service') && change.service !== parcel.service)
          throw validation(
            { service: 'immutable' },
            'The service is part of the tracking number: cancel and book again',
          );
        if (parcel.status !== 'created') {
          const locked = fields.filter((f) => !editableInNetwork.has(f));
          if (locked.length)
            throw conflict('Only the receiver and the reference can change once the parcel is in the network', {
              fields: locked,
              status: parcel.status,
              reason: 'in_network',
            });
        }
        const merged = { ...parcel, ...change };
        const input = parseValue(parcelInput, merged);
        const problems = await referenceProblems(
          api,
          input,
          user,
          fields.includes('originOfficeId') && change.originOfficeId !== parcel.originOfficeId,
        );
        if (Object.keys(problems).length) throw validation(problems);
        const next: Parcel = {
          ...merged,
          ...bookingFigures(input),
          codStatus: input.paymentMode === 'cod' ? 'pending' : 'none',
          updatedAt: api.nowIso(),
        };
        return asRead(api, parcelSpec, user, await api.store.table('parcels').update(next));
      },
      { write: true },
    ),

    route(
      api,
      'delete',
      '/api/v1/parcels/:id',
      async ({ request, params }) => {
        const user = await api.userWithRole(request, writeRoles.parcels.delete);
        const parcel = await findVisible(api, parcelSpec, user, params.id!);
        if (!inWriteScope(user, parcel)) throw forbidden('This parcel belongs to another office', 'other_office');
        const events = await eventsOf(api, parcel.id);
        if (parcel.status !== 'created' || events.some((e) => e.type !== 'created'))
          throw conflict('A parcel that has been scanned stays in the log: cancel it instead', {
            status: parcel.status,
            reason: 'scanned',
          });
        for (const event of events) await api.store.table('parcel-events').delete(event.id);
        await auditDeletion(api, request, user, 'parcels', parcel);
        return api.store.table('parcels').delete(parcel.id);
      },
      { write: true },
    ),

    route(
      api,
      'post',
      '/api/v1/parcels/:id/notes',
      async ({ request, params }) => {
        const user = await api.user(request);
        if (!parcelNoteRoles.includes(user.role))
          throw forbidden('Your role may not add notes to parcels', 'parcel_notes');
        const parcel = await findVisible(api, parcelSpec, user, params.id!);
        if (!inWriteScope(user, parcel)) throw forbidden('This parcel belongs to another office', 'other_office');
        const { text } = await parseBody(request, z.object({ text: z.string().trim().min(1).max(1000) }));
        const note = { id: await api.store.nextId('nte'), userId: user.id, at: api.nowIso(), text };
        const noted = await api.store
          .table('parcels')
          .update({ ...parcel, notes: [...parcel.notes, note], updatedAt: note.at });
        return asRead(api, parcelSpec, user, noted);
      },
      { write: true },
    ),
  ];
}
