import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, type ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { toast, toastQueue, ToastRegion, type ToastRegionProps } from './Toast';
import { settled } from '../../testing/motion';
import { notCaptured, inTurkish, onMount, shownOpen } from '../../testing/modes';
import { t } from '../../testing/t';
import { TextField } from '../TextField/TextField';
import { DoDont, Sketch } from '../../docs/DoDont';
import { bothExamplesRender } from '../../testing/doDont';

/** The toasts the stories show, in the story's language. */
const messagesInLanguage = () =>
  ({
    booked: {
      tone: 'success',
      title: t('samples.toast.booked'),
      description: `CP123456785TR · ${t('samples.toast.labelReady')}`,
    },
    refused: { tone: 'warn', title: t('samples.toast.refused'), description: t('samples.toast.outForDelivery') },
  }) as const;
type Messages = ReturnType<typeof messagesInLanguage>;

interface ToastDemoProps extends ToastRegionProps {
  /** Toasts on screen when the story opens, kept until dismissed. */
  shown?: (keyof Messages)[];
}

function ToastDemo({ shown = [], ...region }: ToastDemoProps) {
  useEffect(() => {
    // Once, as the story opens, after the render (the queue updates its region synchronously).
    const messages = messagesInLanguage();
    const timer = setTimeout(() => shown.forEach((name) => toastQueue.add({ ...messages[name] })));
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const messages = messagesInLanguage();
  return (
    <>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button onPress={() => toast.success(messages.booked.title, messages.booked.description)}>
          {t('samples.toast.book')}
        </Button>
        <Button variant="danger" onPress={() => toast.warn(messages.refused.title, messages.refused.description)}>
          {t('samples.toast.refuse')}
        </Button>
      </div>
      <ToastRegion {...region} />
    </>
  );
}

const meta = {
  title: 'Primitives/Toast',
  tags: ['autodocs'],
  // The props table documents the region the app mounts once; a toast is shown with `toast.success(title,
  // description)` (also `info`, `caution`, `warn`). The stories render the region behind two buttons.
  component: ToastRegion as ComponentType<ToastDemoProps>,
  render: (args) => <ToastDemo {...args} />,
  argTypes: {
    queue: { table: { defaultValue: { summary: 'toastQueue' } } },
    shown: { description: "The story's own: toasts on screen when it opens.", table: { category: 'Story' } },
  },
  beforeEach: onMount(() => toastQueue.clear()),
} satisfies Meta<ToastDemoProps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A confirmation and a warning stacked at the bottom of the screen, the newest on top. */
export const Shown: Story = {
  args: { shown: ['booked', 'refused'] },
  parameters: shownOpen('16rem'),
  play: async () => {
    const region = await settled(within(document.body).findByRole('region', { name: t('toast.region') }));
    await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(2));
    await expect(region).toHaveTextContent(t('samples.toast.refused'));
    await expect(region).toHaveTextContent(t('samples.toast.booked'));
  },
};

/** A button shows one; its Dismiss button takes it away. */
export const ShowAndDismiss: Story = {
  name: 'Show and dismiss',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('samples.toast.book') }));
    const region = await settled(within(document.body).findByRole('region', { name: t('toast.region') }));
    const alert = within(region).getByRole('alertdialog');
    await expect(alert).toHaveTextContent(t('samples.toast.booked'));
    await userEvent.click(within(alert).getByRole('button', { name: t('common.dismiss') }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

/** Two buttons pressed one after the other stack their toasts. */
export const Stack: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('samples.toast.book') }));
    await userEvent.click(canvas.getByRole('button', { name: t('samples.toast.refuse') }));
    const region = await settled(within(document.body).findByRole('region'));
    await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(2));
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
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('samples.toast.book') }));
    const region = await settled(within(document.body).findByRole('region', { name: 'Bildirimler' }));
    await expect(within(region).getByRole('alertdialog')).toHaveTextContent('Gönderi oluşturuldu');
    await expect(within(region).getByRole('button', { name: 'Kapat' })).toBeVisible();
  },
};

/** A form's error belongs on its field, not in a toast. */
export const DoDontErrorsOnFields: Story = {
  name: 'Do and don’t: form errors on their fields',
  tags: ['!autodocs'],
  parameters: { doDont: true },
  render: () => (
    <DoDont
      do={{
        caption: 'Put a form’s error on its field, where it is put right',
        example: (
          <TextField
            label={t('samples.textField.mobile')}
            defaultValue="0532"
            errorMessage={t('samples.textField.phoneError')}
          />
        ),
      }}
      dont={{
        caption: 'Put form errors in a toast: it leaves, and the field does not say which is wrong',
        example: (
          <>
            <TextField label={t('samples.textField.mobile')} defaultValue="0532" />
            <Sketch title={t('samples.textField.invalid')} />
          </>
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const { good, bad } = await bothExamplesRender(canvasElement);
    const name = t('samples.textField.mobile');
    await expect(good.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    await expect(good.getByRole('textbox', { name })).toHaveAccessibleDescription(t('samples.textField.phoneError'));
    await expect(bad.getByRole('textbox', { name })).not.toHaveAttribute('aria-invalid');
    await expect(bad.getByText(t('samples.textField.invalid'))).toBeVisible();
  },
};
