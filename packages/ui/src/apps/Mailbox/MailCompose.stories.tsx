import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { settled } from '../../testing/motion';
import { inTurkish, notCaptured, shownOpen } from '../../testing/modes';
import { MailCompose, emptyDraft, type ComposeAttachment, type MailComposeProps, type MailDraft } from './MailCompose';
import { t, holding } from '../../testing/t';
import { storyFormat } from '../../testing/format';

/**
 * The dialog as the page keeps it: the draft and its files live in the story (a file chosen is
 * attached at once, as an upload that succeeded), every change and action is told.
 */
function LiveCompose({
  draft: start = emptyDraft,
  attachments: attached = [],
  ...props
}: Omit<MailComposeProps, 'onDraftChange'> & {
  onDraftChange?: (draft: MailDraft) => void;
}) {
  const [draft, setDraft] = useState(start);
  const [attachments, setAttachments] = useState(attached);
  return (
    <MailCompose
      {...props}
      draft={draft}
      onDraftChange={(next) => (props.onDraftChange?.(next), setDraft(next))}
      attachments={attachments}
      onAttach={(files) => {
        props.onAttach?.(files);
        setAttachments((list) => [
          ...list,
          ...files.map((file) => ({ key: file.name, name: file.name, size: file.size, state: 'attached' as const })),
        ]);
      }}
      onRemoveAttachment={(key) => {
        props.onRemoveAttachment?.(key);
        setAttachments((list) => list.filter((a) => a.key !== key));
      }}
    />
  );
}

/** The file input that "Attach files" opens (react-aria's FileTrigger keeps it hidden in the dialog). */
const fileInput = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type=file]')!;
const pdf = (name: string) => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

const meta = {
  title: 'Apps/Mailbox/MailCompose',
  component: LiveCompose,
  args: {
    isOpen: true,
    kind: 'new',
    draft: emptyDraft,
    state: 'new',
    onClose: fn(),
    onSend: fn(),
    onDiscard: fn(),
    onDraftChange: fn(),
    onAttach: fn(),
    onRemoveAttachment: fn(),
  },
  parameters: shownOpen('44rem'),
} satisfies Meta<typeof LiveCompose>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new mail as it opens: the cursor in To, nothing typed yet. */
export const NewMail: Story = {
  name: 'New mail',
  play: async () => {
    const dialog = within(
      await settled(within(document.body).findByRole('dialog', { name: t('mailbox.compose.new') })),
    );
    await expect(dialog.getByRole('textbox', { name: t('mailbox.to') })).toHaveFocus();
    await expect(dialog.getByRole('textbox', { name: t('mailbox.compose.subject') })).toHaveValue('');
  },
};

