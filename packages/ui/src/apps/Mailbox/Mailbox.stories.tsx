import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Mail, MailLabel } from '@courier/domain';
import { MailboxView, MailDetail, type MailChange, type MailPlace } from './Mailbox';
import { notCaptured, inTurkish, afterShowcase } from '../../testing/modes';
import { t } from '../../testing/t';

const folders: MailPlace[] = [
  { id: 'mfd_inbox', title: 'Inbox', slug: 'inbox', icon: 'heroicons_outline:inbox', count: 2 },
  { id: 'mfd_sent', title: 'Sent', slug: 'sent', icon: 'heroicons_outline:paper-airplane', count: 0 },
  { id: 'mfd_trash', title: 'Trash', slug: 'trash', icon: 'heroicons_outline:trash', count: 0 },
];
const filters: MailPlace[] = [
  { id: 'mfl_starred', title: 'Starred', slug: 'starred', icon: 'heroicons_outline:star' },
  { id: 'mfl_important', title: 'Important', slug: 'important', icon: 'heroicons_outline:exclamation-circle' },
];
const labels: MailLabel[] = [
  { id: 'mlb_1', title: 'Invoices', slug: 'invoices', color: 'teal' },
  { id: 'mlb_2', title: 'Work', slug: 'work', color: 'indigo' },
];
const mail = (n: number, extra: Partial<Mail>): Mail => ({
  id: `mai_${n}`,
  type: 'mail',
  from: { avatar: null, contact: 'Ayşe Kaya <ayse.kaya@example.com>' },
  to: 'me <me@courier.test>',
  date: `2026-11-${String(20 - n).padStart(2, '0')}T08:15:00.000Z`,
  subject: 'Pickup confirmed for tomorrow morning',
  content: 'Hi,\n\nPickup confirmed for tomorrow morning.\n\nBest regards,\nAyşe Kaya',
  attachments: [],
  starred: false,
  important: false,
  unread: false,
  folder: 'mfd_inbox',
  labels: [],
  ...extra,
});
const sample: Mail[] = [
  mail(1, {
    unread: true,
    important: true,
    from: { avatar: null, contact: 'Selin Arslan <selin.arslan@example.com>' },
    subject: 'Invoice INV-2026-4411 is ready',
    content:
      'Hello,\n\nInvoice INV-2026-4411 for November is attached; it is due on 5 December.\n\nKind regards,\nSelin Arslan\nAnadolu Tekstil A.Ş.',
    labels: ['mlb_1'],
    attachments: [{ type: 'application/pdf', name: 'document-1.pdf', size: 84000, preview: '', downloadUrl: '' }],
    cc: ['finance@example.com'],
  }),
  mail(2, {
    unread: true,
    starred: true,
    from: { avatar: null, contact: 'Mehmet Öz <mehmet.oz@example.com>' },
    subject: 'Re: damaged parcel claim',
    content:
      'Hi,\n\nThe photos of the crushed box are attached. The receiver refused the parcel at the door.\n\nThanks,\nMehmet Öz',
  }),
  mail(3, { labels: ['mlb_2'] }),
];

interface LiveProps {
  initial?: Mail[] | null;
  onChange: (ids: string[], change: MailChange) => void;
  onOpen: (id: string) => void;
  onLayoutChange: (layout: 'right' | 'full') => void;
  layout?: 'right' | 'full';
  openId?: string;
}

/** The inbox as the app keeps it: changes, the ticked mails, the open mail and the layout live in the story. */
function LiveMailbox({ initial = sample, layout: startLayout = 'right', openId: startOpen, ...spy }: LiveProps) {
  const [mails, setMails] = useState(initial ?? undefined);
  const [selected, setSelected] = useState<string[]>([]);
  const [openId, setOpenId] = useState(startOpen ?? null);
  const [layout, setLayout] = useState(startLayout);
  const change = (ids: string[], c: MailChange) => (
    spy.onChange(ids, c),
    setMails((all) => all?.map((m) => (ids.includes(m.id) ? { ...m, ...c } : m)))
  );
  const open = mails?.find((m) => m.id === openId);
  return (
    <MailboxView
      folders={folders}
      filters={filters}
      labels={labels}
      where={{ kind: 'folder', slug: 'inbox' }}
      placeHref={(w) => `#${w.kind}-${w.slug}`}
      page={
        mails
          ? {
              mails: mails.filter((m) => m.folder === 'mfd_inbox'),
              total: mails.filter((m) => m.folder === 'mfd_inbox').length,
              page: 1,
              pageSize: 10,
            }
          : undefined
      }
      onPageChange={fn()}
      selected={selected}
      onSelectedChange={setSelected}
      onChange={(list, c) =>
        change(
          list.map((m) => m.id),
          c,
        )
      }
      onOpen={(m) => (spy.onOpen(m.id), setOpenId(m.id), change([m.id], { unread: false }))}
      openId={openId}
      layout={layout}
      onLayoutChange={(l) => (spy.onLayoutChange(l), setLayout(l))}
      onEditLabels={fn()}
      detail={
        open ? (
          <MailDetail
            mail={open}
            folders={folders}
            labels={labels}
            closeHref="#inbox"
            onChange={(c) => change([open.id], c)}
          />
        ) : undefined
      }
    />
  );
}

