/** Booking, editing and deleting parcels, their notes, and the public tracking call. */
import {
  chargeableWeightKg,
  checkTrackingNumber,
  isFinalStatus,
  makeTrackingNumber,
  parcelInput,
  parcelNoteRoles,
  parcelPatch,
  promisedDateFor,
  quote,
  volumetricWeightKg,
  writeRoles,
  type Parcel,
  type ParcelEvent,
  type ParcelInput,
  type PublicTracking,
} from '@courier/domain';
import { z } from 'zod';
import type { UserRecord } from '../../db';
import { route, type MockApi } from '../../http/api';
import { conflict, forbidden, notFound, validation } from '../../http/errors';
import { parseBody, parseValue } from '../../http/respond';
import { findVisible } from './crud';
import { parcelSpec } from './resources';

/** Fields a clerk may still correct after the parcel is in the network. */
const editableInNetwork = new Set(['receiver', 'reference']);

function referenceProblems(api: MockApi, value: Pick<ParcelInput, 'customerId' | 'originOfficeId' | 'destinationOfficeId' | 'service'>, user: UserRecord) {
  const problems: Record<string, string> = {};
  const customer = api.db.customers.get(value.customerId);
  if (!customer) problems.customerId = 'not_found';
  else if (!customer.active) problems.customerId = 'inactive';
  const origin = api.db.offices.get(value.originOfficeId);
  const destination = api.db.offices.get(value.destinationOfficeId);
  if (!origin) problems.originOfficeId = 'not_found';
  else if (!origin.active) problems.originOfficeId = 'inactive';
  if (!destination) problems.destinationOfficeId = 'not_found';
  else if (!destination.active) problems.destinationOfficeId = 'inactive';
  // Same day only between offices of one city (DOMAIN.md).
  if (origin && destination && value.service === 'same_day' && origin.address.city !== destination.address.city) problems.service = 'same_day_city';
  // A clerk books at his own counter.
  if (user.role === 'clerk' && user.officeId && value.originOfficeId !== user.officeId) problems.originOfficeId = 'not_your_office';
  return problems;
}

/** The derived fields of a booking: weights and price. */
const derived = (p: ParcelInput) => ({ volumetricWeightKg: volumetricWeightKg(p.dimensionsCm), chargeableWeightKg: chargeableWeightKg(p.weightKg, p.dimensionsCm), price: quote(p) });

export function newEvent(api: MockApi, parcel: Parcel, user: UserRecord, fields: Partial<ParcelEvent> & Pick<ParcelEvent, 'type'>): ParcelEvent {
  const office = fields.officeId ? api.db.offices.get(fields.officeId) : undefined;
  return {
    id: api.db.newId('evt'),
    parcelId: parcel.id,
    trackingNumber: parcel.trackingNumber,
    statusAfter: parcel.status,
    officeId: null,
    tripId: null,
    driverId: null,
    userId: user.id,
    at: api.db.nowIso(),
    location: office ? office.location : null,
    reason: null,
    note: null,
    ...fields,
  };
}

