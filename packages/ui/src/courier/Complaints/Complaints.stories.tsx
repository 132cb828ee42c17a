import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Complaint, StaffMember } from '@courier/domain';
import { choosable, settled } from '../../testing/motion';
import { sampleNow } from '../../testing/sampleData';
import { storyComplaints, storyCustomers, storyEvents, storyOffices, storyParcel } from '../fixtures';
import { holds, useStoryListView, showsListState, type ListState } from '../MasterData/storyList';
import { blankComplaint, ComplaintDetail, ComplaintForm } from './ComplaintDetail';
import { ComplaintList, noComplaintFilters, type ComplaintFilters } from './Complaints';
import { withPhone, notCaptured, inTurkish, afterShowcase } from '../../testing/modes';
import { sampleCopy } from '../../testing/sampleCopy';
import { t, startsWith, endsWith, holding } from '../../testing/t';

const body = () => within(document.body);
/** An SLA's time in words: hours and minutes under two days, else days. */
const hours = (count: number, minutes = 0) => t('complaints.sla.hours', { count, minutes });
/** The stories' "now": the SLAs are judged against it. */
const now = Date.parse(sampleNow);
const staff: StaffMember[] = [
  { id: 'usr_support', name: 'Büşra Tekin', role: 'support', officeId: null, driverId: null, avatar: null },
  { id: 'usr_manager', name: 'Murat Özkan', role: 'manager', officeId: null, driverId: null, avatar: null },
  { id: 'usr_clerk', name: 'Ayşe Kaya', role: 'clerk', officeId: 'off_ist', driverId: null, avatar: null },
  { id: 'usr_driver', name: 'Emre Şahin', role: 'driver', officeId: 'off_ist', driverId: 'drv_1', avatar: null },
];
const complaint = (i: number, change: Partial<Complaint>): Complaint => ({
  ...storyComplaints[0]!,
  id: `cmp_${20 + i}`,
  code: `CMP-0000${20 + i}`,
  ...change,
});
const rows: Complaint[] = [
  complaint(1, {
    priority: 'urgent',
    status: 'open',
    createdAt: '2026-11-21T00:30:00.000Z',
    dueAt: '2026-11-21T04:30:00.000Z',
    subject: 'Parcel missing since Monday',
    category: 'loss',
  }),
  complaint(2, {
    priority: 'high',
    status: 'in_progress',
    createdAt: '2026-11-20T09:30:00.000Z',
    dueAt: '2026-11-21T09:30:00.000Z',
    subject: 'Box crushed',
    category: 'damage',
    assigneeId: 'usr_support',
  }),
  complaint(3, {
    priority: 'low',
    status: 'open',
    createdAt: '2026-11-20T06:30:00.000Z',
    dueAt: '2026-11-27T06:30:00.000Z',
    subject: 'Invoice address',
    category: 'billing',
    customerId: 'cus_2',
  }),
  { ...storyComplaints[1]!, resolvedAt: '2026-11-03T08:00:00.000Z' },
];

function LiveList(props: {
  state?: ListState;
  onFiltersChange: (f: ComplaintFilters) => void;
  onExportCsv: (ids: string[]) => void;
}) {
  const view = useStoryListView(
    rows,
    noComplaintFilters,
    (c, f) =>
      holds(`${c.code} ${c.subject}`, f.q) &&
      (!f.status || c.status === f.status) &&
      (!f.priority || c.priority === f.priority) &&
      (!f.pastSla || (['open', 'in_progress', 'awaiting_customer'].includes(c.status) && Date.parse(c.dueAt) < now)),
    props.onFiltersChange,
    { id: 'createdAt', direction: 'desc' },
    props.state,
  );
  return (
    <ComplaintList
      {...view}
      staff={staff}
      customers={{ cus_1: 'Anadolu Tekstil A.Ş.', cus_2: 'Elif Çelik' }}
      now={now}
      onExportCsv={props.onExportCsv}
    />
  );
}

