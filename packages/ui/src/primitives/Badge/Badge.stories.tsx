import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, badgeTones, CountBadge } from './Badge';

const meta = { title: 'Primitives/Badge', tags: ['autodocs'], component: Badge, args: { children: 'In transit', tone: 'info', withDot: true } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In transit')).toBeVisible();
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone} withDot>
          {tone}
        </Badge>
      ))}
      {badgeTones.map((tone) => (
        <Badge key={`${tone}-md`} tone={tone} size="md" icon="heroicons_mini:truck">
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('warn')).toHaveLength(2);
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

export const LongText: Story = { args: { children: 'Returned to sender after three failed attempts', tone: 'caution' } };
export const Dark: Story = { ...Tones, globals: { scheme: 'dark' } };
export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { children: 'Yolda' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Yolda')).toBeVisible();
  },
};