export function parcelHandlers(api: MockApi) {
  return [
    // Public: no token, and nothing personal (no names, phones, addresses or money).
    route(api, 'get', '/api/v1/parcels/track/:trackingNumber', ({ params }) => {
      const check = checkTrackingNumber(decodeURIComponent(params.trackingNumber ?? ''));
      if (!check.ok) throw validation({ trackingNumber: check.reason });
      const id = api.db.parcelByTracking.get(check.value);
      const parcel = id ? api.db.parcels.get(id) : undefined;
      if (!parcel) throw notFound('Parcel');
      const city = (officeId: string | null) => (officeId ? (api.db.offices.get(officeId)?.address.city ?? null) : null);
      const answer: PublicTracking = {
        trackingNumber: parcel.trackingNumber,
        status: parcel.status,
        service: parcel.service,
        originCity: city(parcel.originOfficeId)!,
        destinationCity: city(parcel.destinationOfficeId)!,
        promisedDate: parcel.promisedDate,
        deliveredAt: parcel.deliveredAt,
        events: (api.db.eventsByParcel.get(parcel.id) ?? []).map((e) => ({ type: e.type, status: e.statusAfter, at: e.at, city: city(e.officeId) })),
      };
      return answer;
    }),

    route(api, 'post', '/api/v1/parcels', async ({ request }) => {
      const user = await api.userWithRole(request, writeRoles.parcels.create);
      const input = await parseBody(request, parcelInput);
      const problems = referenceProblems(api, input, user);
      if (Object.keys(problems).length) throw validation(problems);
      const now = api.db.now();
      const serial = api.db.next('parcelSerial');
      const parcel: Parcel = {
        id: api.db.newId('par'),
        ...input,
        trackingNumber: makeTrackingNumber(input.service, serial),
        promisedDate: input.promisedDate ?? promisedDateFor(input.service, now),
        ...derived(input),
        codStatus: input.paymentMode === 'cod' ? 'pending' : 'none',
        status: 'created',
        attempts: 0,
        lastFailureReason: null,
        isReturn: false,
        currentOfficeId: null,
        tripId: null,
        driverId: null,
        deliveredAt: null,
        pod: null,
        notes: [],
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      };
      api.db.parcels.set(parcel.id, parcel);
      api.db.parcelByTracking.set(parcel.trackingNumber, parcel.id);
      api.db.addEvent(newEvent(api, parcel, user, { type: 'created', officeId: parcel.originOfficeId }));
      return parcel;
    }, { write: true }),

    route(api, 'patch', '/api/v1/parcels/:id', async ({ request, params }) => {
      const user = await api.userWithRole(request, writeRoles.parcels.update);
      const parcel = findVisible(api, parcelSpec, user, params.id!);
      const change = await parseBody(request, parcelPatch);
      const fields = Object.keys(change);
      if (!fields.length) throw validation({ _: 'empty' }, 'Nothing to change');
      if (isFinalStatus(parcel.status)) throw conflict('A parcel in a final status cannot be edited', { status: parcel.status });
      if (fields.includes('service') && change.service !== parcel.service) throw validation({ service: 'immutable' }, 'The service is part of the tracking number: cancel and book again');
      if (parcel.status !== 'created') {
        const locked = fields.filter((f) => !editableInNetwork.has(f));
        if (locked.length) throw conflict('Only the receiver and the reference can change once the parcel is in the network', { fields: locked, status: parcel.status });
      }
      const merged = { ...parcel, ...change };
      const input = parseValue(parcelInput, merged);
      const problems = referenceProblems(api, input, user.role === 'clerk' && parcel.originOfficeId !== user.officeId ? { ...user, role: 'manager' } : user);
      if (Object.keys(problems).length) throw validation(problems);
      const next: Parcel = { ...merged, ...derived(input), codStatus: input.paymentMode === 'cod' ? 'pending' : 'none', updatedAt: api.db.nowIso() };
      api.db.parcels.set(parcel.id, next);
      return next;
    }, { write: true }),

    route(api, 'delete', '/api/v1/parcels/:id', async ({ request, params }) => {
      const user = await api.userWithRole(request, writeRoles.parcels.delete);
      const parcel = findVisible(api, parcelSpec, user, params.id!);
      const events = api.db.eventsByParcel.get(parcel.id) ?? [];
      if (parcel.status !== 'created' || events.some((e) => e.type !== 'created')) throw conflict('A parcel that has been scanned stays in the log: cancel it instead', { status: parcel.status });
      api.db.parcels.delete(parcel.id);
      api.db.parcelByTracking.delete(parcel.trackingNumber);
      api.db.events = api.db.events.filter((e) => e.parcelId !== parcel.id);
      api.db.eventsByParcel.delete(parcel.id);
      return true;
    }, { write: true }),

    route(api, 'post', '/api/v1/parcels/:id/notes', async ({ request, params }) => {
      const user = await api.user(request);
      if (!parcelNoteRoles.includes(user.role)) throw forbidden();
      const parcel = findVisible(api, parcelSpec, user, params.id!);
      const { text } = await parseBody(request, z.object({ text: z.string().trim().min(1).max(1000) }));
      const note = { id: api.db.newId('nte'), userId: user.id, at: api.db.nowIso(), text };
      const next = { ...parcel, notes: [...parcel.notes, note], updatedAt: note.at };
      api.db.parcels.set(parcel.id, next);
      return next;
    }, { write: true }),
  ];
}
