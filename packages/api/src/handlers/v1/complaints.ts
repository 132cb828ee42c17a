/** Opening and working complaints (DOMAIN.md: statuses, SLA, resolution). */
import {
  canMoveComplaint,
  complaintHandlerRoles,
  complaintInput,
  complaintPatch,
  dueAt,
  needsResolution,
  writeRoles,
  type Complaint,
} from '@courier/domain';
import { auditDeletion } from '../../http/audit';
import { route, type Api } from '../../http/api';
import { badRequest, invalidTransition, validation } from '../../http/errors';
import { parseBody } from '../../http/respond';
import { findVisible } from './crud';
import { complaintSpec } from './resources';

/** A complaint goes to someone who may work it (a clerk opens complaints but does not work them). */
const assignable = new Set<string>(complaintHandlerRoles);

async function references(
  api: Api,
  value: { customerId?: string; parcelId?: string | null; assigneeId?: string | null },
) {
  const problems: Record<string, string> = {};
  if (value.customerId && !(await api.store.table('customers').get(value.customerId)))
    problems.customerId = 'not_found';
  if (value.parcelId) {
    const parcel = await api.store.table('parcels').get(value.parcelId);
    if (!parcel) problems.parcelId = 'not_found';
    else if (value.customerId && parcel.customerId !== value.customerId) problems.parcelId = 'other_customer';
  }
  if (value.assigneeId) {
    const user = await api.store.table('users').get(value.assigneeId);
    if (!user) problems.assigneeId = 'not_found';
    else if (!assignable.has(user.role)) problems.assigneeId = 'not_assignable';
  }
  return problems;
}

export function complaintHandlers(api: Api) {
  return [
    route(
      api,
      'post',
      '/api/v1/complaints',
      async ({ request }) => {
        const user = await api.userWithRole(request, writeRoles.complaints.create);
        const input = await parseBody(request, complaintInput);
        const problems = await references(api, input);
        if (Object.keys(problems).length) throw validation(problems);
        const n = await api.store.next('complaint');
        const now = api.nowIso();
        const complaint: Complaint = {
          id: await api.store.nextId('cmp'),
          code: `CMP-${String(n).padStart(6, '0')}`,
          ...input,
          status: 'open',
          dueAt: dueAt(now, input.priority),
          resolution: null,
          resolvedAt: null,
          comments: [],
          createdAt: now,
          updatedAt: now,
        };
        // Opened by a clerk at the counter, it starts with who opened it in the thread.
        if (user.role === 'clerk')
          complaint.comments.push({
            id: await api.store.nextId('cmt'),
            userId: user.id,
            at: now,
            text: 'Opened at the counter.',
          });
        return api.store.table('complaints').insert(complaint);
      },
      { write: true, created: true },
    ),

    route(
      api,
      'patch',
      '/api/v1/complaints/:id',
      async ({ request, params }) => {
        const user = await api.userWithRole(request, writeRoles.complaints.update);
        const complaint = await findVisible(api, complaintSpec, user, params.id!);
        const change = await parseBody(request, complaintPatch);
        if (!Object.keys(change).length) throw badRequest('Nothing to change');
        const problems = await references(api, {
          customerId: change.customerId ?? complaint.customerId,
          parcelId: change.parcelId === undefined ? complaint.parcelId : change.parcelId,
          assigneeId: change.assigneeId,
        });
        if (Object.keys(problems).length) throw validation(problems);
        const now = api.nowIso();
        const { comment, status, resolution, ...fields } = change;
        const next: Complaint = { ...complaint, ...fields, updatedAt: now };
        if (resolution !== undefined) next.resolution = resolution;
        if (status && status !== complaint.status) {
          if (!canMoveComplaint(complaint.status, status))
            throw invalidTransition(
              `A complaint ${complaint.status.replace('_', ' ')} cannot become ${status.replace('_', ' ')}`,
              { status: complaint.status, action: status, reason: 'invalid_transition' },
            );
          // Resolving or rejecting needs the resolution written down.
          if (needsResolution(status) && !next.resolution)
            throw validation({ resolution: 'required' }, 'Write the resolution first');
          next.status = status;
          if (needsResolution(status)) next.resolvedAt = now;
        }
        // A new priority restarts the SLA from the complaint's creation.
        if (fields.priority && fields.priority !== complaint.priority)
          next.dueAt = dueAt(complaint.createdAt, fields.priority);
        if (comment)
          next.comments = [
            ...complaint.comments,
            { id: await api.store.nextId('cmt'), userId: user.id, at: now, text: comment },
          ];
        return api.store.table('complaints').update(next);
      },
      { write: true },
    ),
    route(
      api,
      'delete',
      '/api/v1/complaints/:id',
      async ({ request, params }) => {
        const user = await api.userWithRole(request, writeRoles.complaints.delete);
        const complaint = await findVisible(api, complaintSpec, user, params.id!);
        await auditDeletion(api, request, user, 'complaints', complaint);
        return api.store.table('complaints').delete(complaint.id);
      },
      { write: true },
    ),
  ];
}
