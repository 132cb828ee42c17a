/**
 * Writing the audit log (@courier/domain's audit.ts). Call `audit` inside the act's own write
 * transaction (a route with `write: true`): the row is kept with the act, or neither is.
 */
import {
  auditChanges,
  type AuditAction,
  type AuditChange,
  type AuditEntry,
  type AuditRecordType,
  type Resource,
} from '@courier/domain';
import type { Store, UserRecord } from '@courier/store';
import type { Api } from './api';

/** The header a host sets to the caller's network address (the server from the socket, over any value a client sent). */
export const clientAddressHeader = 'x-courier-client-address';

export interface AuditAct {
  action: AuditAction;
  recordType: AuditRecordType;
  recordId: string;
  recordLabel: string;
  changes?: AuditChange[];
}

/** Adds a row to the audit log of `store` (any host: the API's calls, the server's command line). */
export async function writeAudit(
  store: Store,
  at: string,
  actor: { id: string | null; name: string },
  act: AuditAct,
  address: string | null,
): Promise<AuditEntry> {
  return store.table('audit').insert({
    id: await store.nextId('aud'),
    at,
    actorId: actor.id,
    actorName: actor.name,
    action: act.action,
    recordType: act.recordType,
    recordId: act.recordId,
    recordLabel: act.recordLabel,
    changes: act.changes ?? [],
    address,
  });
}

/** The act of `actor`, made through `request`: its row, from the request's address. */
export function audit(api: Api, request: Request, actor: UserRecord, act: AuditAct): Promise<AuditEntry> {
  return writeAudit(
    api.store,
    api.nowIso(),
    { id: actor.id, name: actor.name },
    act,
    request.headers.get(clientAddressHeader),
  );
}

/** The fields of a staff account an audit row follows (never its password hash or sessions). */
export const accountFields = ['name', 'email', 'role', 'officeId', 'driverId', 'phone', 'active'] as const;

/** The changed fields of an account, for its audit row. */
export const accountChanges = (before: UserRecord | null, after: UserRecord) =>
  auditChanges(
    before && { ...before, active: before.active !== false },
    { ...after, active: after.active !== false },
    accountFields,
  );

/** How a person names a record in the audit log: its number or code, and its name. */
export function recordLabel(row: object): string {
  const read = (key: string) => {
    const value = (row as Record<string, unknown>)[key];
    return typeof value === 'string' && value ? value : undefined;
  };
  const code = read('trackingNumber') ?? read('code') ?? read('employeeNo') ?? read('plate');
  const name = read('companyName') ?? read('name') ?? read('subject');
  return [code, name].filter(Boolean).join(' · ') || read('id') || '';
}

/** The kind of record each api/v1 resource holds. */
const recordTypes = {
  offices: 'office',
  customers: 'customer',
  parcels: 'parcel',
  routes: 'route',
  drivers: 'driver',
  trucks: 'truck',
  trips: 'trip',
  complaints: 'complaint',
} as const satisfies Partial<Record<Resource, AuditRecordType>>;

/** A record deleted through the API: its row names it as it was. */
export const auditDeletion = (
  api: Api,
  request: Request,
  actor: UserRecord,
  resource: keyof typeof recordTypes,
  row: { id: string },
) =>
  audit(api, request, actor, {
    action: 'record.deleted',
    recordType: recordTypes[resource],
    recordId: row.id,
    recordLabel: recordLabel(row),
  });
