import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, badgeTones, CountBadge } from './Badge';
import { notCaptured, inTurkish } from '../../testing/modes';
import { t } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';

const meta = {
  title: 'Primitives/Badge',
  tags: ['autodocs'],
  component: Badge,
  args: { children: 'In transit', tone: 'info', withDot: true },
  decorators: sampleCopy({ children: 'parcel.status.in_transit' }),
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('parcel.status.in_transit'))).toBeVisible();
  },
};

/** Each tone with a status it is meant for, as the courier's modules use them (the parcel's status, in words). */
const toneUse: Record<(typeof badgeTones)[number], string> = {
  neutral: 'parcel.status.created',
  primary: 'parcel.status.in_transit',
  accent: 'parcel.status.returned',
  info: 'parcel.status.at_office',
  success: 'parcel.status.delivered',
  caution: 'parcel.status.on_hold',
  warn: 'parcel.status.delivery_failed',
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone} withDot>
            {t(toneUse[tone])}
          </Badge>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {badgeTones.map((tone) => (
          <Badge key={`${tone}-md`} tone={tone} size="md" icon="heroicons_mini:truck">
            {t(toneUse[tone])}
          </Badge>
        ))}
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(t('parcel.status.delivery_failed'))).toHaveLength(2);
  },
};

export const Counts: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <CountBadge count={3} label={t('shell.feed.unread', { count: 3 })} />
      <CountBadge count={250} label={t('shell.feed.unread', { count: 250 })} />
      <CountBadge count={0} label={t('shell.feed.unread', { count: 0 })} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: t('shell.feed.unread', { count: 3 }) })).toHaveTextContent('3');
    await expect(canvas.getByRole('status', { name: t('shell.feed.unread', { count: 250 }) })).toHaveTextContent('99+');
    // Zero shows nothing (core spec: the unread badge only above 0).
    await expect(canvas.queryByRole('status', { name: t('shell.feed.unread', { count: 0 }) })).toBeNull();
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: { children: 'Returned to sender after three failed attempts', tone: 'caution' },
  decorators: sampleCopy({ children: 'samples.badge.long' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('samples.badge.long'))).toBeVisible();
  },
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
