import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { waitForReady } from '../../testing/maps';
import { SignaturePad } from './SignaturePad';
import { afterShowcase, notCaptured, inTurkish } from '../../testing/modes';
import { t } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';

const meta = {
  title: 'Primitives/SignaturePad',
  tags: ['autodocs'],
  component: SignaturePad,
  args: { label: 'Signature', onChange: fn(), typedName: 'Ayşe Yılmaz', isRequired: true },
  decorators: [
    (Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>,
    sampleCopy({ label: 'scan.fields.signature', errorMessage: 'scan.pod.signature' }),
  ],
} satisfies Meta<typeof SignaturePad>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, waiting for the receiver's signature, with a way to write the typed name instead. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: t('scan.fields.signature') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('signature.useName') })).toBeEnabled();
  },
};

/** A stroke drawn with the pointer becomes a PNG; clear empties it again. */
export const Draw: Story = {
  tags: ['interaction'],
  ...afterShowcase(Empty, async ({ canvas, args }) => {
    const pad = canvas.getByRole('img', { name: t('scan.fields.signature') }) as HTMLCanvasElement;
    // The pad listens once its first render's effect has set it up.
    await waitForReady(pad);
    const box = pad.getBoundingClientRect();
    const at = (x: number, y: number, buttons = 1) => ({
      clientX: box.left + x,
      clientY: box.top + y,
      pointerId: 1,
      bubbles: true,
      cancelable: true,
      isPrimary: true,
      pointerType: 'mouse',
      buttons,
    });
    pad.dispatchEvent(new PointerEvent('pointerdown', at(20, 40)));
    for (let i = 1; i <= 10; i++)
      pad.ownerDocument.dispatchEvent(new PointerEvent('pointermove', at(20 + i * 15, 40 + (i % 3) * 12)));
    pad.ownerDocument.dispatchEvent(new PointerEvent('pointerup', at(170, 60, 0)));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^data:image\/png;base64,/)),
    );
    await expect(canvas.getByText(t('signature.signed'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('signature.clear') }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  }),
};

/** Without a pointer, the typed name is written into the pad. */
export const TypedName: Story = {
  name: 'Typed name',
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('signature.useName') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^data:image\/png;base64,/));
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'The signature is needed' },
  play: async ({ canvas }) => void (await expect(canvas.getByRole('alert')).toHaveTextContent(t('scan.pod.signature'))),
};
export const Dark: Story = {
  ...TypedName,
  tags: ['interaction'],
  parameters: notCaptured(TypedName.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) =>
    void (await expect(canvas.getByText('Parmakla, kalemle veya fareyle imzalayın')).toBeVisible()),
};