const meta = {
  title: 'Courier/Complaints',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: withPhone } },
  // The detail's back link, as the app names it, in the story's language.
  decorators: [sampleCopy({ backLabel: 'complaints.back' })],
  component: LiveList,
  args: { onFiltersChange: fn(), onExportCsv: fn() },
} satisfies Meta<typeof LiveList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each complaint's SLA counts down: red once past, amber in its last quarter; "past the SLA" narrows to those. */
export const List: Story = {
  tags: ['desktop'],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: t('complaints.title') });
    const row = (code: string) => within(table).getByRole('cell', { name: code }).closest('tr')!;
    await expect(row('CMP-000021')).toHaveTextContent(t('complaints.sla.over', { late: hours(2) }));
    await expect(row('CMP-000022')).toHaveTextContent(t('complaints.sla.left', { left: hours(3) }));
    await expect(row('CMP-000022')).toHaveTextContent('Büşra Tekin');
    await expect(row('CMP-000023')).toHaveTextContent(
      t('complaints.sla.left', { left: t('complaints.sla.days', { count: 6 }) }),
    );
    await expect(row('CMP-000009')).toHaveTextContent(t('complaints.sla.met'));
  },
};

export const FilterPastTheSla: Story = {
  tags: ['interaction'],
  ...afterShowcase(List, async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: t('complaints.title') });
    await userEvent.click(
      canvas.getByRole('button', {
        name: `${t('complaints.sla.any')} ${t('complaints.sla.title')}`,
      }),
    );
    await userEvent.click(await settled(body().findByRole('option', { name: t('complaints.sla.pastOnly') })));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ pastSla: 'true' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  }),
  name: 'Filter past the SLA',
};

/** The first page on its way: the frame stands, placeholder rows where the complaints will be. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: showsListState(() => t('complaints.title'), 'loading'),
};

/** None yet: the table says so, and where to start. */
export const Empty: Story = { args: { state: 'empty' }, play: showsListState(() => t('complaints.title'), 'empty') };

/** The server did not answer: the table says so in words, with Try again. */
export const Failed: Story = { args: { state: 'failed' }, play: showsListState(() => t('complaints.title'), 'failed') };

// A parcel whose round failed: seven scans, of which the page shows the latest three.
const parcel = storyParcel(0, { status: 'delivery_failed' });
const events = storyEvents(parcel);
const detailArgs = {
  complaint: {
    ...rows[1]!,
    comments: [
      { id: 'cmc_1', userId: 'usr_support', at: '2026-11-20T10:30:00.000Z', text: 'Asked the customer for photos.' },
      { id: 'cmc_2', userId: 'usr_manager', at: '2026-11-21T05:45:00.000Z', text: 'Photos came: the box is crushed.' },
    ],
  },
  customer: storyCustomers[0]!,
  parcel,
  events,
  offices: storyOffices,
  staff,
  now,
  backHref: '#complaints',
  backLabel: 'Complaints',
  customerHref: '#cus_1',
  parcelHref: '#par_0',
};
const working = () => ({
  onAssign: fn(async () => undefined),
  onMove: fn(async () => undefined),
  onComment: fn(async () => undefined),
});

/** The filled buttons of the page (the Button marks its variant): each state has one main action. */
const mainActions = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('[data-variant="primary"], [data-variant="danger"]')].map(
    (button) => button.textContent,
  );
