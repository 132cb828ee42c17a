import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Dialog, type DialogProps } from './Dialog';
import { settled } from '../../testing/motion';
import { notCaptured, inTurkish, shownOpen } from '../../testing/modes';
import { DoDont, Sketch } from '../../docs/DoDont';
import { vars } from '../../theme/contract.css';
import { bothExamplesRender } from '../../testing/doDont';
import { t } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';

interface DialogDemoProps extends Partial<DialogProps> {
  /** Opens with the dialog shown (the story's own state, not a prop of the dialog). */
  defaultOpen?: boolean;
}

function DialogDemo({ defaultOpen = false, ...props }: DialogDemoProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>{t('samples.dialog.editReceiver')}</Button>
      <Dialog
        title={t('samples.dialog.editReceiver')}
        {...props}
        isOpen={open}
        onOpenChange={setOpen}
        actions={
          <>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button onPress={() => setOpen(false)}>{t('common.save')}</Button>
          </>
        }
      >
        {props.children ?? <TextField label={t('samples.textField.receiver')} defaultValue="Mehmet Demir" />}
      </Dialog>
    </>
  );
}

// The props table documents the Dialog itself; the stories render it behind its button (DialogDemo).
const meta = {
  title: 'Primitives/Dialog',
  // Documented, not rendered as is: every story renders it through DialogDemo.
  component: Dialog as ComponentType<DialogDemoProps>,
  render: (args) => <DialogDemo {...args} />,
  argTypes: {
    defaultOpen: {
      control: 'boolean',
      description: "The story's own: opens with the dialog shown (the dialog itself takes `isOpen`).",
      table: { category: 'Story' },
    },
  },
} satisfies Meta<DialogDemoProps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog as it opens: the title, the content, the actions at the bottom and the focus inside. */
export const Open: Story = {
  name: 'Open modal',
  args: { defaultOpen: true },
  parameters: shownOpen('26rem'),
  play: async () => {
    const dialog = await settled(
      within(document.body).findByRole('dialog', { name: t('samples.dialog.editReceiver') }),
    );
    await expect(within(dialog).getByRole('textbox', { name: t('samples.textField.receiver') })).toHaveValue(
      'Mehmet Demir',
    );
    await expect(within(dialog).getByRole('button', { name: t('common.save') })).toBeVisible();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  },
};

