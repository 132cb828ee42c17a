import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Tooltip } from './Tooltip';
import { settled } from '../../testing/motion';
import { notCaptured, inTurkish } from '../../testing/modes';
import { t } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';

const printButton = () => <Button variant="secondary">{t('parcelDetail.printLabel')}</Button>;
const englishPrintButton = printButton();

const meta = {
  title: 'Primitives/Tooltip',
  tags: ['autodocs'],
  component: Tooltip,
  args: {
    content: 'Prints an A6 label with the barcode',
    children: englishPrintButton,
    delay: 0,
  },
  decorators: [
    (Story) => <div style={{ padding: 40 }}>{Story()}</div>,
    sampleCopy({
      content: 'samples.tooltip.prints',
      children: (given: unknown) => (given === englishPrintButton ? printButton() : given),
    }),
  ],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shown below its button: one short line on what the button does. */
export const Shown: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    const tooltip = await settled(within(document.body).findByRole('tooltip'));
    await expect(tooltip).toHaveTextContent(t('samples.tooltip.prints'));
    await expect(canvas.getByRole('button')).toHaveAccessibleDescription(t('samples.tooltip.prints'));
  },
};

/** The keyboard's focus shows it and describes the button; Escape closes it. */
export const OnFocus: Story = {
  name: 'On focus',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('parcelDetail.printLabel') })).toHaveFocus();
    const tooltip = await settled(within(document.body).findByRole('tooltip'));
    await expect(tooltip).toHaveTextContent(t('samples.tooltip.prints'));
    await expect(canvas.getByRole('button')).toHaveAccessibleDescription(t('samples.tooltip.prints'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

export const OnHover: Story = {
  name: 'On hover',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, canvasElement }) => {
    // RAC shows hover tooltips once the user is using a pointer (a press sets that).
    await userEvent.click(canvasElement);
    await userEvent.hover(canvas.getByRole('button'));
    await expect(await settled(within(document.body).findByRole('tooltip'))).toBeVisible();
    await userEvent.unhover(canvas.getByRole('button'));
  },
};

export const Dark: Story = {
  ...Shown,
  tags: ['interaction'],
  parameters: notCaptured(Shown.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: { content: 'Barkodlu A6 etiket yazdırır', children: <Button variant="secondary">Etiket yazdır</Button> },
  play: async () => {
    await userEvent.tab();
    await expect(await settled(within(document.body).findByRole('tooltip'))).toHaveTextContent(
      'Barkodlu A6 etiket yazdırır',
    );
  },
};

function InADialog() {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button onPress={() => setOpen(true)}>{t('samples.tooltip.openPanel')}</Button>
      <Dialog isOpen={isOpen} onOpenChange={setOpen} title={t('samples.tooltip.label')}>
        <Tooltip content={t('samples.tooltip.prints')} delay={0}>
          {printButton()}
        </Tooltip>
      </Dialog>
    </>
  );
}

/** Within a dialog or panel, one Escape closes the tooltip and the dialog with it. */
export const InDialog: Story = {
  name: 'In dialog',
  render: () => <InADialog />,
  play: async () => {
    const body = within(document.body);
    const dialog = await settled(body.findByRole('dialog', { name: t('samples.tooltip.label') }));
    const print = within(dialog).getByRole('button', { name: t('parcelDetail.printLabel') });
    while (document.activeElement !== print) await userEvent.tab();
    await expect(await settled(body.findByRole('tooltip'))).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(body.queryByRole('tooltip')).toBeNull();
  },
};
