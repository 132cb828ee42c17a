import {
  dueAt,
  openComplaintStatuses,
  type Complaint,
  type ComplaintCategory,
  type ComplaintPriority,
  type ComplaintStatus,
  type Parcel,
} from '@courier/domain';
import type { Random } from './random';
import { day, hour, iso, minute } from './time';

const subjects: Record<ComplaintCategory, string[]> = {
  delay: [
    'Parcel later than promised',
    'Still not delivered after the promised date',
    'Express parcel arrived a day late',
  ],
  damage: ['Box arrived crushed', 'Contents broken on arrival', 'Parcel wet and torn'],
  loss: ['Parcel never arrived', 'Tracking stopped days ago'],
  wrong_delivery: ['Delivered to the wrong address', 'Neighbour received it without my consent'],
  cod_dispute: ['Cash on delivery not paid over', 'COD amount charged twice'],
  staff_conduct: ['Courier was rude at the door', 'Driver did not ring the bell'],
  billing: ['Invoice does not match the price quoted', 'Charged for insurance I did not ask for'],
  other: ['Question about opening hours', 'Request to change the delivery address'],
};

/** 200 complaints over the last 90 days: every lost parcel has one, old ones are closed, a few are past their SLA. */
export function makeComplaints(
  r: Random,
  parcels: Parcel[],
  supportUsers: string[],
  now: number,
  count = 200,
): Complaint[] {
  const lost = parcels.filter((p) => p.status === 'lost');
  const delivered = parcels.filter((p) => p.status === 'delivered');
  const cod = delivered.filter((p) => p.paymentMode === 'cod');
  const late = parcels.filter(
    (p) =>
      p.status !== 'delivered' && p.status !== 'cancelled' && p.promisedDate < new Date(now).toISOString().slice(0, 10),
  );
  const complaints: Complaint[] = [];
  for (let i = 0; i < count; i++) {
    let category: ComplaintCategory;
    let parcel: Parcel | null;
    if (i < lost.length) [category, parcel] = ['loss', lost[i]!];
    else {
      category = r.weighted([
        ['delay', 30],
        ['damage', 18],
        ['wrong_delivery', 10],
        ['cod_dispute', 10],
        ['staff_conduct', 8],
        ['billing', 12],
        ['other', 12],
      ] as const);
      const pool =
        category === 'delay' && late.length
          ? late
          : category === 'cod_dispute'
            ? cod
            : category === 'other'
              ? []
              : delivered;
      parcel = pool.length && (category !== 'billing' || r.bool(0.6)) ? r.pick(pool) : null;
    }
    const earliest = parcel ? new Date(parcel.createdAt).getTime() + day : now - 90 * day;
    const createdAt = Math.min(
      now - 20 * minute,
      earliest + r.int(0, Math.max(1, Math.floor((now - earliest) / hour))) * hour * r.next(),
    );
    const priority: ComplaintPriority =
      category === 'loss'
        ? 'high'
        : r.weighted([
            ['low', 25],
            ['medium', 45],
            ['high', 22],
            ['urgent', 8],
          ] as const);
    const age = now - createdAt;
    const status: ComplaintStatus =
      age > 20 * day
        ? r.weighted([
            ['closed', 70],
            ['resolved', 20],
            ['rejected', 10],
          ] as const)
        : age > 4 * day
          ? r.weighted([
              ['resolved', 35],
              ['closed', 20],
              ['in_progress', 25],
              ['awaiting_customer', 10],
              ['rejected', 5],
              ['open', 5],
            ] as const)
          : r.weighted([
              ['open', 45],
              ['in_progress', 40],
              ['awaiting_customer', 15],
            ] as const);
    const assigneeId = status === 'open' && r.bool(0.6) ? null : r.pick(supportUsers);
    const resolvedAt = ['resolved', 'rejected', 'closed'].includes(status)
      ? Math.min(now, createdAt + r.int(2, 120) * hour)
      : null;
    const thread = Array.from({ length: status === 'open' ? 0 : r.int(1, 3) }, (_, k) => ({
      id: `cmt_${String(i + 1).padStart(4, '0')}_${k + 1}`,
      userId: assigneeId ?? r.pick(supportUsers),
      at: iso(Math.min(now, createdAt + (k + 1) * r.int(1, 10) * hour)),
      text: r.pick([
        'Called the customer, waiting for photos.',
        'Checked the scan history: the parcel left the hub on time.',
        'Asked the branch to look for the parcel.',
        'Offered a refund of the shipping fee.',
        'Customer confirmed the details by phone.',
      ]),
    }));
    const code = `CMP-${String(i + 1).padStart(6, '0')}`;
    complaints.push({
      id: `cmp_${String(i + 1).padStart(4, '0')}`,
      code,
      parcelId: parcel?.id ?? null,
      customerId: parcel?.customerId ?? `cus_${String(r.int(1, 600)).padStart(6, '0')}`,
      category,
      priority,
      status,
      subject: r.pick(subjects[category]),
      description: `${parcel ? `About ${parcel.trackingNumber}. ` : ''}${r.pick(['The customer called the support line.', 'Written through the web form.', 'Reported at the branch counter.'])} ${r.pick(['They ask for an answer this week.', 'They would like a call back.', 'Photos are attached to the e-mail.'])}`,
      assigneeId,
      dueAt: dueAt(iso(createdAt), priority),
      resolution: resolvedAt
        ? r.pick([
            'Refunded the shipping fee.',
            'Parcel found and delivered.',
            'Explained the delay; customer satisfied.',
            'Claim rejected: damage not caused in transit.',
            'Compensated up to the declared value.',
          ])
        : null,
      resolvedAt: resolvedAt ? iso(resolvedAt) : null,
      comments: thread.filter((c) => c.at <= iso(now)),
      createdAt: iso(createdAt),
      updatedAt: iso(resolvedAt ?? Math.min(now, createdAt + hour)),
    });
  }
  return complaints
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((c, i) => ({
      ...c,
      id: `cmp_${String(i + 1).padStart(4, '0')}`,
      code: `CMP-${String(i + 1).padStart(6, '0')}`,
      comments: c.comments.map((m, k) => ({ ...m, id: `cmt_${String(i + 1).padStart(4, '0')}_${k + 1}` })),
    }));
}

export const isOpen = (c: Complaint) => openComplaintStatuses.includes(c.status);