const precedes = (first: Element, second: Element) =>
  (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
/**
 * The parcel's history: its entries, and the button that shows them all (the parcel's seven scans)
 * or the latest three only.
 */
const history = (canvas: Canvas) => ({
  entries: () => within(canvas.getByRole('list', { name: t('parcelDetail.history') })).getAllByRole('listitem'),
  toggle: () =>
    canvas.getByRole('button', {
      name: (name: string) =>
        name === t('complaints.allEvents', { count: 7 }) || name === t('complaints.latestEvents', { count: 3 }),
    }),
});
type Canvas = ReturnType<typeof within>;

/**
 * A complaint being worked: the comment box right under its status and moves, the thread newest
 * first beneath it, and the parcel's latest three scans (the rest one press away). Adding the
 * comment is the one main action.
 */
export const Detail: StoryObj<typeof ComplaintDetail> = {
  render: (args) => <ComplaintDetail {...args} />,
  args: { ...detailArgs, ...working() },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'CMP-000022' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: holding(t('complaints.back')) })).toHaveAttribute(
      'href',
      '#complaints',
    );
    await expect(canvas.getByRole('link', { name: parcel.trackingNumber })).toHaveAttribute('href', '#par_0');
    // The work comes first: the comment box is read before the history, the newest comment under it.
    const box = canvas.getByRole('textbox', { name: t('complaints.comment') });
    await expect(precedes(box, canvas.getByRole('list', { name: t('parcelDetail.history') }))).toBe(true);
    const thread = within(canvas.getByRole('region', { name: t('complaints.thread', { count: 2 }) })).getAllByRole(
      'listitem',
    );
    await expect(thread[0]).toHaveTextContent('Photos came: the box is crushed.');
    await expect(precedes(box, thread[0]!)).toBe(true);
    // The history is folded to the latest scans, the last one first.
    const { entries, toggle } = history(canvas);
    await expect(entries()).toHaveLength(3);
    await expect(entries()[0]).toHaveTextContent(t('parcel.event.delivery_failed'));
    await expect(toggle()).toHaveAccessibleName(t('complaints.allEvents', { count: 7 }));
    await expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    // One main action: the comment; the moves stand beside it, none filled.
    await expect(mainActions(canvasElement)).toEqual([t('complaints.addComment')]);
    for (const move of ['awaiting_customer', 'resolved', 'rejected'])
      await expect(canvas.getByRole('button', { name: t(`complaints.moves.${move}`) })).not.toHaveAttribute(
        'data-variant',
        'primary',
      );
    // The assignee is said once, by the control that changes it; it offers those who work complaints.
    await expect(canvas.queryByText(t('complaints.assignee'))).toBeNull();
    const assign = canvas.getByRole('button', { name: endsWith(t('complaints.assignTo')) });
    await expect(assign).toHaveTextContent(`Büşra Tekin · ${t('roles.support')}`);
  },
};

/** The whole history opens from the keyboard and folds again to the latest three. */
export const ShowTheWholeHistory: StoryObj<typeof ComplaintDetail> = {
  tags: ['interaction'],
  ...afterShowcase(Detail, async ({ canvas }) => {
    const { entries, toggle } = history(canvas);
    toggle().focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle()).toHaveAccessibleName(t('complaints.latestEvents', { count: 3 }));
    await expect(entries()).toHaveLength(7);
    await expect(entries()[6]).toHaveTextContent(t('parcel.event.created'));
    await expect(toggle()).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await expect(entries()).toHaveLength(3);
  }),
  name: 'Show the whole history',
};

/** Assigning offers those who work complaints; resolving asks for the resolution first; the comment goes into the thread. */
export const AssignResolveAndComment: StoryObj<typeof ComplaintDetail> = {
  tags: ['interaction'],
  ...afterShowcase(Detail, async ({ canvas, args }) => {
    const assign = canvas.getByRole('button', { name: endsWith(t('complaints.assignTo')) });
    await userEvent.click(assign);
    const options = within(await settled(body().findByRole('listbox'))).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      t('complaints.unassigned'),
      `Büşra Tekin · ${t('roles.support')}`,
      `Murat Özkan · ${t('roles.manager')}`,
    ]);
    await userEvent.click(options[2]!);
    await expect(args.onAssign).toHaveBeenCalledWith('usr_manager');
    await userEvent.click(canvas.getByRole('button', { name: t('complaints.moves.resolved') }));
    const dialog = await settled(
      body().findByRole('alertdialog', {
        name: t('complaints.moveTitle', { status: t('complaints.statuses.resolved') }),
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('complaints.moves.resolved') }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('complaints.resolutionNeeded'));
    await expect(args.onMove).not.toHaveBeenCalled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: startsWith(t('complaints.resolution')) }),
      'Refunded the shipping fee.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('complaints.moves.resolved') }));
    await expect(args.onMove).toHaveBeenCalledWith('resolved', 'Refunded the shipping fee.');

    await userEvent.type(canvas.getByRole('textbox', { name: t('complaints.comment') }), 'Called the customer.');
    await userEvent.click(canvas.getByRole('button', { name: t('complaints.addComment') }));
    await expect(args.onComment).toHaveBeenCalledWith('Called the customer.');
  }),
  name: 'Assign resolve and comment',
};

