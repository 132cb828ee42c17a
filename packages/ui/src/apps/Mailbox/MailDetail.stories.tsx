import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Mail } from '@courier/domain';
import { inTurkish, notCaptured } from '../../testing/modes';
import { MailDetail, type MailPlace } from './Mailbox';
import { t } from '../../testing/t';

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
    const answers = within(canvas.getByRole('group', { name: t('mailbox.compose.respond') }));
    await expect(answers.getByRole('button', { name: t('mailbox.compose.replyAll') })).toBeEnabled();
  },
};

/** Reply to all by pointer, forward by keyboard. */
export const Answered: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    const answers = within(canvas.getByRole('group', { name: t('mailbox.compose.respond') }));
    await userEvent.click(answers.getByRole('button', { name: t('mailbox.compose.replyAll') }));
    await expect(args.onRespond).toHaveBeenCalledWith('replyAll');
    answers.getByRole('button', { name: t('mailbox.compose.forward') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRespond).toHaveBeenLastCalledWith('forward');
  },
};

/** A draft opened from Drafts is edited, not answered. */
export const Draft: Story = {
  args: { mail: { ...received, folder: 'mfd_drafts', to: 'manager@courier.test', cc: [] } },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: t('mailbox.compose.reply') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('mailbox.compose.edit') }));
    await expect(args.onRespond).toHaveBeenCalledWith('edit');
    await expect(canvas.getByText(t('mailbox.placeNames.drafts'))).toBeVisible();
  },
};

/** A small PNG (a box on a desk, 240×150), as the blob the page makes from an attachment's bytes. */
const photo =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAPAAAACWCAIAAABvmpKCAAABnklEQVR42u3SMQ0AIAwAwe7oQBm+MNiZvSoIpLnkFXwu5kqpTWGBgJaAloCWgBbQEtAS0BLQEtACWgJaAloCWgJaQEtAS0BLQEtAC2gJaAloCWgJaAEtAS0BLQEtAS2gJaAloCWgJaAFtAS0BLQEtICWgH7c2UO3AxpooIEGGmigaQMaaAENNNBAAw000EADDbSABlpAAw000EADDTTQQAMtoIEW0EADDTTQQAMNNNBAC2igBTTQQAMNNNBAAw000AIaaAENNNBAAw000EADDbSABlpAAw000EADDTTQQAMtoIEW0EADDTTQQAMNNNBAC2iggQYaaKCBBhpooAU00AIaaKCBBhpooIEGGmgBDbSABhpooIEGGmiggQZaQAMtoIEGGmiggQYaaKCBFtBAC2iggQYaaKCBBhpooAU00AIaaKCBBhpooIEGGmgBDbSAloCWgJaAFtAS0BLQEtAS0AJaAloCWgJaAlpAS0BLQEtAS0ALaAloCWgJaAloAS0BLQEtAS2gJaAloCWgJaAFtAS0BLQEtAS0gJaAln6oAMO9O1GMEO1DAAAAAElFTkSuQmCC';
const withFiles: Mail = {
  ...received,
  id: 'mai_000002',
  subject: 'Re: Seal SL-1',
  content: 'Aylin,\n\nThe report and a photo of the desk.\n\nMurat',
  from: { avatar: null, contact: 'Murat Özkan <manager@courier.test>' },
  to: 'Aylin Aksoy <admin@courier.test>',
  cc: [],
  attachments: [
    ['blb_1', 'application/pdf', 'Seal report SL-1.pdf', 86_016],
    ['blb_2', 'image/png', 'Bursa desk.png', 2_411_724],
    ['blb_3', 'text/html', 'Route page.html', 3_200],
  ].map(([id, type, name, size]) => {
    const downloadUrl = `/api/apps/mailbox/attachment?mailId=mai_000002&id=${id}`;
    return {
      id: id as string,
      type: type as string,
      name: name as string,
      size: size as number,
      downloadUrl,
      preview: type === 'text/html' ? '' : downloadUrl,
    };
  }),
};

/** A mail with attachments: each downloads; an image or a PDF previews (here the photo, open), a page does not. */
export const WithAttachments: Story = {
  name: 'With attachments',
  args: {
    mail: withFiles,
    onDownload: fn(),
    onPreview: fn(),
    onClosePreview: fn(),
    preview: { name: 'Bursa desk.png', url: photo, kind: 'image' },
  },
  play: async ({ canvas }) => {
    const files = within(canvas.getByRole('region', { name: t('mailbox.attachments', { count: 3 }) }));
    await expect(
      files.getByRole('button', { name: t('mailbox.download', { name: 'Seal report SL-1.pdf' }) }),
    ).toBeVisible();
    await expect(
      files.getByRole('button', { name: t('mailbox.preview', { name: 'Seal report SL-1.pdf' }) }),
    ).toBeVisible();
    await expect(files.getByRole('button', { name: t('mailbox.download', { name: 'Route page.html' }) })).toBeVisible();
    await expect(files.queryByRole('button', { name: t('mailbox.preview', { name: 'Route page.html' }) })).toBeNull();
    await expect(files.getByRole('img', { name: t('mailbox.previewOf', { name: 'Bursa desk.png' }) })).toBeVisible();
  },
};

/** Downloads and previews are asked of the page; the preview closes. */
export const AttachmentsOpened: Story = {
  name: 'Attachments opened',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: WithAttachments.args,
  play: async ({ canvas, args }) => {
    const files = within(canvas.getByRole('region', { name: t('mailbox.attachments', { count: 3 }) }));
    await userEvent.click(files.getByRole('button', { name: t('mailbox.download', { name: 'Route page.html' }) }));
    await expect(args.onDownload).toHaveBeenCalledWith(withFiles.attachments[2]);
    await userEvent.click(files.getByRole('button', { name: t('mailbox.preview', { name: 'Seal report SL-1.pdf' }) }));
    await expect(args.onPreview).toHaveBeenCalledWith(withFiles.attachments[0]);
    await userEvent.click(files.getByRole('button', { name: t('mailbox.closePreview') }));
    await expect(args.onClosePreview).toHaveBeenCalledOnce();
  },
};

/** A mail's attachments in Turkish: each downloads, the photo previews. */
export const AttachmentsTurkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: WithAttachments.args,
  play: async ({ canvas }) => {
    const files = within(canvas.getByRole('region', { name: '3 ek' }));
    await expect(files.getByRole('button', { name: 'İndir: Seal report SL-1.pdf' })).toBeVisible();
    await expect(files.getByRole('button', { name: 'Önizle: Seal report SL-1.pdf' })).toBeVisible();
    await expect(files.getByRole('img', { name: 'Önizleme: Bursa desk.png' })).toBeVisible();
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
