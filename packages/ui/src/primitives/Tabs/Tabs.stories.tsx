import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs } from './Tabs';
import { notCaptured, inTurkish, afterShowcase } from '../../testing/modes';

const meta = {
  title: 'Primitives/Tabs',
  tags: ['autodocs'],
  component: Tabs,
  args: {
    'aria-label': 'Parcel',
    onSelectionChange: fn(),
    items: [
      {
        id: 'details',
        label: 'Details',
        icon: 'heroicons_outline:document-text',
        content: <p>Sender, receiver and service.</p>,
      },
      { id: 'history', label: 'History', icon: 'heroicons_outline:clock', content: <p>Every scan of the parcel.</p> },
      { id: 'pod', label: 'Proof of delivery', content: <p>Signature and receiver.</p>, isDisabled: true },
      { id: 'complaints', label: 'Complaints', content: <p>None.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // The panel joins the page once the tab collection is built.
    await expect(await canvas.findByRole('tabpanel')).toHaveTextContent('Sender, receiver');
  },
};

export const SwitchByClickAndArrows: Story = {
  tags: ['interaction'],
  ...afterShowcase(Default, async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('history');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Every scan');
    // Arrow keys move between tabs and skip the disabled one.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Complaints' })).toHaveAttribute('aria-selected', 'true');
  }),
  name: 'Switch by click and arrows',
};
export const Dark: Story = {
  ...Default,
  tags: ['interaction'],
  parameters: notCaptured(Default.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: {
    'aria-label': 'Gönderi',
    items: [
      { id: 'd', label: 'Ayrıntılar', content: 'Gönderen ve alıcı' },
      { id: 'h', label: 'Geçmiş', content: 'Okutmalar' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Gönderi' })).toBeVisible();
  },
};
