import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, badgeTones, CountBadge } from './Badge';
import { notCaptured, inTurkish } from '../../testing/modes';

const meta = {
  title: 'Primitives/Badge',
  tags: ['autodocs'],
  component: Badge,
  args: { children: 'In transit', tone: 'info', withDot: true },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In transit')).toBeVisible();
  },
};

/** Each tone with a status it is meant for, as the courier's modules use them. */
const toneUse: Record<(typeof badgeTones)[number], string> = {
  neutral: 'Created',
  primary: 'In transit',
  accent: 'Returned to sender',
  info: 'At the office',
  success: 'Delivered',
  caution: 'On hold',
  warn: 'Delivery failed',
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone} withDot>
            {toneUse[tone]}
          </Badge>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {badgeTones.map((tone) => (
          <Badge key={`${tone}-md`} tone={tone} size="md" icon="heroicons_mini:truck">
            {toneUse[tone]}
          </Badge>
        ))}
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Delivery failed')).toHaveLength(2);
  },
};

export const Counts: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <CountBadge count={3} label="3 unread" />
      <CountBadge count={250} label="250 unread" />
      <CountBadge count={0} label="none" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '3 unread' })).toHaveTextContent('3');
    await expect(canvas.getByRole('status', { name: '250 unread' })).toHaveTextContent('99+');
    // Zero shows nothing (core spec: the unread badge only above 0).
    await expect(canvas.queryByRole('status', { name: 'none' })).toBeNull();
  },
};

export const LongText: Story = {
  args: { children: 'Returned to sender after three failed attempts', tone: 'caution' },
};
export const Dark: Story = {
  ...Tones,
  tags: ['interaction'],
  parameters: notCaptured(Tones.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: { children: 'Yolda' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Yolda')).toBeVisible();
  },
};