const meta = {
  title: 'Apps/Mailbox',
  tags: ['autodocs'],
  component: LiveMailbox,
  args: { onChange: fn(), onOpen: fn(), onLayoutChange: fn() },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof LiveMailbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Folders with their unread counts, filters and labels; unread mail in bold, starred and important marked; a star set from its row. */
export const Inbox: Story = {
  play: async ({ canvas }) => {
    const places = within(canvas.getByRole('navigation', { name: t('mailbox.places') }));
    await expect(places.getByRole('link', { name: `${t('mailbox.placeNames.inbox')} 2` })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(places.getByRole('link', { name: t('mailbox.placeNames.invoices') })).toHaveAttribute(
      'href',
      '#label-invoices',
    );
    const list = within(
      canvas.getByRole('grid', { name: t('mailbox.listOf', { place: t('mailbox.placeNames.inbox') }) }),
    );
    await expect(list.getAllByRole('row')).toHaveLength(3);
    const first = within(list.getAllByRole('row')[0]!);
    await expect(first.getByText(t('mailbox.unreadMark'))).toBeVisible();
    await expect(first.getByRole('img', { name: t('mailbox.important') })).toBeVisible();
    await expect(first.getByRole('img', { name: t('mailbox.attachments', { count: 1 }) })).toBeVisible();
    await expect(first.getByText(t('mailbox.placeNames.invoices'))).toBeVisible();
  },
};

export const StarAMail: Story = {
  tags: ['interaction'],
  ...afterShowcase(Inbox, async ({ canvas, args }) => {
    const list = within(
      canvas.getByRole('grid', { name: t('mailbox.listOf', { place: t('mailbox.placeNames.inbox') }) }),
    );
    await userEvent.click(
      list.getByRole('button', { name: t('mailbox.starOne', { subject: 'Invoice INV-2026-4411 is ready' }) }),
    );
    await expect(args.onChange).toHaveBeenCalledWith(['mai_1'], { starred: true });
    await expect(
      list.getByRole('button', { name: t('mailbox.unstarOne', { subject: 'Invoice INV-2026-4411 is ready' }) }),
    ).toBeVisible();
  }),
  name: 'Star a mail',
};

/** Mails ticked (one by one, then all on the page) and changed together: marked read, then moved to the trash. */
export const BulkActions: Story = {
  name: 'Bulk actions',
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const second = within(
      canvas.getByRole('grid', { name: t('mailbox.listOf', { place: t('mailbox.placeNames.inbox') }) }),
    ).getAllByRole('row')[1]!;
    await userEvent.click(within(second).getByRole('checkbox'));
    await expect(canvas.getByText(t('mailbox.selected', { count: 1 }))).toBeVisible();
    await userEvent.click(canvas.getByText(t('mailbox.selected', { count: 1 })));
    await expect(canvas.getByText(t('mailbox.selected', { count: 3 }))).toBeVisible();
    const bulk = within(canvas.getByRole('group', { name: t('mailbox.bulk') }));
    await userEvent.click(bulk.getByRole('button', { name: t('mailbox.markRead') }));
    await expect(args.onChange).toHaveBeenCalledWith(['mai_1', 'mai_2', 'mai_3'], { unread: false });
    await expect(canvas.queryByText(t('mailbox.unreadMark'))).toBeNull();
    await userEvent.click(bulk.getByRole('button', { name: t('mailbox.moveTo') }));
    await userEvent.click(await body.findByRole('menuitem', { name: t('mailbox.placeNames.trash') }));
    await expect(args.onChange).toHaveBeenCalledWith(['mai_1', 'mai_2', 'mai_3'], { folder: 'mfd_trash' });
    await waitFor(() => expect(canvas.getByText(t('mailbox.empty'))).toBeVisible());
  },
};

/** A mail opened from the keyboard (Enter on its row): read now, shown beside the list with its attachments; then the layout that puts it in the list's place. */
export const OpenMail: Story = {
  name: 'Open mail',
  play: async ({ canvas, args }) => {
    const list = within(
      canvas.getByRole('grid', { name: t('mailbox.listOf', { place: t('mailbox.placeNames.inbox') }) }),
    );
    list.getAllByRole('row')[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith('mai_1');
    const detail = within(canvas.getByRole('region', { name: 'Invoice INV-2026-4411 is ready' }));
    await expect(detail.getByText('finance@example.com')).toBeVisible();
    await expect(detail.getByText('document-1.pdf')).toBeVisible();
    // 84 000 bytes: sizes are counted in KiB, as the file manager counts them.
    await expect(detail.getByText('82 KB')).toBeVisible();
    await expect(detail.getByText(/it is due on 5 December\./)).toBeVisible();
    await userEvent.click(detail.getByRole('button', { name: t('mailbox.notImportant') }));
    await expect(args.onChange).toHaveBeenCalledWith(['mai_1'], { important: false });
    await userEvent.click(canvas.getByRole('radio', { name: t('mailbox.layoutFull') }));
    await expect(args.onLayoutChange).toHaveBeenCalledWith('full');
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** Markup in a mail is shown as written: the text never becomes elements. */
export const MarkupIsText: Story = {
  name: 'Markup is text',
  tags: ['interaction'],
  args: {
    initial: [mail(1, { subject: '<b>Bold</b> subject', content: '<img src=x onerror="window.__mailXss=1">Hello' })],
    openId: 'mai_1',
  },
  play: async ({ canvas }) => {
    const detail = canvas.getByRole('region', { name: '<b>Bold</b> subject' });
    await expect(within(detail).getByText('<img src=x onerror="window.__mailXss=1">Hello')).toBeVisible();
    await expect(detail.querySelector('img')).toBeNull();
    await expect((window as unknown as Record<string, unknown>).__mailXss).toBeUndefined();
  },
};

export const Loading: Story = {
  args: { initial: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(t('mailbox.loading'))).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { initial: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('mailbox.empty'))).toBeVisible();
  },
};

export const Failed: StoryObj<typeof MailboxView> = {
  render: (args) => <MailboxView {...args} />,
  args: {
    folders,
    filters,
    labels,
    where: { kind: 'folder', slug: 'inbox' },
    placeHref: () => '#',
    page: undefined,
    error: 'The server did not answer (503)',
    onRetry: fn(),
    onPageChange: fn(),
    selected: [],
    onSelectedChange: fn(),
    onChange: fn(),
    onOpen: fn(),
    layout: 'right',
    onLayoutChange: fn(),
    onEditLabels: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('mailbox.error'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Long subjects and senders are cut in the list and wrap in the open mail. */
export const LongText: Story = {
  name: 'Long text',
  args: {
    initial: [
      mail(1, {
        subject: 'A subject that goes on about the Hadımköy depot and its dock doors '.repeat(4),
        from: { avatar: null, contact: `${'Ayşe Nur Kaya-Yılmaz '.repeat(4)}<ayse@example.com>` },
        content: 'Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      }),
    ],
    openId: 'mai_1',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Posta kutusu' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Bu sayfadakilerin tümünü seç' })).toBeVisible();
    // Folders, filters and labels by their Turkish names, in the menu and on a mail's row.
    const places = within(canvas.getByRole('navigation', { name: 'Posta klasörleri' }));
    for (const name of [/^Gelen kutusu/, /^Gönderilenler/, /^Çöp kutusu/, /^Yıldızlı/, /^Önemli/, /^Faturalar/])
      await expect(places.getByRole('link', { name })).toBeVisible();
    await expect(places.queryByRole('link', { name: /^(Inbox|Sent|Trash|Starred|Important|Invoices)\b/ })).toBeNull();
    await expect(within(canvas.getAllByRole('row')[0]!).getByText('Faturalar')).toBeVisible();
  },
};

export const Dark: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  globals: { scheme: 'dark' },
  args: { openId: 'mai_2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Re: damaged parcel claim' })).toBeVisible();
  },
};
