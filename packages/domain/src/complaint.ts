import { z } from 'zod';
import { entityBase, isoDateTime } from './common';

export const complaintCategories = [
  'delay',
  'damage',
  'loss',
  'wrong_delivery',
  'cod_dispute',
  'staff_conduct',
  'billing',
  'other',
] as const;
export type ComplaintCategory = (typeof complaintCategories)[number];
export const complaintPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export type ComplaintPriority = (typeof complaintPriorities)[number];
export const complaintStatuses = [
  'open',
  'in_progress',
  'awaiting_customer',
  'resolved',
  'rejected',
  'closed',
] as const;
export type ComplaintStatus = (typeof complaintStatuses)[number];
export const openComplaintStatuses: readonly ComplaintStatus[] = ['open', 'in_progress', 'awaiting_customer'];

/** Service level from creation, in hours (DOMAIN.md). */
export const slaHours: Record<ComplaintPriority, number> = { urgent: 4, high: 24, medium: 72, low: 7 * 24 };
export const dueAt = (createdAt: string, priority: ComplaintPriority) =>
  new Date(new Date(createdAt).getTime() + slaHours[priority] * 3_600_000).toISOString();

/** open -> in_progress -> resolved | rejected -> closed; in_progress <-> awaiting_customer. */
export const complaintTransitions: Record<ComplaintStatus, readonly ComplaintStatus[]> = {
  open: ['in_progress'],
  in_progress: ['awaiting_customer', 'resolved', 'rejected'],
  awaiting_customer: ['in_progress'],
  resolved: ['closed'],
  rejected: ['closed'],
  closed: [],
};
export const canMoveComplaint = (from: ComplaintStatus, to: ComplaintStatus) => complaintTransitions[from].includes(to);
/** Resolving or rejecting needs the resolution written down. */
export const needsResolution = (to: ComplaintStatus) => to === 'resolved' || to === 'rejected';

export const complaintComment = z.object({
  id: z.string(),
  userId: z.string(),
  at: isoDateTime,
  text: z.string().trim().min(1).max(2000),
});
export type ComplaintComment = z.infer<typeof complaintComment>;

const complaintFields = {
  parcelId: z.string().min(1).nullable(),
  customerId: z.string().min(1),
  category: z.enum(complaintCategories),
  priority: z.enum(complaintPriorities),
  subject: z.string().trim().min(3).max(120),
  description: z.string().trim().min(1).max(5000),
  assigneeId: z.string().min(1).nullable(),
};
export const complaintInput = z.object(complaintFields);
export type ComplaintInput = z.infer<typeof complaintInput>;

export const complaintPatch = z
  .object({
    ...complaintFields,
    status: z.enum(complaintStatuses),
    resolution: z.string().trim().min(3).max(5000).nullable(),
    /** A new comment appended to the thread. */
    comment: z.string().trim().min(1).max(2000),
  })
  .partial()
  .strict();
export type ComplaintPatch = z.infer<typeof complaintPatch>;

export const complaint = entityBase.extend({
  ...complaintFields,
  code: z.string().regex(/^CMP-\d{6}$/),
  status: z.enum(complaintStatuses),
  dueAt: isoDateTime,
  resolution: z.string().nullable(),
  resolvedAt: isoDateTime.nullable(),
  comments: z.array(complaintComment),
});
export type Complaint = z.infer<typeof complaint>;

export const isPastSla = (c: Pick<Complaint, 'status' | 'dueAt'>, now: Date) =>
  openComplaintStatuses.includes(c.status) && new Date(c.dueAt) < now;