/** The addresses, the subject and the text typed by keyboard, then sent. */
export const TypedAndSent: Story = {
  name: 'Typed and sent',
  tags: ['interaction'],
  play: async ({ args }) => {
    const dialog = within(
      await settled(within(document.body).findByRole('dialog', { name: t('mailbox.compose.new') })),
    );
    await expect(dialog.getByRole('textbox', { name: t('mailbox.to') })).toHaveFocus();
    await userEvent.keyboard('manager@courier.test');
    await userEvent.type(dialog.getByRole('textbox', { name: t('mailbox.compose.subject') }), 'Bursa hattı');
    await userEvent.type(
      dialog.getByRole('textbox', { name: t('mailbox.compose.message') }),
      'The seal is at the desk.',
    );
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({
      ...emptyDraft,
      to: 'manager@courier.test',
      subject: 'Bursa hattı',
      content: 'The seal is at the desk.',
    });
    await userEvent.click(dialog.getByRole('button', { name: t('mailbox.compose.send') }));
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};

/** A reply as it opens: the sender in To, "Re:" and the quoted mail; the draft kept as typed is said so. */
export const Reply: Story = {
  args: {
    kind: 'reply',
    state: 'saved',
    draft: {
      ...emptyDraft,
      to: 'admin@courier.test',
      subject: 'Re: Bursa hattı',
      content: '\n\nOn 2026-11-20 09:30, Aylin Aksoy wrote:\n> The seal is at the desk.',
    },
  },
  play: async ({ args }) => {
    const dialog = within(
      await settled(within(document.body).findByRole('dialog', { name: t('mailbox.compose.reply') })),
    );
    await expect(dialog.getByRole('textbox', { name: t('mailbox.to') })).toHaveValue('admin@courier.test');
    await expect(dialog.getByRole('status')).toHaveTextContent(t('mailbox.compose.state.saved'));
    await userEvent.click(dialog.getByRole('button', { name: t('mailbox.compose.discard') }));
    await expect(args.onDiscard).toHaveBeenCalledOnce();
  },
};

/** A send refused by the server: the address that is not a colleague's is named under its field. */
export const Refused: Story = {
  args: {
    state: 'saved',
    draft: { ...emptyDraft, to: 'someone@example.com', bcc: 'manager@courier.test', subject: 'x' },
    errors: { to: 'not_a_colleague' },
  },
  play: async () => {
    const dialog = within(
      await settled(within(document.body).findByRole('dialog', { name: t('mailbox.compose.new') })),
    );
    const to = dialog.getByRole('textbox', { name: t('mailbox.to') });
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription(holding(t('mailbox.compose.errors.not_a_colleague')));
    await expect(dialog.getByRole('textbox', { name: t('mailbox.bcc') })).not.toHaveAttribute('aria-invalid');
  },
};

const onTheMail: ComposeAttachment[] = [
  { key: 'fil_1', name: 'Seal report SL-1.pdf', size: 86_016, state: 'attached' },
  { key: 'fil_2', name: 'Bursa desk.png', size: 2_411_724, state: 'attached' },
  { key: 'upload-3', name: 'Route plan.xlsx', size: 40_960, state: 'uploading' },
  { key: 'upload-4', name: 'setup.exe', size: 1_048_576, state: 'failed', error: 'type' },
];

/** Files on a reply: two attached, one still uploading (the mail waits for it), one refused and why. */
export const WithAttachments: Story = {
  name: 'With attachments',
  args: {
    kind: 'reply',
    state: 'saved',
    draft: { ...emptyDraft, to: 'admin@courier.test', subject: 'Re: Seal SL-1', content: 'The report and a photo.' },
    attachments: onTheMail,
  },
  play: async () => {
    const dialog = within(
      await settled(within(document.body).findByRole('dialog', { name: t('mailbox.compose.reply') })),
    );
    const files = within(dialog.getByRole('list', { name: t('mailbox.compose.attached') }));
    await expect(files.getAllByRole('listitem')).toHaveLength(4);
    // Sizes with the story's language's numbers (2.3 MB, 2,3 MB).
    const { count } = storyFormat();
    await expect(files.getByText(t('mailbox.size', { kb: count(84) }))).toBeVisible();
    await expect(files.getByText(t('mailbox.sizeMb', { mb: count(2.3) }))).toBeVisible();
    await expect(files.getByText(t('mailbox.compose.errors.attachments.type'))).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveTextContent(t('mailbox.compose.state.uploading'));
    await expect(dialog.getByRole('button', { name: t('mailbox.compose.send') })).toBeDisabled();
    await expect(
      dialog.getByRole('button', { name: t('mailbox.compose.remove', { name: 'setup.exe' }) }),
    ).toBeEnabled();
  },
};

/** Files chosen with "Attach files" are listed with their size; one is removed again. */
export const AttachingFiles: Story = {
  name: 'Attaching files',
  tags: ['interaction'],
  parameters: notCaptured(shownOpen('44rem')),
  play: async ({ args }) => {
    const element = await settled(within(document.body).findByRole('dialog', { name: t('mailbox.compose.new') }));
    const dialog = within(element);
    await expect(dialog.getByRole('button', { name: t('mailbox.compose.attach') })).toBeVisible();
    await userEvent.upload(fileInput(element), [pdf('Seal report.pdf'), pdf('Manifest.pdf')]);
    await expect(args.onAttach).toHaveBeenCalledOnce();
    const files = within(dialog.getByRole('list', { name: t('mailbox.compose.attached') }));
    await expect(files.getByText('Seal report.pdf')).toBeVisible();
    await expect(files.getByText('Manifest.pdf')).toBeVisible();
    await userEvent.click(
      dialog.getByRole('button', { name: t('mailbox.compose.remove', { name: 'Seal report.pdf' }) }),
    );
    await expect(args.onRemoveAttachment).toHaveBeenCalledWith('Seal report.pdf');
    await expect(files.queryByText('Seal report.pdf')).toBeNull();
    await expect(files.getByText('Manifest.pdf')).toBeVisible();
  },
};

/** The composer's attached files in Turkish: sizes, one uploading, one refused with its reason. */
export const AttachmentsTurkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(shownOpen('44rem')),
  globals: { locale: 'tr' },
  args: WithAttachments.args,
  play: async () => {
    const dialog = within(await settled(within(document.body).findByRole('dialog', { name: 'Yanıtla' })));
    const files = within(dialog.getByRole('list', { name: 'Ekli dosyalar' }));
    await expect(files.getAllByRole('listitem')).toHaveLength(4);
    await expect(files.getByText(/Bu tür dosya alınmaz/)).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveTextContent('Dosyalar ekleniyor…');
    await expect(dialog.getByRole('button', { name: 'Dosya ekle' })).toBeVisible();
  },
};

export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(shownOpen('44rem')),
  globals: { locale: 'tr' },
  args: { kind: 'forward', state: 'saving', errors: { to: 'required' } },
  play: async () => {
    const dialog = within(await settled(within(document.body).findByRole('dialog', { name: 'İlet' })));
    await expect(dialog.getByRole('textbox', { name: 'Konu' })).toBeVisible();
    await expect(dialog.getByText('En az bir alıcı yazın')).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveTextContent('Taslak kaydediliyor…');
    await expect(dialog.getByRole('button', { name: 'Gönder' })).toBeVisible();
  },
};