/** A new complaint: Start work is the one main action; the comment box waits under it. */
export const DetailOpen: StoryObj<typeof ComplaintDetail> = {
  name: 'Detail open',
  render: (args) => <ComplaintDetail {...args} />,
  args: { ...detailArgs, complaint: rows[2]!, customer: storyCustomers[1]!, ...working() },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 }).parentElement).toHaveTextContent(
      t('complaints.statuses.open'),
    );
    await expect(mainActions(canvasElement)).toEqual([t('complaints.moves.in_progress')]);
    await expect(canvas.getByRole('button', { name: t('complaints.addComment') })).toHaveAttribute(
      'data-variant',
      'secondary',
    );
    await expect(canvas.getByText(t('complaints.noComments'))).toBeVisible();
  },
};

/** Start work acts at once, without a question; the new status is announced and the comment box takes the focus. */
export const StartWork: StoryObj<typeof ComplaintDetail> = {
  tags: ['interaction'],
  ...afterShowcase(DetailOpen, async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('complaints.moves.in_progress') }));
    await waitFor(() => expect(args.onMove).toHaveBeenCalledTimes(1));
    await expect(args.onMove).toHaveBeenCalledWith('in_progress');
    await expect(body().queryByRole('alertdialog')).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        t('complaints.nowStatus', { status: t('complaints.statuses.in_progress') }),
      ),
    );
    await expect(canvas.getByRole('textbox', { name: t('complaints.comment') })).toHaveFocus();
  }),
  name: 'Start work',
};

/** A refused Start work says why, on the page, and announces nothing. */
export const StartWorkRefused: StoryObj<typeof ComplaintDetail> = {
  name: 'Start work refused',
  tags: ['interaction'],
  parameters: notCaptured(),
  render: (args) => <ComplaintDetail {...args} />,
  args: {
    ...DetailOpen.args,
    onMove: fn(async () => Promise.reject({ message: 'Someone else moved this complaint.' })),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('complaints.moves.in_progress') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Someone else moved this complaint.');
    await expect(args.onMove).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** A resolved complaint: Close is its one main action, and it asks first (it cannot be undone). */
export const CloseAsksFirst: StoryObj<typeof ComplaintDetail> = {
  name: 'Close asks first',
  tags: ['interaction'],
  parameters: notCaptured(),
  render: (args) => <ComplaintDetail {...args} />,
  args: {
    ...detailArgs,
    complaint: {
      ...detailArgs.complaint,
      status: 'resolved',
      resolution: 'Refunded.',
      resolvedAt: '2026-11-21T06:00:00.000Z',
    },
    ...working(),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(mainActions(canvasElement)).toEqual([t('complaints.moves.closed')]);
    await userEvent.click(canvas.getByRole('button', { name: t('complaints.moves.closed') }));
    const dialog = await settled(
      body().findByRole('alertdialog', {
        name: t('complaints.moveTitle', { status: t('complaints.statuses.closed') }),
      }),
    );
    await expect(args.onMove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: t('complaints.moves.closed') }));
    await expect(args.onMove).toHaveBeenCalledWith('closed', undefined);
  },
};