/** Opened from its button, the focus stays inside while tabbing; Escape closes it and the focus returns. */
export const FocusStaysInside: Story = {
  name: 'Focus stays inside',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: t('samples.dialog.editReceiver') });
    await userEvent.click(opener);
    const dialog = await settled(
      within(document.body).findByRole('dialog', { name: t('samples.dialog.editReceiver') }),
    );
    // Focus moves inside and stays there.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 6; i++) await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const NotDismissable: Story = {
  name: 'Not dismissable',
  args: { isDismissable: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('samples.dialog.editReceiver') }));
    const dialog = await settled(within(document.body).findByRole('dialog'));
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: t('common.close') })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const LongContent: Story = {
  name: 'Long content',
  args: {
    size: 'sm',
    title: 'Terms of carriage for fragile and high-value parcels',
  },
  decorators: sampleCopy({ title: 'samples.dialog.terms' }),
  render: (args) => (
    <DialogDemo {...args}>
      <div>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>{t('samples.dialog.clause', { number: i + 1 })}</p>
        ))}
      </div>
    </DialogDemo>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('samples.dialog.editReceiver') }));
    const dialog = await settled(within(document.body).findByRole('dialog', { name: t('samples.dialog.terms') }));
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Dark: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  globals: { scheme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('samples.dialog.editReceiver') }));
    const dialog = await settled(within(document.body).findByRole('dialog'));
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: { title: 'Alıcıyı düzenle' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('samples.dialog.editReceiver') }));
    const dialog = await settled(within(document.body).findByRole('dialog', { name: 'Alıcıyı düzenle' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Kapat' })).toBeVisible());
  },
};

const addressSketch = () => (
  <Sketch
    title={t('samples.dialog.changeAddressTitle')}
    actions={
      <>
        <Button variant="secondary">{t('common.cancel')}</Button>
        <Button>{t('samples.dialog.saveAddress')}</Button>
      </>
    }
  >
    Kızılay Mah. Atatürk Blv. 101, 06420 Çankaya / Ankara
  </Sketch>
);

/** One task at a time. */
export const DoDontOneAtATime: StoryObj = {
  name: 'Do and don’t: one dialog at a time',
  render: () => (
    <DoDont
      do={{ caption: 'One dialog at a time', example: addressSketch() }}
      dont={{
        caption: 'A dialog that opens another dialog',
        example: (
          <div style={{ display: 'grid' }}>
            <div style={{ gridArea: '1 / 1' }}>{addressSketch()}</div>
            <div style={{ gridArea: '1 / 1', marginTop: '2.5rem', marginInlineStart: '2rem' }}>
              <Sketch
                title={t('samples.dialog.chooseDistrict')}
                actions={<Button>{t('samples.dialog.choose')}</Button>}
              />
            </div>
          </div>
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const { good, bad } = await bothExamplesRender(canvasElement);
    await expect(good.getAllByText(t('samples.dialog.changeAddressTitle'))).toHaveLength(1);
    await expect(bad.getByText(t('samples.dialog.chooseDistrict'))).toBeVisible();
  },
};

/** When it closes, the focus goes back where the person was. */
export const DoDontFocusBack: StoryObj = {
  name: 'Do and don’t: give the focus back',
  render: () => (
    <DoDont
      do={{
        caption: 'Give the focus back to the button that opened it',
        example: (
          <span
            style={{ outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2, borderRadius: vars.radius.md }}
          >
            <Button variant="secondary" icon="heroicons_outline:pencil-square">
              {t('samples.dialog.changeAddress')}
            </Button>
          </span>
        ),
      }}
      dont={{
        caption: 'Leave the focus at the top of the page: a keyboard user starts again from there',
        example: (
          <Sketch title={t('tracking.result', { number: 'CP123456785TR' })}>
            <span style={{ outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2, alignSelf: 'flex-start' }}>
              {t('shell.skipToContent')}
            </span>
            <Button variant="secondary" icon="heroicons_outline:pencil-square">
              {t('samples.dialog.changeAddress')}
            </Button>
          </Sketch>
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const { good, bad } = await bothExamplesRender(canvasElement);
    await expect(good.getByRole('button', { name: t('samples.dialog.changeAddress') })).toBeVisible();
    await expect(bad.getByText(t('shell.skipToContent'))).toBeVisible();
  },
};

/** Deleting asks first; a finished task is told by a toast. */
export const DoDontConfirmDelete: StoryObj = {
  name: 'Do and don’t: ask before deleting',
  render: () => (
    <DoDont
      do={{
        caption: 'A `ConfirmationDialog` for deleting',
        example: (
          <Sketch
            title={t('samples.dialog.deleteRouteTitle', { code: 'R-01' })}
            actions={
              <>
                <Button variant="secondary">{t('common.cancel')}</Button>
                <Button variant="danger">{t('samples.dialog.deleteRoute')}</Button>
              </>
            }
          >
            {t('samples.dialog.keepStops')}
          </Sketch>
        ),
      }}
      dont={{
        caption: 'A dialog that only says "Done" (use a toast)',
        example: <Sketch title={t('samples.dialog.done')} actions={<Button>{t('samples.dialog.ok')}</Button>} />,
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const { good, bad } = await bothExamplesRender(canvasElement);
    await expect(good.getByRole('button', { name: t('samples.dialog.deleteRoute') })).toBeVisible();
    await expect(bad.getByRole('button', { name: t('samples.dialog.ok') })).toBeVisible();
  },
};
