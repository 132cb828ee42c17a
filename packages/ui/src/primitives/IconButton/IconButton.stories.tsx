import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from './IconButton';
import { notCaptured, afterShowcase } from '../../testing/modes';
import { t } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';

const meta = {
  title: 'Primitives/IconButton',
  tags: ['autodocs'],
  component: IconButton,
  args: { icon: 'heroicons_outline:bell', label: 'Notifications', onPress: fn() },
  decorators: sampleCopy({ label: 'toast.region' }),
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('toast.region') })).toBeVisible();
  },
};

export const PressAndTooltip: Story = {
  tags: ['interaction'],
  ...afterShowcase(Default, async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: t('toast.region') });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
    // The label shows as a tooltip when focused by keyboard.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await waitFor(() => expect(within(document.body).getByRole('tooltip')).toHaveTextContent(t('toast.region')));
    await userEvent.keyboard('{Escape}');
  }),
  name: 'Press and tooltip',
};

export const WithCount: Story = {
  name: 'With count',
  args: { badge: { count: 3, label: '3 unread' } },
  decorators: sampleCopy({
    badge: (given: { count: number; label: string }) =>
      given.label === '3 unread' ? { ...given, label: t('shell.feed.unread', { count: 3 }) } : given,
  }),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', {
      name: `${t('toast.region')}, ${t('shell.feed.unread', { count: 3 })}`,
    });
    await expect(button).toHaveTextContent('3');
  },
};

export const ZeroCountHidesBadge: Story = {
  name: 'Zero count hides badge',
  tags: ['interaction'],
  args: { badge: { count: 0, label: '0 unread' } },
  decorators: sampleCopy({
    badge: (given: { count: number; label: string }) =>
      given.label === '0 unread' ? { ...given, label: t('shell.feed.unread', { count: 0 }) } : given,
  }),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: t('toast.region') });
    await expect(button).not.toHaveTextContent('0');
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconButton {...args} />
      <IconButton {...args} icon="heroicons_outline:pencil" label={t('common.edit')} tone="primary" />
      <IconButton {...args} icon="heroicons_outline:trash" label={t('common.delete')} tone="danger" />
      <IconButton
        {...args}
        icon="heroicons_outline:arrows-pointing-out"
        label={t('samples.iconButton.fullscreen')}
        size="sm"
      />
      <IconButton {...args} icon="heroicons_outline:user" label={t('shell.user.menu')} size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button'), { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  ...Tones,
  tags: ['interaction'],
  parameters: notCaptured(Tones.parameters),
  globals: { scheme: 'dark' },
};