/** A manager marks the parcel of a loss complaint lost, after a warning; Start work stays the main action. */
export const MarkLost: StoryObj<typeof ComplaintDetail> = {
  name: 'Mark lost',
  render: (args) => <ComplaintDetail {...args} />,
  args: {
    ...detailArgs,
    complaint: rows[0]!,
    onMove: fn(async () => undefined),
    onMarkLost: fn(async () => undefined),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText(t('complaints.sla.over', { late: hours(2) }))).toBeVisible();
    await expect(mainActions(canvasElement)).toEqual([t('complaints.moves.in_progress')]);
    await userEvent.click(canvas.getByRole('button', { name: t('complaints.markLost') }));
    const dialog = await settled(body().findByRole('alertdialog', { name: t('complaints.markLostTitle') }));
    await expect(dialog).toHaveTextContent(t('complaints.markLostText', { number: parcel.trackingNumber }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('complaints.markLost') }));
    await expect(args.onMarkLost).toHaveBeenCalled();
  },
};

/** Someone who only reads sees no moves, no assignment and no comment box: nothing to press but the history. */
export const ReadOnly: StoryObj<typeof ComplaintDetail> = {
  name: 'Read only',
  render: (args) => <ComplaintDetail {...args} />,
  args: detailArgs,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button', { name: t('complaints.moves.resolved') })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: t('complaints.comment') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: endsWith(t('complaints.assignTo')) })).toBeNull();
    await expect(mainActions(canvasElement)).toEqual([]);
    await expect(history(canvas).entries()).toHaveLength(3);
  },
};

/** Opened blank: the customer is searched; nothing goes without a customer, subject and description. */
export const OpenBlank: StoryObj<typeof ComplaintForm> = {
  name: 'Open blank',
  render: (args) => <ComplaintForm {...args} />,
  args: {
    initial: blankComplaint(),
    staff,
    searchCustomers: fn(async () => storyCustomers),
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('complaints.open') }));
    await expect(await canvas.findAllByText(t('shell.auth.errors.required'))).toHaveLength(3);
    await userEvent.type(canvas.getByRole('combobox', { name: startsWith(t('complaints.customer')) }), 'anadolu');
    await userEvent.click(await choosable(body().findByRole('option', { name: /Anadolu Tekstil/ })));
    await userEvent.type(canvas.getByRole('textbox', { name: startsWith(t('complaints.subject')) }), 'Late pallet');
    await userEvent.type(
      canvas.getByRole('textbox', { name: startsWith(t('complaints.description')) }),
      'Two days late.',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('complaints.open') }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ customerId: 'cus_1', subject: 'Late pallet', parcelId: null, priority: 'medium' }),
      ),
    );
  },
};

/** Opened from a parcel: it says which, and sends the parcel and its customer. */
export const OpenFromParcel: StoryObj<typeof ComplaintForm> = {
  name: 'Open from parcel',
  render: (args) => <ComplaintForm {...args} />,
  args: {
    initial: blankComplaint({ parcelId: 'par_0', customerId: 'cus_1' }),
    staff,
    about: { parcel: parcel.trackingNumber, customer: 'Anadolu Tekstil A.Ş.' },
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(t('complaints.aboutParcel', { number: parcel.trackingNumber }))).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: startsWith(t('complaints.customer')) })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: startsWith(t('complaints.subject')) }), 'Damaged');
    await userEvent.type(
      canvas.getByRole('textbox', { name: startsWith(t('complaints.description')) }),
      'The box was crushed.',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('complaints.open') }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ parcelId: 'par_0', customerId: 'cus_1' })),
    );
  },
};

export const DetailDark: StoryObj<typeof ComplaintDetail> = {
  ...ReadOnly,
  tags: ['interaction'],
  parameters: notCaptured(ReadOnly.parameters),
  globals: { scheme: 'dark' },
  name: 'Detail dark',
};
/** In Turkish: the folded history and its button, and the main action, in Turkish words. */
export const DetailTurkish: StoryObj<typeof ComplaintDetail> = {
  ...Detail,
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '7 olayın tümünü göster' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(within(canvas.getByRole('list', { name: 'Geçmiş' })).getAllByRole('listitem')).toHaveLength(3);
    await expect(mainActions(canvasElement)).toEqual(['Yorumu ekle']);
  },
};
export const ListTurkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Şikâyetler' });
    await expect(within(table).getByText('2 sa 0 dk aşıldı')).toBeVisible();
  },
};
