import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Mail } from '@courier/domain';
import { inTurkish } from '../../testing/modes';
import { MailDetail, type MailPlace } from './Mailbox';

const folders: MailPlace[] = [
  { id: 'mfd_inbox', title: 'Inbox', slug: 'inbox', icon: 'heroicons_outline:inbox' },
  { id: 'mfd_drafts', title: 'Drafts', slug: 'drafts', icon: 'heroicons_outline:document' },
];
const received: Mail = {
  id: 'mai_000001',
  type: 'mail',
  from: { avatar: null, contact: 'Aylin Aksoy <admin@courier.test>' },
  to: 'Murat Özkan <manager@courier.test>',
  cc: ['Büşra Tekin <support@courier.test>'],
  date: '2026-11-20T09:30:00.000Z',
  subject: 'Bursa hattı',
  content:
    'Murat,\n\nThe plan for tomorrow is at https://courier.test/plans/bursa?day=21. Read it before 9.\n\n<script>alert(1)</script> stays text.\n\nAylin',
  attachments: [],
  starred: false,
  important: false,
  unread: false,
  folder: 'mfd_inbox',
  labels: [],
};

const meta = {
  title: 'Apps/Mailbox/MailDetail',
  component: MailDetail,
  args: { mail: received, folders, labels: [], closeHref: '#inbox', onChange: fn(), onRespond: fn() },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof MailDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A mail from a colleague: its address a link that opens apart from the app, its markup text. */
export const Thread: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'https://courier.test/plans/bursa?day=21' });
    await expect(link).toHaveAttribute('href', 'https://courier.test/plans/bursa?day=21');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(canvas.getByText(/<script>alert\(1\)<\/script> stays text\./)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Bursa hattı' }).querySelector('script')).toBeNull();
    const answers = within(canvas.getByRole('group', { name: 'Answer this mail' }));
    await expect(answers.getByRole('button', { name: 'Reply to all' })).toBeEnabled();
  },
};

/** Reply to all by pointer, forward by keyboard. */
export const Answered: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    const answers = within(canvas.getByRole('group', { name: 'Answer this mail' }));
    await userEvent.click(answers.getByRole('button', { name: 'Reply to all' }));
    await expect(args.onRespond).toHaveBeenCalledWith('replyAll');
    answers.getByRole('button', { name: 'Forward' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRespond).toHaveBeenLastCalledWith('forward');
  },
};

/** A draft opened from Drafts is edited, not answered. */
export const Draft: Story = {
  args: { mail: { ...received, folder: 'mfd_drafts', to: 'manager@courier.test', cc: [] } },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Reply' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit draft' }));
    await expect(args.onRespond).toHaveBeenCalledWith('edit');
    await expect(canvas.getByText('Drafts')).toBeVisible();
  },
};

export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gelen kutusu')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tümünü yanıtla' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'İlet' })).toBeVisible();
  },
};
