import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Popover } from './Popover';
import { settled } from '../../testing/motion';
import { notCaptured, shownOpen } from '../../testing/modes';
import { t } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';

const bell = () => <IconButton icon="heroicons_outline:bell" label={t('toast.region')} />;
const englishBell = bell();

const meta = {
  title: 'Primitives/Popover',
  tags: ['autodocs'],
  component: Popover,
  args: {
    'aria-label': 'Notifications',
    trigger: englishBell,
    size: 'panel',
    // Drawn when the panel opens, in the story's language.
    children: (close: () => void) => (
      <div style={{ padding: 16, display: 'grid', gap: 12 }}>
        <strong>{t('toast.region')}</strong>
        <p>{t('trips.moved.arrive', { code: 'TRP-2026-00042' })}</p>
        <Button size="sm" onPress={close}>
          {t('samples.popover.done')}
        </Button>
      </div>
    ),
  },
  decorators: [
    (Story) => <div style={{ minHeight: 280, display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>,
    sampleCopy({
      'aria-label': 'toast.region',
      trigger: (given: unknown) => (given === englishBell ? bell() : given),
    }),
  ],
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open below its button: a panel of the top bar. */
export const Open: Story = {
  args: { defaultOpen: true },
  parameters: shownOpen('22rem'),
  play: async () => {
    const dialog = await settled(within(document.body).findByRole('dialog', { name: t('toast.region') }));
    await expect(dialog).toHaveTextContent('TRP-2026-00042');
  },
};

/** Opened by a click; Escape closes it and the focus returns to the button. */
export const OpenAndEscape: Story = {
  name: 'Open and escape',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: t('toast.region') });
    await userEvent.click(trigger);
    const dialog = await settled(within(document.body).findByRole('dialog', { name: t('toast.region') }));
    await expect(dialog).toHaveTextContent('TRP-2026-00042');
    // Escape closes it and returns focus to the button that opened it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseFromInside: Story = {
  name: 'Close from inside',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('toast.region') }));
    const dialog = await settled(within(document.body).findByRole('dialog'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('samples.popover.done') }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const Dark: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  globals: { scheme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('toast.region') }));
    await expect(await settled(within(document.body).findByRole('dialog'))).toBeVisible();
  },
};
