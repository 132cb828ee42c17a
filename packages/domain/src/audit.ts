/**
 * The audit log: one row for every administrative act, written in the act's own transaction
 * (kept with it, or not at all). A row says who did what to which record, the fields it changed
 * (before and after), when, and from which address. Rows are only ever added: the API offers no
 * way to change or delete one; they go when older than the kept time (2 years by default).
 */
import { z } from 'zod';

export const auditActions = [
  'account.created',
  'account.changed',
  'account.disabled',
  'account.enabled',
  'account.password_link',
  'access_request.approved',
  'access_request.declined',
  'company.set_up',
  'company.changed',
  'record.deleted',
  'parcels.imported',
  'customers.imported',
  /** A clerk opened another office's parcel by its tracking number (`changes`: the office he opened it from). */
  'parcel.opened_outside_office',
  'backup.made',
  'backup.restored',
  /** A manager recorded a trip's move that the plausibility rules refused (`changes`: the move, its time, the rule, the reason). */
  'trip.move_overridden',
  /** An administrator issued a customer an API key (`changes`: its name, scopes and expiry), or revoked one. */
  'api_key.issued',
  'api_key.revoked',
  /** A call made with an API key (`changes`: the method and path), one row per call. */
  'api_key.used',
  /** An administrator added a customer's webhook endpoint, changed one (`changes`: the fields), deleted one, or sent a delivery again. */
  'webhook.created',
  'webhook.changed',
  'webhook.deleted',
  'webhook.resent',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** What kind of record an act was on. */
export const auditRecordTypes = [
  'user',
  'access_request',
  'company',
  'office',
  'customer',
  'parcel',
  'route',
  'driver',
  'truck',
  'trip',
  'complaint',
  'data',
  'api_key',
  'webhook',
] as const;
export type AuditRecordType = (typeof auditRecordTypes)[number];

/** One changed field: its value before and after (null where it had none). */
export const auditChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type AuditChange = z.infer<typeof auditChange>;

export const auditEntry = z.object({
  id: z.string(),
  at: z.string(),
  /** Who: a user's id, or null for the server itself (a backup from the command line). */
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.enum(auditActions),
  recordType: z.enum(auditRecordTypes),
  recordId: z.string(),
  /** How a person names the record (an account's name, a tracking number, a file's row count). */
  recordLabel: z.string(),
  changes: z.array(auditChange),
  /** The client's address as the server saw it; null where there was no request. */
  address: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/**
 * The fields that differ between two versions of a record, in the order of `fields`: what an
 * audit row keeps (never a password hash: only the named fields are compared).
 */
export function auditChanges<T extends object>(
  before: T | null,
  after: T | null,
  fields: readonly (keyof T & string)[],
): AuditChange[] {
  const value = (row: T | null, field: keyof T & string) => (row?.[field] ?? null) as unknown;
  return fields
    .filter((field) => JSON.stringify(value(before, field)) !== JSON.stringify(value(after, field)))
    .map((field) => ({ field, before: value(before, field), after: value(after, field) }));
}
