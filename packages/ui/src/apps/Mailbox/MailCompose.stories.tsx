import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { settled } from '../../testing/motion';
import { inTurkish, shownOpen } from '../../testing/modes';
import { MailCompose, emptyDraft, type MailComposeProps, type MailDraft } from './MailCompose';

/** The dialog as the page keeps it: the draft lives in the story, every change and action is told. */
function LiveCompose({
  draft: start = emptyDraft,
  ...props
}: Omit<MailComposeProps, 'onDraftChange'> & {
  onDraftChange?: (draft: MailDraft) => void;
}) {
  const [draft, setDraft] = useState(start);
  return (
    <MailCompose {...props} draft={draft} onDraftChange={(next) => (props.onDraftChange?.(next), setDraft(next))} />
  );
}

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
  },
  parameters: shownOpen('44rem'),
} satisfies Meta<typeof LiveCompose>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new mail as it opens: the cursor in To, nothing typed yet. */
export const NewMail: Story = {
  play: async () => {
    const dialog = within(await settled(within(document.body).findByRole('dialog', { name: 'New mail' })));
    await expect(dialog.getByRole('textbox', { name: 'To' })).toHaveFocus();
    await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  },
};

/** The addresses, the subject and the text typed by keyboard, then sent. */
export const TypedAndSent: Story = {
  tags: ['interaction'],
  play: async ({ args }) => {
    const dialog = within(await settled(within(document.body).findByRole('dialog', { name: 'New mail' })));
    await expect(dialog.getByRole('textbox', { name: 'To' })).toHaveFocus();
    await userEvent.keyboard('manager@courier.test');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Subject' }), 'Bursa hattı');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Message' }), 'The seal is at the desk.');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({
      ...emptyDraft,
      to: 'manager@courier.test',
      subject: 'Bursa hattı',
      content: 'The seal is at the desk.',
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
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
    const dialog = within(await settled(within(document.body).findByRole('dialog', { name: 'Reply' })));
    await expect(dialog.getByRole('textbox', { name: 'To' })).toHaveValue('admin@courier.test');
    await expect(dialog.getByRole('status')).toHaveTextContent('Draft saved');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete draft' }));
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
    const dialog = within(await settled(within(document.body).findByRole('dialog', { name: 'New mail' })));
    const to = dialog.getByRole('textbox', { name: 'To' });
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription(/Only colleagues' addresses: check this one/);
    await expect(dialog.getByRole('textbox', { name: 'Bcc' })).not.toHaveAttribute('aria-invalid');
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
